// An order's state, its history and the stock it gives back (SQL only; migration 006-order-states).
import type { Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect.js';
import type { Database, OrderRow, OrderStateHistoryRow, OrdersTable } from '../../../db/schema.js';

/** What a state change may record on the order beside the state itself. */
export type OrderStateFields = Partial<Pick<OrdersTable, 'shipped_at' | 'delivered_at' | 'carrier' | 'tracking_number' | 'refunded_cents'>>;

/** The order, locked for the rest of the transaction on PostgreSQL (SQLite runs one writer at a time already). */
export async function findOrderForChange(trx: Database, orderId: number): Promise<OrderRow | undefined> {
  let query = trx.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Moves the state only if it is still `from` (or unset: a row from an older replica), so two changes decided at once
 * cannot both happen; false when another came first.
 */
export async function moveOrderState(trx: Database, orderId: number, from: string, to: string, fields: OrderStateFields): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ ...fields, state: to, status: to })
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('state', '=', from), eb('state', 'is', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertStateHistory(trx: Database, row: Omit<OrderStateHistoryRow, 'id'>): Promise<void> {
  await trx.insertInto('order_state_history').values(row).execute();
}

/** The history of some orders, oldest change first. */
export async function listStateHistory(db: Database, orderIds: readonly number[]): Promise<OrderStateHistoryRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_state_history').selectAll().where('order_id', 'in', [...orderIds]).orderBy('order_id').orderBy('id').execute();
}

/** Units of each order item already given back by withdrawals of single lines. */
export async function withdrawnQtyByItem(trx: Database, orderId: number): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom('withdrawal_items')
    .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_items.withdrawal_id')
    .select(['withdrawal_items.order_item_id', 'withdrawal_items.qty'])
    .where('withdrawals.order_id', '=', orderId)
    .execute();
  const byItem = new Map<number, number>();
  for (const row of rows) byItem.set(row.order_item_id, (byItem.get(row.order_item_id) ?? 0) + Number(row.qty));
  return byItem;
}

/** Gives `qty` units of a sku back to stock; products without stock management keep their row as it is. */
export async function incrementStock(trx: Database, sku: string, qty: number): Promise<boolean> {
  const result = await trx
    .updateTable('stock')
    .set((eb) => ({ qty: eb('qty', '+', qty) }))
    .where('sku', '=', sku)
    .where('manage_stock', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
