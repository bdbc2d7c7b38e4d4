// POST /api/cache/invalidate: drops cached catalogue answers and pages after the catalogue changed (DESIGN §2),
// by kind and/or tag, or everything when the body names neither. Only with `Authorization: Bearer ${ADMIN_TOKEN}`;
// without ADMIN_TOKEN the route does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CACHE_KINDS, type CacheKind, type EdgeCache } from '../cache.js';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kinds: { type: 'array', maxItems: CACHE_KINDS.length, items: { type: 'string', enum: [...CACHE_KINDS] } },
    tags: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 255 } },
  },
} as const;

/** Compares digests so neither the token's length nor its prefix leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function registerCacheAdminRoutes(app: FastifyInstance, cache: EdgeCache, adminToken: string | null, strictLimit: { max: number; timeWindow: number }): void {
  if (!adminToken) return;
  app.post<{ Body: { kinds?: CacheKind[]; tags?: string[] } | undefined }>(
    '/api/cache/invalidate',
    { schema: { body: bodySchema }, config: { rateLimit: strictLimit } },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!token || !sameSecret(token, adminToken)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 401, result: 'authorization needs a valid Bearer token' });
      }
      const removed = cache.invalidate({ kinds: request.body?.kinds, tags: request.body?.tags });
      request.log.info({ removed, kinds: request.body?.kinds, tags: request.body?.tags }, 'cache invalidated');
      return reply.header('cache-control', 'no-store').send({ code: 200, result: { removed } });
    },
  );
}
