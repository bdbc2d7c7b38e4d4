// Carts and cart items (SQL only).
import type { CartItemRow, CartRow, CartsTable, Database } from '../../../db/schema.js';

export async function insertCart(db: Database, row: Omit<CartsTable, 'coupon_code' | 'shipping_carrier_code' | 'shipping_method_code' | 'shipping_country_id' | 'payment_method_code'>): Promise<void> {
  await db.insertInto('carts').values({ ...row, coupon_code: null, shipping_carrier_code: null, shipping_method_code: null, shipping_country_id: null, payment_method_code: null }).execute();
}

export async function findCart(db: Database, id: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOpenCustomerCart(db: Database, customerId: number): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function updateCart(db: Database, id: string, patch: Partial<Omit<CartsTable, 'id' | 'created_at'>>): Promise<void> {
  await db.updateTable('carts').set(patch).where('id', '=', id).execute();
}

/** Closes an open cart; false when it was not open (another order got there first). */
export async function closeOpenCart(db: Database, id: string, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('carts').set({ status: 'closed', updated_at: nowIso }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listItems(db: Database, cartId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('item_id').execute();
}

export async function insertItem(db: Database, row: Omit<CartItemRow, 'item_id'>): Promise<CartItemRow> {
  return db.insertInto('cart_items').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateItem(db: Database, cartId: string, itemId: number, patch: Partial<Pick<CartItemRow, 'qty' | 'product_option' | 'updated_at'>>): Promise<CartItemRow> {
  return db.updateTable('cart_items').set(patch).where('cart_id', '=', cartId).where('item_id', '=', itemId).returningAll().executeTakeFirstOrThrow();
}

export async function deleteItem(db: Database, cartId: string, itemId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('item_id', '=', itemId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
