// Order states (shared/commerce/order-state.ts): the order's place in its lifecycle, the moment an unpaid order is
// given up, what shipping recorded (carrier, tracking number, shipped and delivered at), what was refunded, the
// client address a guest order came from (guests may hold only a few unpaid orders), and the history of every
// change (time, from, to, reason, actor). Existing orders get the state their payment says (cash on delivery:
// confirmed; authorized or paid by Payone: paid; else pending_payment) and no due date: the shop cannot know
// whether money arrived outside Payone, so staff decide on them (`npm run orders -- list --state pending_payment`)
// instead of a sweep cancelling them and mailing their shoppers.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

const ORDER_COLUMNS: [name: string, type: 'varchar(24)' | 'varchar(40)' | 'varchar(32)' | 'varchar(64)'][] = [
  ['state', 'varchar(24)'],
  ['payment_due_at', 'varchar(40)'],
  ['shipped_at', 'varchar(40)'],
  ['delivered_at', 'varchar(40)'],
  ['carrier', 'varchar(32)'],
  ['tracking_number', 'varchar(64)'],
  ['client_address', 'varchar(64)'],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, type] of ORDER_COLUMNS) await db.schema.alterTable('orders').addColumn(name, type).execute();
  await db.schema.alterTable('orders').addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable('orders').set({ state: 'confirmed' }).where('payment_method', '=', 'cashondelivery').execute();
  await db.updateTable('orders').set({ state: 'paid' }).where('state', 'is', null).where('payment_state', 'in', ['appointed', 'paid']).execute();
  await db.updateTable('orders').set({ state: 'pending_payment' }).where('state', 'is', null).execute();
  // `status` (the vue-storefront contract's field, 'pending' for every order so far) says the same from now on.
  await sql`update orders set status = state`.execute(db);
  // The expiry sweep's question: unpaid orders past their due date.
  await db.schema.createIndex('orders_state_due').on('orders').columns(['state', 'payment_due_at']).execute();
  await db.schema.createIndex('orders_unpaid_email').on('orders').columns(['email', 'state']).execute();

  const postgres = dialectOf(db) === 'postgres';
  const history = db.schema.createTable('order_state_history');
  await (postgres ? history.addColumn('id', 'serial', (c) => c.primaryKey()) : history.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'varchar(40)', (c) => c.notNull())
    // Null for the order's first state.
    .addColumn('from_state', 'varchar(24)')
    .addColumn('to_state', 'varchar(24)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor', 'varchar(16)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_state_history_order').on('order_state_history').columns(['order_id', 'id']).execute();
  await sql`insert into order_state_history (order_id, at, from_state, to_state, reason, actor) select id, created_at, null, state, 'placed', 'system' from orders`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_state_history').ifExists().execute();
  await db.schema.dropIndex('orders_unpaid_email').ifExists().execute();
  await db.schema.dropIndex('orders_state_due').ifExists().execute();
  for (const name of ['refunded_cents', ...ORDER_COLUMNS.map(([n]) => n).reverse()]) await db.schema.alterTable('orders').dropColumn(name).execute();
}
