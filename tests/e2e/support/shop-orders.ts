// Reads the orders of an end-to-end shop straight from its SQLite file (read-only), so a test can say that an order
// exists in the backend exactly once.
import Database from 'better-sqlite3';
import { join } from 'node:path';

export function ordersOfCart(dataDir: string, cartId: string): { increment_id: string; payment_method: string; email: string }[] {
  const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT increment_id, payment_method, email FROM orders WHERE cart_id = ?').all(cartId) as { increment_id: string; payment_method: string; email: string }[];
  } finally {
    db.close();
  }
}

/** The payment method the server cart holds (POST /api/cart/payment-information); the order takes it. */
export function cartPaymentMethod(dataDir: string, cartId: string): string | null {
  const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT payment_method_code FROM carts WHERE id = ?').get(cartId) as { payment_method_code: string | null } | undefined)?.payment_method_code ?? null;
  } finally {
    db.close();
  }
}

export function ordersByNumber(dataDir: string, orderNumber: string): { cart_id: string }[] {
  const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT cart_id FROM orders WHERE increment_id = ?').all(orderNumber) as { cart_id: string }[];
  } finally {
    db.close();
  }
}

/** How many orders the shop holds (a checkout that pays again must not add one). */
export function orderCount(dataDir: string): number {
  const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}
