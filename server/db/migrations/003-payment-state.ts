// The payment state of an order (issue #13 item 1): what Payone's TransactionStatus notifications said about it
// (shared/commerce/payment-state.ts names the states). Orders paid offline keep null; orders placed with a Payone
// method start as 'pending'. payment_txid is Payone's transaction id of the last notification that moved it.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_state', 'varchar(16)').execute();
  await db.schema.alterTable('orders').addColumn('payment_txid', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('payment_updated_at', 'varchar(40)').execute();
  await db.updateTable('orders').set({ payment_state: 'pending' }).where('payment_method', 'like', 'payone%').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['payment_updated_at', 'payment_txid', 'payment_state']) await db.schema.alterTable('orders').dropColumn(column).execute();
}
