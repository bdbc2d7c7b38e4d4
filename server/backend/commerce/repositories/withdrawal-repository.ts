// Withdrawal declarations and their lines (SQL only).
import type { Database, WithdrawalItemRow, WithdrawalRow, WithdrawalsTable } from '../../../db/schema.js';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect.js';

/**
 * Takes the order row's lock for the rest of the transaction (PostgreSQL), so that two declarations for one order
 * are checked one after the other. SQLite runs one writing transaction at a time already.
 */
export async function lockOrder(db: Database, orderId: number): Promise<void> {
  if (dialectOf(db as unknown as Kysely<unknown>) !== 'postgres') return;
  await db.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
}

export async function listWithdrawals(db: Database, orderIds: readonly number[]): Promise<WithdrawalRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('withdrawals').selectAll().where('order_id', 'in', [...orderIds]).orderBy('received_at').orderBy('id').execute();
}

export async function listWithdrawalItems(db: Database, withdrawalIds: readonly number[]): Promise<WithdrawalItemRow[]> {
  if (withdrawalIds.length === 0) return [];
  return db.selectFrom('withdrawal_items').selectAll().where('withdrawal_id', 'in', [...withdrawalIds]).orderBy('id').execute();
}

export async function insertWithdrawal(db: Database, row: Omit<WithdrawalsTable, 'id'>, items: { order_item_id: number; qty: number }[]): Promise<WithdrawalRow> {
  const withdrawal = await db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('withdrawal_items')
    .values(items.map((i) => ({ ...i, withdrawal_id: withdrawal.id })))
    .execute();
  return withdrawal;
}
