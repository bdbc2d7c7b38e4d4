// Per-client request limits (@fastify/rate-limit, in-process store): a global per-minute budget for every route
// and tighter ones for the calls that guess passwords or send mail (login, reset-password, create-password …).
// Limits are per edge process; behind a load balancer the client address comes from X-Forwarded-For, trusted
// only from private networks (see TRUSTED_PROXIES in app.ts).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const ONE_MINUTE = 60_000;
const STATIC_PREFIXES = ['/assets/', '/img/'];

export function isStaticFile(url: string): boolean {
  return STATIC_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export async function registerRateLimit(app: FastifyInstance, config: Readonly<Config>): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.global,
    timeWindow: ONE_MINUTE,
    // Probes of the orchestrator and the load balancer must not eat the budget or be refused. Static files (hashed
    // assets, pictures) cost a file read: a service worker installing the build (about 40 files) or one page's
    // pictures must not use up a shopper's budget, nor that of everyone behind the same NAT.
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz' || isStaticFile(request.url),
  });
}

/** Route config for a tighter limit (spec'd calls that are worth guessing: see commerce.schema.ts). */
export function rateLimitFor(kind: 'login' | 'passwordReset', config: Readonly<Config>): { max: number; timeWindow: number } {
  return { max: kind === 'login' ? config.rateLimit.login : config.rateLimit.passwordReset, timeWindow: ONE_MINUTE };
}
