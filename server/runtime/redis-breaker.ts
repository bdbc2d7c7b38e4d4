// A circuit breaker in front of Redis, so that Redis is optional at run time: while it is away or slow, its users
// (the rate limits, and any later one) answer from their in-process fallback at once instead of each request
// waiting for a connect or command timeout. One log line and a gauge say when it opens and when it closes again.
//
// Closed (Redis in use): every command gets COMMAND_TIMEOUT_MS; the first one that fails or times out opens it.
// Open (fallback in use): no request touches Redis. The client reconnects by itself, and a PING every
// PROBE_INTERVAL_MS (or as soon as the connection is ready) closes the breaker when Redis answers it in time.
import { Redis } from 'ioredis';
import { recordRedisBreakerState } from './metrics/metrics.js';

/** Redis on the same network answers in well under a millisecond; slower than this counts as away. */
export const COMMAND_TIMEOUT_MS = 100;
/** A TCP connect that takes longer is given up (and retried by the client's reconnect). */
export const CONNECT_TIMEOUT_MS = 500;
/** How often an open breaker asks Redis whether it is back. */
export const PROBE_INTERVAL_MS = 1000;

export type BreakerState = 'closed' | 'open';

interface BreakerLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface BreakerOptions {
  url: string;
  /** Names the user in logs and metrics (e.g. "rate-limit"). */
  user: string;
  logger: BreakerLogger;
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  probeIntervalMs?: number;
}

/** Thrown (at once) by run() while the breaker is open: the caller uses its fallback. */
export class RedisUnavailableError extends Error {
  constructor() {
    super('Redis unavailable (circuit open)');
    this.name = 'RedisUnavailableError';
  }
}

export interface RedisBreaker {
  /** The client, for code that defines commands on it; send commands through run() only. */
  readonly client: Redis;
  state(): BreakerState;
  /** Resolves once Redis has answered, or once the first connect attempt had its chance: for a start that waits briefly. */
  firstAnswer(): Promise<void>;
  /** Runs one Redis call within the command timeout; rejects at once with RedisUnavailableError while open. */
  run<T>(call: (client: Redis) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createRedisBreaker(options: BreakerOptions): RedisBreaker {
  const commandTimeoutMs = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
  const probeIntervalMs = options.probeIntervalMs ?? PROBE_INTERVAL_MS;
  const { logger, user } = options;
  const client = new Redis(options.url, {
    connectTimeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    commandTimeout: commandTimeoutMs,
    // A command sent while disconnected fails at once instead of waiting in a queue for the connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep reconnecting, at most a second apart, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 100, probeIntervalMs),
  });
  // Starts open: nothing goes to Redis before it has answered a PING.
  let current: BreakerState = 'open';
  let closed = false;
  let probing = false;
  let lastError = 'not connected yet';
  let announcedAway = false;
  let answered: () => void = () => undefined;
  const firstAnswer = new Promise<void>((resolve) => {
    answered = resolve;
  });
  recordRedisBreakerState(user, current);

  const open = (reason: string): void => {
    lastError = reason;
    if (current === 'open') return;
    current = 'open';
    recordRedisBreakerState(user, current);
    announcedAway = true;
    logger.warn({ redis: user, reason }, 'Redis unavailable: counting in this process until it answers again');
  };

  const probe = (): void => {
    if (closed || probing || current === 'closed' || client.status !== 'ready') return;
    probing = true;
    withTimeout(client.ping(), commandTimeoutMs)
      .then(
        () => {
          if (closed || current === 'closed') return;
          current = 'closed';
          recordRedisBreakerState(user, current);
          answered();
          if (announcedAway) logger.info({ redis: user }, 'Redis answers again: counting in Redis');
        },
        (error: Error) => open(error.message),
      )
      .finally(() => {
        probing = false;
      });
  };

  // The client reports every failed reconnect as an error; the breaker only notes the reason (one log line on opening).
  client.on('error', (error: Error) => open(error.message));
  client.on('close', () => open('connection closed'));
  client.on('ready', probe);
  const prober = setInterval(probe, probeIntervalMs);
  prober.unref();

  // A Redis that is away from the start is said once, after the first connect attempt had its chance.
  const firstWord = setTimeout(() => {
    answered();
    if (current === 'open' && !announcedAway && !closed) {
      announcedAway = true;
      logger.warn({ redis: user, reason: lastError }, 'Redis unavailable: counting in this process until it answers again');
    }
  }, (options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS) + commandTimeoutMs);
  firstWord.unref();

  return {
    client,
    state: () => current,
    firstAnswer: () => firstAnswer,
    async run(call) {
      if (current === 'open' || closed) throw new RedisUnavailableError();
      try {
        return await withTimeout(call(client), commandTimeoutMs);
      } catch (error) {
        open(error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    async close() {
      closed = true;
      clearInterval(prober);
      clearTimeout(firstWord);
      answered();
      client.disconnect();
    },
  };
}

/** The client has a command timeout too; this one also bounds calls made of several commands. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
