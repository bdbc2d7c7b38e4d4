// An edge's subscription to the backend tier's change stream (issue #14 item 4; server/backend/change-stream.ts):
// one per edge process, so also one per cluster worker. Each change drops exactly the cached entries carrying its
// tags, data and rendered pages alike (pages live in the same LRU as kind 'html'). A stream that breaks is opened
// again with a growing pause; changes made meanwhile were missed, so on reconnecting the edge drops its catalogue
// caches and says so in its log.
import { request } from 'undici';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CatalogueChange } from '../backend/change-feed.js';
import type { ChangeStreamLine } from '../backend/change-stream.js';
import { replicaUrls } from '../upstream/replica-set.js';
import { BACKEND_TOKEN_HEADER } from '../runtime/backend-token.js';
import { CACHE_KINDS, type CacheKind, type EdgeCache } from './cache.js';

/** The tag the admin call sends for "everything" (no kinds, no tags). */
export const ALL_TAG = '*';
/** The tag prefix the admin call sends for "every entry of this kind". */
export const KIND_TAG_PREFIX = 'kind:';

/** First pause before reconnecting; doubled after every failed attempt, up to the maximum. */
export const RECONNECT_MIN_MS = 250;
export const RECONNECT_MAX_MS = 10_000;
/** Three missed heartbeats (HEARTBEAT_MS on the backend) and the stream is taken for dead. */
export const SILENCE_TIMEOUT_MS = 15_000;

/** What one change drops from the cache; returns how many entries went. */
export function applyChange(cache: Pick<EdgeCache, 'invalidate'>, change: CatalogueChange): number {
  if (change.tags.includes(ALL_TAG)) return cache.invalidate();
  const kinds = change.tags.filter((tag) => tag.startsWith(KIND_TAG_PREFIX)).map((tag) => tag.slice(KIND_TAG_PREFIX.length));
  const tags = change.tags.filter((tag) => !tag.startsWith(KIND_TAG_PREFIX));
  let removed = 0;
  const knownKinds = kinds.filter((kind): kind is CacheKind => (CACHE_KINDS as readonly string[]).includes(kind));
  if (knownKinds.length) removed += cache.invalidate({ kinds: knownKinds });
  if (tags.length) removed += cache.invalidate({ tags });
  return removed;
}

/** The tags an admin invalidation call broadcasts for its filter (the inverse of applyChange). */
export function tagsForInvalidation(filter: { kinds?: readonly string[]; tags?: readonly string[] }): string[] {
  // Kinds and tags together would need an "and" a tag list cannot say: all entries with the tags go, a superset.
  if (filter.tags?.length) return [...filter.tags];
  if (filter.kinds?.length) return filter.kinds.map((kind) => `${KIND_TAG_PREFIX}${kind}`);
  return [ALL_TAG];
}

/** Splits a byte stream into lines; the last, unfinished line waits for the next chunk. */
export class LineSplitter {
  private rest = '';

  push(chunk: string): string[] {
    const lines = (this.rest + chunk).split('\n');
    this.rest = lines.pop() ?? '';
    return lines.filter((line) => line.trim() !== '');
  }
}

export interface ChangeSubscriberOptions {
  /**
   * The backend tier's base URL (it serves /_changes); several replicas separated by commas: the edge follows one
   * and, when its stream ends or breaks (a replica drains on SIGTERM), the next.
   */
  url: string;
  cache: Pick<EdgeCache, 'invalidate'>;
  logger: FastifyBaseLogger;
  /** The backend tier's shared secret (server/runtime/backend-token.ts). */
  backendToken: string;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  silenceTimeoutMs?: number;
}

export interface ChangeSubscription {
  /** Resolves once the first hello arrived (tests wait for it). */
  readonly subscribed: Promise<void>;
  close(): Promise<void>;
}

