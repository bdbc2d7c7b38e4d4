// Orders and order items (SQL only).
import type { Database, NewOrderItem, OrderItemRow, OrderRow, OrdersTable } from '../../../db/schema.js';

export async function insertOrder(db: Database, row: Omit<OrdersTable, 'id'>): Promise<OrderRow> {
  return db.insertInto('orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function orderNumberTaken(db: Database, orderNumber: string): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('increment_id', '=', orderNumber).executeTakeFirst()) !== undefined;
}

export async function insertOrderItems(db: Database, items: NewOrderItem[]): Promise<void> {
  if (items.length) await db.insertInto('order_items').values(items).execute();
}

/** The order a shopper, a withdrawal or a payment names by its number. */
export async function findOrderByNumber(db: Database, orderNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('increment_id', '=', orderNumber).executeTakeFirst();
}

export async function findOrderByCartId(db: Database, cartId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

export async function listOrderItems(db: Database, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', [...orderIds]).orderBy('id').execute();
}

/** A page of a customer's orders, newest first. */
export async function listCustomerOrders(db: Database, customerId: number, limit: number, offset: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCustomerOrders(db: Database, customerId: number): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Gives a guest order to a customer; false when it already has one. */
export async function setOrderCustomer(db: Database, orderId: number, customerId: number): Promise<boolean> {
  const result = await db.updateTable('orders').set({ customer_id: customerId }).where('id', '=', orderId).where('customer_id', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
