// The initial schema, written with Kysely's schema builder so that one migration serves SQLite and PostgreSQL.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, never>;

/** An auto-increment integer key: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL's serial. */
function withIdColumn(db: AnyDb, table: Table, name: string): Table {
  return dialectOf(db) === 'postgres'
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

async function createCatalogTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('catalog_documents')
    .addColumn('index_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('doc_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_documents_pk', ['index_name', 'doc_id'])
    .execute();
  await db.schema
    .createTable('products')
    .addColumn('sku', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('parent_sku', 'varchar(64)')
    .addColumn('type_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('special_price_cents', 'integer')
    .addColumn('special_from', 'varchar(40)')
    .addColumn('special_to', 'varchar(40)')
    .addColumn('tax_class_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('is_virtual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('options', 'text')
    .execute();
  await db.schema.createIndex('products_parent_sku').on('products').column('parent_sku').execute();
  await db.schema.createIndex('products_product_id').on('products').column('product_id').execute();
  await db.schema
    .createTable('stock')
    .addColumn('sku', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('is_in_stock', 'integer', (c) => c.notNull())
    .addColumn('manage_stock', 'integer', (c) => c.notNull().defaultTo(1))
    // A last line for the conditional decrement: stock can never be sold below zero, whatever the caller does.
    .addCheckConstraint('stock_qty_not_negative', sql`qty >= 0`)
    .execute();
  await withIdColumn(db, db.schema.createTable('price_history'), 'id')
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('effective_from', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_history_sku').on('price_history').columns(['sku', 'effective_from']).execute();
}

async function createCustomerTables(db: AnyDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('customers'), 'id')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_normalized', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('firstname', 'varchar(255)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(255)', (c) => c.notNull())
    .addColumn('gender', 'integer')
    .addColumn('addresses', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('loyalty_card', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  for (const name of ['access_tokens', 'refresh_tokens']) {
    await db.schema
      .createTable(name)
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(40)')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${name}_customer`).on(name).column('customer_id').execute();
  }
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_customer').on('password_reset_tokens').column('customer_id').execute();
}

async function createCartTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('coupon_code', 'varchar(64)')
    .addColumn('shipping_carrier_code', 'varchar(64)')
    .addColumn('shipping_method_code', 'varchar(64)')
    .addColumn('shipping_country_id', 'varchar(2)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_customer_status').on('carts').columns(['customer_id', 'status']).execute();
  await withIdColumn(db, db.schema.createTable('cart_items'), 'item_id')
    .addColumn('cart_id', 'varchar(64)', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('product_option', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_cart').on('cart_items').column('cart_id').execute();
}

async function createOrderTables(db: AnyDb): Promise<void> {
  // Totals are bigint: 10000 units of a 899 € shoe already pass 2^31 cents.
  await withIdColumn(db, db.schema.createTable('orders'), 'id')
    .addColumn('increment_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('cart_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('store_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('shipping_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('grand_total_cents', 'bigint', (c) => c.notNull())
    .addColumn('coupon_code', 'varchar(64)')
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('payment_method', 'varchar(64)', (c) => c.notNull())
    .addColumn('payment_additional', 'text')
    .addColumn('shipping_carrier_code', 'varchar(64)')
    .addColumn('shipping_method_code', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer_created').on('orders').columns(['customer_id', 'created_at']).execute();
  await withIdColumn(db, db.schema.createTable('order_items'), 'id')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('row_total_cents', 'bigint', (c) => c.notNull())
    .addColumn('product_option', 'text')
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
}

async function createReviewAndCouponTables(db: AnyDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reviews'), 'id')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('nickname', 'varchar(255)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('rating', 'integer')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('moderated_at', 'varchar(40)')
    .addCheckConstraint('reviews_rating_range', sql`rating is null or (rating >= 1 and rating <= 5)`)
    .execute();
  await db.schema.createIndex('reviews_product_status').on('reviews').columns(['product_id', 'status']).execute();
  await db.schema.createIndex('reviews_status').on('reviews').column('status').execute();
  await db.schema
    .createTable('coupons')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('single_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(40)')
    .addColumn('active_from', 'varchar(40)')
    .addColumn('active_to', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await createCatalogTables(db);
  await createCustomerTables(db);
  await createCartTables(db);
  await createOrderTables(db);
  await createReviewAndCouponTables(db);
}

export async function down(db: AnyDb): Promise<void> {
  const tables = ['coupons', 'reviews', 'order_items', 'orders', 'cart_items', 'carts', 'password_reset_tokens', 'refresh_tokens', 'access_tokens', 'customers', 'price_history', 'stock', 'products', 'catalog_documents'];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