export function subscribeToChanges(options: ChangeSubscriberOptions): ChangeSubscription {
  const { cache, logger } = options;
  const minDelay = options.reconnectMinMs ?? RECONNECT_MIN_MS;
  const maxDelay = options.reconnectMaxMs ?? RECONNECT_MAX_MS;
  const streamUrls = replicaUrls(options.url).map((url) => new URL('/_changes', url).toString());
  // Edges start at different replicas, so their streams spread over the tier.
  let current = Math.floor(Math.random() * streamUrls.length);
  let streamUrl = streamUrls[current];
  let closed = false;
  let controller = new AbortController();
  let everSubscribed = false;
  let outage = false;
  let markSubscribed!: () => void;
  const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));

  const onLine = (text: string) => {
    let line: ChangeStreamLine;
    try {
      line = JSON.parse(text) as ChangeStreamLine;
    } catch {
      logger.warn({ line: text.slice(0, 200) }, 'change stream: a line that is no JSON; ignored');
      return;
    }
    if (line.type === 'hello') {
      // Whatever changed while this edge was not listening is unknown: its catalogue caches may be stale.
      const dropped = cache.invalidate();
      if (everSubscribed) logger.warn({ dropped }, 'change stream: reconnected; dropped all catalogue caches (changes may have been missed)');
      else logger.info({ dropped, url: streamUrl }, 'change stream: subscribed');
      everSubscribed = true;
      outage = false;
      markSubscribed();
    } else if (line.type === 'change' && Array.isArray(line.tags)) {
      const removed = applyChange(cache, line);
      logger.debug({ reason: line.reason, tags: line.tags.length, removed }, 'change stream: entries dropped');
    }
  };

  const readOnce = async (): Promise<boolean> => {
    const answer = await request(streamUrl, {
      headers: { [BACKEND_TOKEN_HEADER]: options.backendToken },
      signal: controller.signal,
      headersTimeout: options.silenceTimeoutMs ?? SILENCE_TIMEOUT_MS,
      // Heartbeats keep a live stream from going silent this long.
      bodyTimeout: options.silenceTimeoutMs ?? SILENCE_TIMEOUT_MS,
    });
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new Error(`the change stream answered ${answer.statusCode}`);
    }
    const lines = new LineSplitter();
    answer.body.setEncoding('utf8');
    let heardHello = false;
    for await (const chunk of answer.body as AsyncIterable<string>) {
      for (const line of lines.push(chunk)) {
        onLine(line);
        heardHello = true;
      }
    }
    return heardHello;
  };

  const run = async () => {
    let delay = minDelay;
    while (!closed) {
      try {
        const heard = await readOnce();
        if (heard) delay = minDelay;
        if (!closed && !outage) logger.warn({ url: streamUrl }, 'change stream: ended by the backend; reconnecting');
      } catch (error) {
        if (closed) break;
        if (!outage) logger.warn({ err: error, url: streamUrl }, 'change stream: lost; reconnecting (cached answers may be stale until then)');
        else logger.debug({ err: error }, 'change stream: still unreachable');
      }
      outage = true;
      if (closed) break;
      current = (current + 1) % streamUrls.length;
      streamUrl = streamUrls[current];
      // Another replica is asked at once; the pause grows only once every one has been tried.
      if (current === 0 || streamUrls.length === 1) {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        delay = Math.min(delay * 2, maxDelay);
      }
      controller = new AbortController();
    }
  };
  const running = run();

  return {
    subscribed,
    async close() {
      closed = true;
      controller.abort();
      await running;
    },
  };
}

/** Subscribes the edge app's cache while the app runs (started with it, ended on close). */
export function registerChangeSubscription(app: FastifyInstance, url: string, backendToken: string): void {
  let subscription: ChangeSubscription | null = null;
  app.addHook('onReady', async () => {
    subscription = subscribeToChanges({ url, cache: app.edgeCache, logger: app.log, backendToken });
  });
  app.addHook('onClose', async () => subscription?.close());
}

/**
 * Records a change on the backend tier (POST /_changes), which every edge then receives on its stream: how the
 * admin invalidation call made on one edge reaches all of them. Throws when the tier does not take it.
 */
export async function broadcastChange(url: string, adminToken: string, change: CatalogueChange, timeoutMs: number, backendToken: string): Promise<void> {
  // Any replica of the tier records it in the shared change log; the next one is asked when one cannot be reached.
  const urls = replicaUrls(url);
  for (let i = 0; ; i++) {
    try {
      return await recordChangeAt(urls[i], adminToken, change, timeoutMs, backendToken);
    } catch (error) {
      if (i === urls.length - 1) throw error;
    }
  }
}

async function recordChangeAt(url: string, adminToken: string, change: CatalogueChange, timeoutMs: number, backendToken: string): Promise<void> {
  const answer = await request(new URL('/_changes', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, [BACKEND_TOKEN_HEADER]: backendToken },
    body: JSON.stringify(change),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  await answer.body.dump();
  if (answer.statusCode !== 202) throw new Error(`the backend tier answered ${answer.statusCode} to the change`);
}
