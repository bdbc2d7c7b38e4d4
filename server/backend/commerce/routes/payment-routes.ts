// The backend's internal payment routes for the edge's Payone routes (issue #13 item 1). The edge never forwards
// /internal/ paths (its gateway forwards only the routes it lists), so only the edge, on the backend's own
// network, calls them: GET the order as Payone must charge it; POST a TransactionStatus whose key the edge has
// verified, to be checked against the order and recorded; claim a payment attempt (with the checkout's payment
// token) before Payone is asked, and record Payone's answer to it; check a payment token (a Klarna session for an
// order placed already).
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/auth.js';
import { paymentOrder, recordTransactionStatus, type TransactionStatusInput } from '../services/payment-service.js';
import { ORDER_NUMBER_MAX } from './withdrawal-routes.js';
import { MAX_PAYMENT_ATTEMPTS, type AttemptOutcome, type StartAttemptRequest } from '../../../../shared/payone/payment-attempt.js';
import { checkedPaymentOrder, recordAttemptOutcome, startPaymentAttempt } from '../services/payment-attempt-service.js';

export const INTERNAL_PAYONE_PREFIX = '/internal/payone';

// Payone's reference format (CHAR 1..20 of letters, digits and . - _ /); older orders are numbered alike.
const orderNumber = { type: 'string', minLength: 1, maxLength: ORDER_NUMBER_MAX, pattern: '^[0-9A-Za-z._/-]+$' } as const;
const field = (max: number) => ({ type: 'string', maxLength: max }) as const;

const transactionStatusBody = {
  type: 'object',
  required: ['reference', 'txaction'],
  properties: { reference: orderNumber, txaction: { type: 'string', minLength: 1, maxLength: 32 }, txid: field(32), price: field(20), currency: field(3) },
} as const;

const paymentToken = { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;
const attemptNumber = { type: 'integer', minimum: 1, maximum: MAX_PAYMENT_ATTEMPTS } as const;
const orderParams = { type: 'object', required: ['orderNumber'], properties: { orderNumber } } as const;

const startAttemptBody = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentToken', 'method', 'attempt'],
  properties: { paymentToken, method: { type: 'string', minLength: 1, maxLength: 64 }, attempt: attemptNumber },
} as const;

const outcomeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['state'],
  properties: {
    state: { enum: ['approved', 'redirect', 'pending', 'error', 'unknown', 'invalid'] },
    txid: field(32),
    redirecturl: field(2048),
    errorCode: field(32),
    customerMessage: field(500),
  },
} as const;

export async function paymentRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post<{ Params: { orderNumber: string }; Body: { paymentToken: string } }>(
    `${INTERNAL_PAYONE_PREFIX}/orders/:orderNumber/checked`,
    { schema: { params: orderParams, body: { type: 'object', additionalProperties: false, required: ['paymentToken'], properties: { paymentToken } } } },
    async (req) => ok(await checkedPaymentOrder(ctx, req.params.orderNumber, req.body.paymentToken)),
  );
  app.post<{ Params: { orderNumber: string }; Body: StartAttemptRequest }>(`${INTERNAL_PAYONE_PREFIX}/orders/:orderNumber/attempts`, { schema: { params: orderParams, body: startAttemptBody } }, async (req) =>
    ok(await startPaymentAttempt(ctx, req.params.orderNumber, req.body)),
  );
  app.post<{ Params: { orderNumber: string; attempt: number }; Body: AttemptOutcome }>(
    `${INTERNAL_PAYONE_PREFIX}/orders/:orderNumber/attempts/:attempt`,
    { schema: { params: { type: 'object', required: ['orderNumber', 'attempt'], properties: { orderNumber, attempt: attemptNumber } }, body: outcomeBody } },
    async (req) => ok(await recordAttemptOutcome(ctx, req.params.orderNumber, req.params.attempt, req.body)),
  );
  app.get<{ Params: { orderNumber: string } }>(`${INTERNAL_PAYONE_PREFIX}/orders/:orderNumber`, { schema: { params: { type: 'object', required: ['orderNumber'], properties: { orderNumber } } } }, async (req) =>
    ok(await paymentOrder(ctx, req.params.orderNumber)),
  );
  app.post<{ Body: TransactionStatusInput }>(`${INTERNAL_PAYONE_PREFIX}/transaction-status`, { schema: { body: transactionStatusBody } }, async (req) => ok(await recordTransactionStatus(ctx, req.body)));
}
