// Per-client request limits (@fastify/rate-limit, in-process store): a global per-minute budget for every route
// and tighter ones for the calls that guess passwords or send mail (login, reset-password, create-password …).
// Limits are per edge process; behind a load balancer the client address comes from X-Forwarded-For, trusted
// only from the proxies TRUSTED_PROXIES names (none by default; see trustProxySetting in app.ts). With REDIS_URL the
// counts live in Redis and every edge shares them.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const ONE_MINUTE = 60_000;

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
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.global,
    timeWindow: ONE_MINUTE,
    allowList: (request) => isExemptFromGlobalLimit(request.url),
  });
}

/** Route config for a tighter limit (spec'd calls that are worth guessing: see commerce.schema.ts). */
export function rateLimitFor(kind: 'login' | 'passwordReset', config: Readonly<Config>): { max: number; timeWindow: number } {
  return { max: kind === 'login' ? config.rateLimit.login : config.rateLimit.passwordReset, timeWindow: ONE_MINUTE };
}
