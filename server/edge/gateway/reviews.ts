// GET /api/review/list?productId= at the edge: the approved reviews of a product, a catalogue-like read answered
// from the edge cache (review-reader.ts). Posting reviews stays a forwarded, uncached commerce call.
import type { FastifyInstance } from 'fastify';
import type { CacheTtls } from '../../config.js';
import type { EdgeReviewReader } from '../review-reader.js';
import { sendResult } from './send-json.js';

export const reviewListQuerySchema = {
  type: 'object',
  required: ['productId'],
  additionalProperties: false,
  properties: { productId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export function registerReviewRoutes(app: FastifyInstance, reader: EdgeReviewReader, ttl: Readonly<CacheTtls>): void {
  app.get<{ Querystring: { productId: number } }>('/api/review/list', { schema: { querystring: reviewListQuerySchema } }, async (request, reply) => {
    const list = await reader.listApprovedCached(request.query.productId);
    return sendResult(request, reply, list, ttl.product > 0 ? `public, max-age=${ttl.product}` : 'no-cache');
  });
}
