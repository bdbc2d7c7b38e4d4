// POST /api/cache/invalidate: drops cached catalogue answers and pages after the catalogue changed (DESIGN §2),
// by kind and/or tag, or everything when the body names neither. Only with `Authorization: Bearer ${ADMIN_TOKEN}`;
// without ADMIN_TOKEN the route does not exist. Made through a load balancer it reaches one edge, so that edge also
// records the change on the backend tier, whose change stream carries it to every edge (issue #14 item 4); when the
// tier does not take it the answer is a 502 that says only this edge was cleared.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CatalogueChange } from '../../backend/change-feed.js';
import { CACHE_KINDS, type CacheKind, type EdgeCache } from '../cache.js';
import { tagsForInvalidation } from '../change-subscriber.js';

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

/** Tells every edge (through the backend tier) to drop what the call names. */
export type InvalidationBroadcast = (change: CatalogueChange) => Promise<void>;

export function registerCacheAdminRoutes(
  app: FastifyInstance,
  cache: EdgeCache,
  adminToken: string | null,
  strictLimit: { max: number; timeWindow: number },
  broadcast?: InvalidationBroadcast,
): void {
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
      if (broadcast) {
        try {
          await broadcast({ tags: tagsForInvalidation(request.body ?? {}), reason: 'admin' });
        } catch (error) {
          request.log.warn({ err: error }, 'cache invalidation: the other edges could not be told');
          return reply
            .code(502)
            .header('cache-control', 'no-store')
            .send({ code: 502, result: { removed, error: 'this edge was cleared; the backend tier did not take the change, so other edges were not' } });
        }
      }
      return reply.header('cache-control', 'no-store').send({ code: 200, result: { removed } });
    },
  );
}
