// Every answer of an app counted by tier, method, route pattern and status with its latency (issue #15 item 5),
// and /metrics on the app's own port for a scraper that shows METRICS_TOKEN as a bearer token. Without a token the
// path is not there at all (404), so metrics never become public by accident.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { recordHttpRequest, startProcessMetrics } from './metrics.js';
import { metricsText } from './metrics-server.js';

export const METRICS_PATH = '/metrics';

export function registerHttpMetrics(app: FastifyInstance, tier: 'edge' | 'backend'): void {
  startProcessMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (e.g. /api/catalog/product/:sku), never the raw URL: one series per route, not per product.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) recordHttpRequest(tier, request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`; other callers get 401. */
export function registerMetricsRoute(app: FastifyInstance, token: string | null): void {
  if (!token) return;
  app.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) return reply.code(401).header('cache-control', 'no-store').send({ code: 401, result: 'Unauthorized' });
    const { contentType, body } = await metricsText();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
