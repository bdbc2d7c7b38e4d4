// The withdrawal button's calls (§356a BGB): POST /api/order/withdrawal-lookup {orderNumber, email} → the order's
// lines and what can still be withdrawn; POST /api/order/withdraw {orderNumber, email, lines?, reason?} → the
// receipt. A signed-in customer's token (query string) replaces the e-mail for orders of theirs.
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, optionalCustomer } from '../http/auth.js';
import { SKU_MAX, tokenQuery } from '../http/schemas.js';
import { lookupWithdrawal, withdraw, type LookupInput, type WithdrawInput } from '../services/withdrawal-service.js';

export const ORDER_NUMBER_MAX = 32;
export const WITHDRAWAL_REASON_MAX = 2000;
export const WITHDRAWAL_LINES_MAX = 100;

const lookupProperties = {
  orderNumber: { type: 'string', minLength: 1, maxLength: ORDER_NUMBER_MAX },
  email: { type: 'string', maxLength: 254 },
} as const;

const lookupBody = { type: 'object', required: ['orderNumber'], additionalProperties: false, properties: lookupProperties } as const;

const withdrawBody = {
  type: 'object',
  required: ['orderNumber'],
  additionalProperties: false,
  properties: {
    ...lookupProperties,
    lines: {
      type: 'array',
      maxItems: WITHDRAWAL_LINES_MAX,
      items: {
        type: 'object',
        required: ['sku', 'qty'],
        additionalProperties: false,
        properties: { sku: { type: 'string', minLength: 1, maxLength: SKU_MAX }, qty: { type: 'integer', minimum: 1, maximum: 10_000 } },
      },
    },
    reason: { type: ['string', 'null'], maxLength: WITHDRAWAL_REASON_MAX },
  },
} as const;

export async function withdrawalRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post<{ Querystring: { token?: string }; Body: LookupInput }>('/api/order/withdrawal-lookup', { schema: { querystring: tokenQuery, body: lookupBody } }, async (req) => {
    return ok(await lookupWithdrawal(ctx, req.body, { customerId: await optionalCustomer(ctx, req.query.token) }));
  });
  app.post<{ Querystring: { token?: string }; Body: WithdrawInput }>('/api/order/withdraw', { schema: { querystring: tokenQuery, body: withdrawBody } }, async (req) => {
    return ok(await withdraw(ctx, req.body, { customerId: await optionalCustomer(ctx, req.query.token) }));
  });
}
