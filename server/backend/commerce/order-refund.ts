// `npm run orders -- refund <number> [--amount A]`: the whole rest of the order (it becomes refunded, its stock back
// when it never left) or a part (recorded in its history and refunded_cents; the state stays). Money paid through
// Payone goes back through Payone (a debit with a negative amount on the payment's txid); that call is not built
// yet, so such an order is refused with a clear message rather than marked refunded while the money stays.
import { isPayoneMethod, orderStateOf } from '../../../shared/commerce/order-state.js';
import { formatPrice } from '../../../shared/money.js';
import { insertStateHistory } from './repositories/order-state-repository.js';
import { billingName, findOrderOrFail, OrderCommandError, type OrderOperations } from './order-operations.js';
import { changeOrderState } from './services/order-state-service.js';
import { CommerceError } from './commerce-error.js';

const REFUNDABLE = new Set(['paid', 'shipped', 'delivered', 'withdrawn']);

export async function refund(ops: OrderOperations, orderNumber: string, amountCents: number | null): Promise<string> {
  const order = await findOrderOrFail(ops.db, orderNumber);
  const state = orderStateOf(order);
  if (!REFUNDABLE.has(state)) throw new OrderCommandError(`Order ${order.increment_id} is ${state}: only a paid, shipped, delivered or withdrawn order can be refunded`);
  if (isPayoneMethod(order.payment_method)) throw new OrderCommandError(`Order ${order.increment_id} was paid through Payone: refund it in the Payone merchant portal (this command does not send Payone refunds yet); nothing changed`);
  const left = order.grand_total_cents - order.refunded_cents;
  const amount = amountCents ?? left;
  if (amount <= 0 || amount > left) throw new OrderCommandError(`--amount must be above 0 and at most ${formatPrice(left)} (what is left to refund)`);
  const refunded = order.refunded_cents + amount;
  if (refunded === order.grand_total_cents) {
    try {
      const done = await changeOrderState(ops.db, order.id, { to: 'refunded', actor: 'staff', reason: `refunded ${formatPrice(amount)}`, at: ops.now(), fields: { refunded_cents: refunded } });
      if (!done) throw new OrderCommandError(`Order ${order.increment_id} changed meanwhile; nothing done`);
    } catch (error) {
      if (error instanceof CommerceError) throw new OrderCommandError(error.message);
      throw error;
    }
  } else {
    await ops.db.transaction().execute(async (trx) => {
      const moved = await trx.updateTable('orders').set({ refunded_cents: refunded }).where('id', '=', order.id).where('refunded_cents', '=', order.refunded_cents).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new OrderCommandError(`Order ${order.increment_id} changed meanwhile; nothing done`);
      await insertStateHistory(trx, { order_id: order.id, at: ops.now().toISOString(), from_state: state, to_state: state, reason: `partly refunded ${formatPrice(amount)}`, actor: 'staff' });
    });
  }
  await ops.notify(order, { kind: 'refunded', orderNumber: order.increment_id, name: billingName(order), amountCents: amount });
  return `Refunded ${formatPrice(amount)} of order ${order.increment_id} (${formatPrice(refunded)} of ${formatPrice(order.grand_total_cents)} in all); transfer the money to the shopper; mail sent.`;
}
