// POST /api/review/create {review} (spec 02 §7 "Reviews"): stored as pending for moderation.
// GET /api/review/list?productId= : the approved reviews of a product, newest first, with their rating summary.
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, optionalCustomer } from '../http/auth.js';
import { NAME_MAX, TEXT_MAX, tokenQuery } from '../http/schemas.js';
import { createReview, listPublicReviews, type ReviewInput } from '../services/review-service.js';
import { ID_MAX } from '../../../http/number-rules.js';

const reviewBody = {
  type: 'object',
  required: ['review'],
  properties: {
    review: {
      type: 'object',
      required: ['product_id', 'title', 'detail', 'nickname'],
      properties: {
        product_id: { type: 'integer', minimum: 1, maximum: ID_MAX },
        title: { type: 'string', minLength: 1, maxLength: NAME_MAX },
        detail: { type: 'string', minLength: 1, maxLength: TEXT_MAX },
        nickname: { type: 'string', minLength: 1, maxLength: NAME_MAX },
        review_entity: { type: 'string', maxLength: 32 },
        customer_id: { anyOf: [{ type: 'integer', minimum: 0, maximum: ID_MAX }, { type: 'string', maxLength: 32 }, { type: 'null' }] },
        rating: { anyOf: [{ type: 'integer', minimum: 1, maximum: 5 }, { type: 'null' }] },
      },
    },
  },
} as const;

const listQuery = {
  type: 'object',
  required: ['productId'],
  properties: { productId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export async function reviewRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post<{ Querystring: { token?: string }; Body: { review: ReviewInput } }>('/api/review/create', { schema: { querystring: tokenQuery, body: reviewBody } }, async (req) => {
    const customerId = await optionalCustomer(ctx, req.query.token);
    return ok(await createReview(ctx.db, req.body.review, customerId, ctx.now()));
  });

  app.get<{ Querystring: { productId: number } }>('/api/review/list', { schema: { querystring: listQuery } }, async (req) => ok(await listPublicReviews(ctx.db, req.query.productId)));
}
