// Calls of the account screens beyond the vue-storefront-api contract: logout (ends the presented session on the
// server, so a stolen token stops working) and the customer's own reviews (the account's "My product reviews").
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, requiredCustomer } from '../http/auth.js';
import { TOKEN_MAX, tokenQuery } from '../http/schemas.js';
import { listCustomerReviews } from '../services/customer-review-service.js';
import { endSession } from '../services/token-service.js';

const logoutBody = { type: 'object', properties: { refreshToken: { type: 'string', maxLength: TOKEN_MAX } } } as const;

export async function accountRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post<{ Querystring: { token?: string }; Body: { refreshToken?: string } | undefined }>(
    '/api/user/logout',
    { schema: { querystring: tokenQuery, body: logoutBody } },
    async (req) => {
      const customerId = await requiredCustomer(ctx, req.query.token);
      await endSession(ctx.db, customerId, req.query.token!, req.body?.refreshToken, ctx.now());
      return ok(true);
    },
  );
  app.get<{ Querystring: { token?: string } }>('/api/review/mine', { schema: { querystring: tokenQuery } }, async (req) => {
    const customerId = await requiredCustomer(ctx, req.query.token);
    return ok(await listCustomerReviews(ctx.db, customerId));
  });
}
