// Withdrawal declarations (§356a BGB): one row per declaration with the moment it was received, and its lines
// (order item and quantity). Kept apart from the order rows so that an order keeps what was bought.
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const withdrawals = db.schema.createTable('withdrawals');
  await (postgres ? withdrawals.addColumn('id', 'serial', (c) => c.primaryKey()) : withdrawals.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('received_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('reason', 'text')
    // Who declared it: 'guest' (order number and e-mail) or 'customer' (signed in).
    .addColumn('declared_by', 'varchar(16)', (c) => c.notNull())
    // The declaration's canonical lines and reason, to recognise a repeated identical request.
    .addColumn('declaration_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawals_order').on('withdrawals').columns(['order_id', 'received_at']).execute();
  const items = db.schema.createTable('withdrawal_items');
  await (postgres ? items.addColumn('id', 'serial', (c) => c.primaryKey()) : items.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('withdrawals.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_items_withdrawal').on('withdrawal_items').column('withdrawal_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('withdrawal_items').ifExists().execute();
  await db.schema.dropTable('withdrawals').ifExists().execute();
}
