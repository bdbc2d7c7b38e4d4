// Payone payments of an order, one attempt at a time. The edge claims an attempt here before it asks Payone and
// records Payone's answer after, so parallel or repeated authorizations of one attempt reach Payone once: the
// claim is a row unique per (order, attempt), decided under the order's row lock, so it holds with several backend
// replicas on one PostgreSQL database. Only the checkout holding the order's payment token may claim; an order
// already paid, one whose last attempt is still waiting for Payone, and one placed with an offline method (prepayment,
// cash on delivery) are refused. A later attempt may pay with another Payone method, which becomes the order's.
import { awaitsPayment, nextPaymentState } from '../../../../shared/commerce/payment-state.js';
import { orderStateOf } from '../../../../shared/commerce/order-state.js';
import { isPayoneMethod } from '../../../../shared/payone/methods.js';
import type { PaymentOrderView } from '../../../../shared/payone/order-payment.js';
import { STALE_ATTEMPT_MS, type AttemptOutcome, type AttemptState, type AttemptView, type StartAttemptRequest, type StartedAttempt } from '../../../../shared/payone/payment-attempt.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Database, OrderRow, PaymentAttemptRow } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import type { CommerceContext } from '../context.js';
import * as orders from '../repositories/order-repository.js';
import * as attempts from '../repositories/payment-attempt-repository.js';
import * as payments from '../repositories/payment-repository.js';
import { confirmOrder } from './order-confirmation-service.js';
import { checkPaymentToken } from './payment-token-service.js';
import { markPaid, paymentOrderView } from './payment-service.js';
import { stateRefusal } from './order-state-service.js';

function attemptView(row: PaymentAttemptRow): AttemptView {
  return {
    attempt: row.attempt,
    method: row.method,
    state: row.state as AttemptState,
    txid: row.txid,
    redirecturl: row.redirect_url,
    errorCode: row.error_code,
    customerMessage: row.customer_message,
  };
}

async function orderOrFail(db: Database, orderNumber: string): Promise<OrderRow> {
  const order = await orders.findOrderByNumber(db, orderNumber);
  if (!order) throw fail('ERR_NOT_FOUND', { field: 'orderNumber', message: 'No order has this number' });
  return order;
}

/** The order as Payone must charge it, for the checkout holding its payment token (a Klarna session for the order). */
export async function checkedPaymentOrder(ctx: CommerceContext, orderNumber: string, paymentToken: string): Promise<PaymentOrderView> {
  const order = await orderOrFail(ctx.db, orderNumber);
  checkPaymentToken(order, paymentToken, ctx.now());
  if (!isPayoneMethod(order.payment_method)) throw fail('ERR_PAYMENT_METHOD_MISMATCH', { field: 'orderNumber' });
  if (!awaitsPayment(order.payment_state)) throw fail('ERR_ALREADY_PAID', { field: 'orderNumber' });
  return paymentOrderView(ctx.db, order);
}

const isStale = (row: PaymentAttemptRow, now: Date) => now.getTime() - Date.parse(row.started_at) > STALE_ATTEMPT_MS;

