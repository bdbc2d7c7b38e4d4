// The replicas of one upstream (a comma-separated *_URL setting): one undici Pool per replica, picked in turn among
// those that are in service. A replica goes out of service when a call cannot reach it (refused, connect timeout,
// no answer in time) or when it answers with the draining header (it got SIGTERM and is finishing what it has);
// after a pause it is tried again with the next real call, so a replica that was restarted at the same address is
// back in rotation within seconds, with no probe traffic. When every replica is out, they are still tried: a pause
// is a guess, and an answer from a replica believed down beats an error.
import { Pool } from 'undici';
import { recordUpstreamReplicaState, type ReplicaState } from '../runtime/metrics/upstream-replica-metrics.js';

/** First pause of a replica that failed; doubled while it keeps failing, up to the maximum. */
export const REPLICA_RETRY_MIN_MS = 1000;
export const REPLICA_RETRY_MAX_MS = 8000;
/** A draining replica exits within its shutdown deadline; it is asked again after this pause (it may be back). */
export const DRAINING_RETRY_MS = 2000;
/** Connecting takes well under a millisecond on a LAN: a replica that does not accept within this is taken out. */
export const CONNECT_TIMEOUT_MS = 1000;

export interface Replica {
  /** The replica's base URL without credentials (for logs and the metric's label). */
  readonly label: string;
  readonly pool: Pool;
  readonly basePath: string;
  readonly authorization?: string;
  state: ReplicaState;
  /** When a replica out of service may be tried again (epoch ms). */
  retryAt: number;
  /** Consecutive failures, for the growing pause. */
  failures: number;
}

export interface ReplicaPoolOptions {
  connections: number;
  timeoutMs: number;
}

/** The URLs of a setting that may list replicas separated by commas (config.ts validates each). */
export function replicaUrls(baseUrl: string): string[] {
  return baseUrl
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

export class ReplicaSet {
  readonly replicas: readonly Replica[];
  private next = 0;

  constructor(
    private readonly upstream: string,
    baseUrl: string,
    options: ReplicaPoolOptions,
    private readonly now: () => number = Date.now,
  ) {
    const urls = replicaUrls(baseUrl);
    if (urls.length === 0) throw new Error(`${upstream}: no upstream URL`);
    this.replicas = urls.map((raw) => {
      const url = new URL(raw);
      const credentials = url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : null;
      const replica: Replica = {
        label: `${url.origin}${url.pathname.replace(/\/+$/, '')}`,
        basePath: url.pathname.replace(/\/+$/, ''),
        ...(credentials ? { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } : {}),
        pool: new Pool(url.origin, {
          connections: options.connections,
          connectTimeout: Math.min(options.timeoutMs, CONNECT_TIMEOUT_MS),
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
          keepAliveTimeout: 10_000,
        }),
        state: 'up',
        retryAt: 0,
        failures: 0,
      };
      recordUpstreamReplicaState(upstream, replica.label, 'up');
      return replica;
    });
  }

  /**
   * The next replica to call, skipping those already tried for this call: in turn among those in service (or whose
   * pause is over), else the one out of service that may be tried soonest; undefined when every one was tried.
   */
  pick(tried: ReadonlySet<Replica> = new Set()): Replica | undefined {
    const now = this.now();
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count];
      if (tried.has(replica) || (replica.state !== 'up' && replica.retryAt > now)) continue;
      this.next = (this.next + i + 1) % count;
      return replica;
    }
    let soonest: Replica | undefined;
    for (const replica of this.replicas) if (!tried.has(replica) && (!soonest || replica.retryAt < soonest.retryAt)) soonest = replica;
    return soonest;
  }

  /** It answered: back in service (unless it said it is draining). */
  answered(replica: Replica, draining: boolean): void {
    if (draining) return this.draining(replica);
    replica.failures = 0;
    this.setState(replica, 'up');
  }

  /** It could not be reached or did not answer: out of service for a pause that grows while it keeps failing. */
  failed(replica: Replica): void {
    replica.failures += 1;
    replica.retryAt = this.now() + Math.min(REPLICA_RETRY_MIN_MS * 2 ** (replica.failures - 1), REPLICA_RETRY_MAX_MS);
    this.setState(replica, 'down');
  }

  /** It announced it is draining: no new calls for a while; calls already sent finish there. */
  draining(replica: Replica): void {
    replica.retryAt = this.now() + DRAINING_RETRY_MS;
    this.setState(replica, 'draining');
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.pool.close()));
  }

  private setState(replica: Replica, state: ReplicaState): void {
    if (replica.state === state) return;
    replica.state = state;
    recordUpstreamReplicaState(this.upstream, replica.label, state);
  }
}
