// The backend's internal payment routes for the edge's Payone routes (issue #13 item 1). The edge never forwards
// /internal/ paths (its gateway forwards only the routes it lists), so only the edge, on the backend's own
// network, calls them: GET the order as Payone must charge it; POST a TransactionStatus whose key the edge has
// verified, to be checked against the order and recorded.
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/auth.js';
import { paymentOrder, recordTransactionStatus, type TransactionStatusInput } from '../services/payment-service.js';
import { ORDER_NUMBER_MAX } from './withdrawal-routes.js';

export const INTERNAL_PAYONE_PREFIX = '/internal/payone';

// Payone's reference format (CHAR 1..20 of letters, digits and . - _ /); older orders are numbered alike.
const orderNumber = { type: 'string', minLength: 1, maxLength: ORDER_NUMBER_MAX, pattern: '^[0-9A-Za-z._/-]+$' } as const;
const field = (max: number) => ({ type: 'string', maxLength: max }) as const;

const transactionStatusBody = {
  type: 'object',
  required: ['reference', 'txaction'],
  properties: { reference: orderNumber, txaction: { type: 'string', minLength: 1, maxLength: 32 }, txid: field(32), price: field(20), currency: field(3) },
} as const;

export async function paymentRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get<{ Params: { orderNumber: string } }>(`${INTERNAL_PAYONE_PREFIX}/orders/:orderNumber`, { schema: { params: { type: 'object', required: ['orderNumber'], properties: { orderNumber } } } }, async (req) =>
    ok(await paymentOrder(ctx, req.params.orderNumber)),
  );
  app.post<{ Body: TransactionStatusInput }>(`${INTERNAL_PAYONE_PREFIX}/transaction-status`, { schema: { body: transactionStatusBody } }, async (req) => ok(await recordTransactionStatus(ctx, req.body)));
}