/** Claims attempt `req.attempt` of the order, or answers the attempt as it stands when it was claimed before. */
export async function startPaymentAttempt(ctx: CommerceContext, orderNumber: string, req: StartAttemptRequest): Promise<StartedAttempt> {
  const now = ctx.now();
  const found = await orderOrFail(ctx.db, orderNumber);
  checkPaymentToken(found, req.paymentToken, now);
  // An order placed for prepayment or cash on delivery is not to be charged by card or direct debit.
  if (!isPayoneMethod(found.payment_method)) throw fail('ERR_PAYMENT_METHOD_MISMATCH', { field: 'method' });
  if (!isPayoneMethod(req.method)) throw fail('ERR_PAYMENT_METHOD_MISMATCH', { field: 'method' });
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await attempts.lockOrder(trx, found.id);
      const order = (await orders.findOrderByNumber(trx, orderNumber))!;
      const previous = await attempts.listAttempts(trx, order.id);
      const same = previous.find((a) => a.attempt === req.attempt);
      if (same) return { fresh: false, attempt: attemptView(same), order: await paymentOrderView(trx, order) };
      const last = previous.at(-1);
      if (!awaitsPayment(order.payment_state) || last?.state === 'approved') throw fail('ERR_ALREADY_PAID', { field: 'orderNumber' });
      // Only an order still waiting for its money is charged: not one paid otherwise, nor one given up (cancelled).
      const state = orderStateOf(order);
      if (state !== 'pending_payment') throw state === 'cancelled' ? stateRefusal(order.increment_id, state, 'paid') : fail('ERR_ALREADY_PAID', { field: 'orderNumber' });
      if (last?.state === 'started' && !isStale(last, now)) throw fail('ERR_PAYMENT_IN_PROGRESS', { field: 'orderNumber' });
      const next = (last?.attempt ?? 0) + 1;
      if (req.attempt !== next) throw fail('ERR_PAYMENT_ATTEMPT', { field: 'attempt', message: `The next payment attempt of this order is ${next}` });
      const row = await attempts.insertAttempt(trx, { order_id: order.id, attempt: req.attempt, method: req.method, started_at: now.toISOString() });
      let charged = order;
      if (req.method !== order.payment_method) {
        // The shopper chose another method for this order after a payment that was not made.
        await trx.updateTable('orders').set({ payment_method: req.method }).where('id', '=', order.id).execute();
        charged = { ...order, payment_method: req.method };
      }
      return { fresh: true, attempt: attemptView(row), order: await paymentOrderView(trx, charged) };
    });
  } catch (error) {
    // Two claims of the same attempt in one instant on PostgreSQL: the unique row lets one through.
    if (!isUniqueViolation(error)) throw error;
    throw fail('ERR_PAYMENT_IN_PROGRESS', { field: 'orderNumber' });
  }
}

/** Records Payone's answer to an attempt; an approved payment moves the order's payment state and sends the mail. */
export async function recordAttemptOutcome(ctx: CommerceContext, orderNumber: string, attempt: number, outcome: AttemptOutcome): Promise<AttemptView | null> {
  const order = await orderOrFail(ctx.db, orderNumber);
  if (outcome.state === 'invalid') {
    await attempts.dropStartedAttempt(ctx.db, order.id, attempt);
    return null;
  }
  const at = ctx.now().toISOString();
  await attempts.finishAttempt(ctx.db, order.id, attempt, {
    state: outcome.state,
    txid: outcome.txid ?? null,
    redirect_url: outcome.redirecturl ?? null,
    error_code: outcome.errorCode ?? null,
    customer_message: outcome.customerMessage ?? null,
    finished_at: at,
  });
  if (outcome.state === 'approved') await paymentAuthorized(ctx, order, outcome.txid ?? null);
  const row = (await attempts.listAttempts(ctx.db, order.id)).find((a) => a.attempt === attempt);
  return row ? attemptView(row) : null;
}

/**
 * Payone reported the payment authorized (an APPROVED answer, or TransactionStatus appointed/paid): the order's
 * payment state moves on once and the shopper gets the confirmation mail, once.
 */
export async function paymentAuthorized(ctx: CommerceContext, order: OrderRow, txid: string | null): Promise<void> {
  for (let current = order; ; ) {
    const next = nextPaymentState(current.payment_state, 'appointed');
    if (next === null) break;
    if (await payments.movePaymentState(ctx.db, current.id, current.payment_state, next, txid, ctx.now().toISOString())) break;
    current = (await orders.findOrderByNumber(ctx.db, order.increment_id))!;
  }
  // The order state's one transition function: the order waits no longer (and the expiry sweep leaves it alone).
  await markPaid(ctx, order, 'authorization approved');
  await confirmOrder(ctx, (await orders.findOrderByNumber(ctx.db, order.increment_id))!);
}
