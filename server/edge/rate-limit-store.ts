// The rate limits' store with REDIS_URL: counts in Redis (every edge shares the counts) while the Redis breaker is
// closed, and in this process while Redis is away or slow, so a request never waits for a Redis that does not
// answer (the breaker refuses at once while open). Counts taken in the process meanwhile are not carried over.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisBreaker } from '../runtime/redis-breaker.js';
import { recordRedisFallback } from '../runtime/metrics/metrics.js';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

class BreakerStore implements FastifyRateLimitStore {
  constructor(
    private readonly breaker: RedisBreaker,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.breaker
      .run(() => new Promise<Counted>((resolve, reject) => this.shared.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)), timeWindow, max)))
      .then(
        (result) => done(null, result),
        () => {
          recordRedisFallback('rate-limit');
          this.local.incr(key, done, timeWindow, max);
        },
      );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new BreakerStore(this.breaker, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class for the plugin's `store` option; keys start with `prefix` in Redis, as the plugin's own store's do. */
export function breakerStore(breaker: RedisBreaker, prefix: string): FastifyRateLimitStoreCtor {
  return class extends BreakerStore {
    constructor(plugin: FastifyRateLimitOptions) {
      // The plugin hands its resolved global settings, which carry these too.
      const options = plugin as FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(breaker, new RedisStore(continueExceeding, exponentialBackoff, breaker.client, prefix), new LocalStore(continueExceeding, exponentialBackoff, options.cache));
    }
  };
}
