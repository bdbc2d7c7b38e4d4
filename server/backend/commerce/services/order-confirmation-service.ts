// The shopper's confirmation mail, sent once per order: at once for an order paid offline (prepayment, cash on
// delivery), and for an order paid through Payone only when Payone reports the payment authorized (the authorization
// answered APPROVED, or a TransactionStatus appointed/paid). A payment refused or never made sends none.
import type { OrderRow } from '../../../db/schema.js';
import type { CommerceContext } from '../context.js';
import * as orders from '../repositories/order-repository.js';
import { toPlacedOrder } from './order-presenter.js';

/** Claims the mail (compare-and-set, so two notifications at once send one) and sends it; false when already sent. */
export async function confirmOrder(ctx: CommerceContext, order: OrderRow): Promise<boolean> {
  const claimed = await ctx.db.updateTable('orders').set({ confirmation_sent_at: ctx.now().toISOString() }).where('id', '=', order.id).where('confirmation_sent_at', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  if (!ctx.hooks.onOrderPlaced) return true;
  try {
    await ctx.hooks.onOrderPlaced(toPlacedOrder(order, await orders.listOrderItems(ctx.db, [order.id])));
  } catch (error) {
    // The order stands; a failed confirmation mail is logged for the operators, not shown as a failed order.
    ctx.log.error({ err: error, orderNumber: order.increment_id }, 'order confirmation hook failed');
  }
  return true;
}
