// Payments that happen once per order and attempt, from the checkout session that placed the order.
//  - orders.payment_token_hash / payment_token_expires_at: the sha256 of a random token the order answer hands to the
//    checkout that placed it; only that checkout can ask Payone to charge the order (never the order number alone).
//  - orders.confirmation_sent_at: when the shopper's confirmation mail went out. Orders paid through Payone get it
//    once Payone reports the payment authorized; orders placed before this migration had theirs at once.
//  - payment_attempts: one row per (order, attempt), claimed before Payone is asked, so parallel or repeated
//    authorizations of one attempt reach Payone once even with several backends on one PostgreSQL database.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf } from '../dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('orders').addColumn('payment_token_expires_at', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('confirmation_sent_at', 'varchar(40)').execute();
  await db.updateTable('orders').set({ confirmation_sent_at: sql`created_at` }).execute();
  const attempts = db.schema.createTable('payment_attempts');
  await (dialectOf(db) === 'postgres' ? attempts.addColumn('id', 'serial', (c) => c.primaryKey()) : attempts.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('method', 'varchar(64)', (c) => c.notNull())
    // started (Payone asked, no answer yet), approved, redirect, pending, error, unknown (no answer came)
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('txid', 'varchar(32)')
    .addColumn('redirect_url', 'text')
    .addColumn('error_code', 'varchar(32)')
    .addColumn('customer_message', 'text')
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .addUniqueConstraint('payment_attempts_order_attempt', ['order_id', 'attempt'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payment_attempts').ifExists().execute();
  for (const column of ['confirmation_sent_at', 'payment_token_expires_at', 'payment_token_hash']) await db.schema.alterTable('orders').dropColumn(column).execute();
}
