// Payments of orders (issue #13 item 1), for the edge's Payone routes over the backend's internal routes: the
// order as Payone must be asked to charge it (never the browser's figures), and Payone's TransactionStatus
// notifications, checked against the order (reference, amount, currency) before they move its payment state.
import { nextPaymentState, securesPayment } from '../../../../shared/commerce/payment-state.js';
import { priceInCents, type PaymentOrderView } from '../../../../shared/payone/order-payment.js';
import type { Database, OrderRow } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import type { CommerceContext } from '../context.js';
import * as orders from '../repositories/order-repository.js';
import * as payments from '../repositories/payment-repository.js';
import { changeOrderState } from './order-state-service.js';
import { confirmOrder } from './order-confirmation-service.js';

export const ORDER_CURRENCY = 'EUR';

export interface TransactionStatusInput {
  reference: string;
  txaction: string;
  txid?: string;
  /** Payone's `price`, a decimal in major units ("134.80"). */
  price?: string;
  currency?: string;
}

export interface TransactionStatusOutcome {
  orderNumber: string;
  paymentState: string | null;
  /** false for a repeated or late notification, or a txaction that is only acknowledged. */
  changed: boolean;
}

async function orderOrFail(ctx: CommerceContext, orderNumber: string): Promise<OrderRow> {
  const order = await orders.findOrderByNumber(ctx.db, orderNumber);
  if (!order) throw fail('ERR_NOT_FOUND', { field: 'reference', message: 'No order has this number' });
  return order;
}

/** Payone authorized or collected the money: the order waits no longer (and is not given up by the sweep). */
export async function markPaid(ctx: CommerceContext, order: OrderRow, txaction: string): Promise<void> {
  const changed = await changeOrderState(ctx.db, order.id, { to: 'paid', actor: 'payone', reason: `payone ${txaction}`, at: ctx.now(), onlyFrom: 'pending_payment' });
  if (changed) ctx.log.info({ orderNumber: order.increment_id }, 'order paid');
  else ctx.log.warn({ orderNumber: order.increment_id, state: order.state, txaction }, 'payment for an order that no longer waits for it');
}

export async function paymentOrder(ctx: CommerceContext, orderNumber: string): Promise<PaymentOrderView> {
  return paymentOrderView(ctx.db, await orderOrFail(ctx, orderNumber));
}

export async function paymentOrderView(db: Database, order: OrderRow): Promise<PaymentOrderView> {
  const items = await orders.listOrderItems(db, [order.id]);
  return {
    orderNumber: order.increment_id,
    grandTotalCents: order.grand_total_cents,
    shippingCents: order.shipping_cents,
    discountCents: order.discount_cents,
    currency: ORDER_CURRENCY,
    paymentMethod: order.payment_method,
    paymentState: order.payment_state,
    storeCode: order.store_code,
    billingAddress: JSON.parse(order.billing_address) as Record<string, unknown>,
    items: items.map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, rowTotalCents: i.row_total_cents })),
  };
}

/**
 * Checks a notification against its order, then moves the payment state once; a repeat changes nothing. An
 * appointed or paid payment sends the confirmation mail if the authorization's answer has not already.
 */
export async function recordTransactionStatus(ctx: CommerceContext, input: TransactionStatusInput): Promise<TransactionStatusOutcome> {
  for (;;) {
    const order = await orderOrFail(ctx, input.reference);
    if (priceInCents(input.price) !== order.grand_total_cents) {
      throw fail('ERR_PAYMENT_MISMATCH', { field: 'price', message: `price ${input.price ?? '(none)'} is not the order's total` });
    }
    if (input.currency !== ORDER_CURRENCY) throw fail('ERR_PAYMENT_MISMATCH', { field: 'currency', message: `currency ${input.currency ?? '(none)'} is not the order's currency` });
    const next = nextPaymentState(order.payment_state, input.txaction);
    if (next === null) return { orderNumber: order.increment_id, paymentState: order.payment_state, changed: false };
    const at = ctx.now().toISOString();
    // Another notification for this order moved it meanwhile: decide again on the state it left.
    if (await payments.movePaymentState(ctx.db, order.id, order.payment_state, next, input.txid || null, at)) {
      ctx.log.info({ orderNumber: order.increment_id, txaction: input.txaction, from: order.payment_state, to: next }, 'payment state moved');
      if (securesPayment(next)) {
        await markPaid(ctx, order, input.txaction);
        // Payone reports the payment authorized: now the shopper gets the confirmation mail (once).
        await confirmOrder(ctx, order);
      }
      return { orderNumber: order.increment_id, paymentState: next, changed: true };
    }
  }
}
