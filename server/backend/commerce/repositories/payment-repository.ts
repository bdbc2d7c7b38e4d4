// An order's payment state (SQL only; migration 003-payment-state).
import type { Database } from '../../../db/schema.js';

/**
 * Moves the payment state only if it is still `from` (compare-and-set), so two notifications handled at once cannot
 * both move it; false when another one came first.
 */
export async function movePaymentState(db: Database, orderId: number, from: string | null, to: string, txid: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_state: to, payment_txid: txid, payment_updated_at: at })
    .where('id', '=', orderId)
    .where('payment_state', from === null ? 'is' : '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
