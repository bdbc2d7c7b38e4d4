// The cart holds the chosen payment method as it holds the shipping method (issue 12 item 3: the order is built from
// the cart's stored shipping and payment). Null until POST /api/cart/payment-information stores one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('carts').addColumn('payment_method_code', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('payment_method_code').execute();
}
