// Per-client request limits (@fastify/rate-limit; in-process store, or Redis with REDIS_URL): a global per-minute budget for every route
// and tighter ones for the calls that guess passwords or send mail (login, reset-password, create-password …).
// Limits are per edge process; behind a load balancer the client address comes from X-Forwarded-For, trusted
// only from the proxies TRUSTED_PROXIES names (none by default; see trustProxySetting in app.ts). With REDIS_URL the
// counts live in Redis and every edge shares them; while Redis is away or slow the Redis breaker sends every count to
// this process instead (rate-limit-store.ts), so Redis is never a reason for a slow or refused request.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { addressMatcher } from '../http/address-list.js';
import { createRedisBreaker, type RedisBreaker } from '../runtime/redis-breaker.js';
import { breakerStore } from './rate-limit-store.js';

const ONE_MINUTE = 60_000;

/** A preHandler: runs after validation, so a route may count only the requests that send a mail. */
export type MailBudgetHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Requests the global budget does not count: the orchestrator's probes, and static files (hashed assets, product
 * pictures, the service worker and the manifests). A first visit with the service worker precaching the build asks
 * for about a hundred such files at once; they cost next to nothing and guess nothing, so counting them would only
 * refuse a real shopper's second page.
 */
export function isExemptFromGlobalLimit(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === '/healthz' || path === '/readyz' || path === '/sw.js' || path.startsWith('/assets/') || path.startsWith('/img/') || path.endsWith('.webmanifest');
}

export async function registerRateLimit(app: FastifyInstance, config: Readonly<Config>): Promise<void> {
  const redis = config.runtime.redisUrl ? sharedCounts(app, config.runtime.redisUrl) : null;
  // RATE_LIMIT_ALLOW: load generators, never counted; the route limits and the mail budget inherit this allow list.
  const allowed = addressMatcher(config.rateLimit.allow);
  if (config.rateLimit.allow.length > 0) app.log.warn({ allow: config.rateLimit.allow }, 'rate limits: these clients bypass every per-client limit (RATE_LIMIT_ALLOW)');
  // A start gives Redis its first connect (at most about half a second) so the first requests count in Redis too.
  await redis?.firstAnswer();
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.global,
    timeWindow: ONE_MINUTE,
    allowList: (request) => isExemptFromGlobalLimit(request.url) || allowed(request.ip),
    // Keys: REDIS_PREFIX + route + client address, the same on every edge.
    ...(redis ? { store: breakerStore(redis, config.runtime.redisPrefix) } : {}),
  });
}

/** The rate limits' Redis behind its breaker (REDIS_URL): every edge counts in the same keys while Redis answers. */
function sharedCounts(app: FastifyInstance, url: string): RedisBreaker {
  const breaker = createRedisBreaker({ url, user: 'rate-limit', logger: app.log });
  app.addHook('onClose', () => breaker.close());
  return breaker;
}

/**
 * One budget for every route that makes the shop send a mail (issue #13 item 10), on top of each route's own limit:
 * config.rateLimit.mail per minute per client, counted in the same store as the other limits (Redis with REDIS_URL,
 * so every edge shares it). Returns the preHandler hook those routes add; past the budget it answers 429 with
 * Retry-After. (The plugin runs one limit per request, so this one counts through createRateLimit itself.)
 */
export function mailBudgetHook(app: FastifyInstance, config: Readonly<Config>): MailBudgetHook {
  const limiter = app.createRateLimit({ max: config.rateLimit.mail, timeWindow: ONE_MINUTE, keyGenerator: (request) => `mail-budget:${request.ip}` });
  return async (request, reply) => {
    const verdict = await limiter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', String(verdict.ttlInSeconds));
    throw Object.assign(new Error(`Rate limit exceeded, retry in ${verdict.ttlInSeconds} seconds`), { statusCode: 429 });
  };
}

/** Route config for a tighter limit (spec'd calls that are worth guessing: see commerce.schema.ts). */
export function rateLimitFor(kind: 'login' | 'passwordReset', config: Readonly<Config>): { max: number; timeWindow: number } {
  return { max: kind === 'login' ? config.rateLimit.login : config.rateLimit.passwordReset, timeWindow: ONE_MINUTE };
}
