// Test setup and checks on the end-to-end shop's SQLite file for the money path: a single-use coupon as the
// newsletter hands them out, and an order's totals as stored (what the shopper is charged).
import Database from 'better-sqlite3';
import { join } from 'node:path';

/** A single-use percent coupon, as the newsletter's welcome mail creates them. */
export function insertSingleUseCoupon(dataDir: string, code: string, percent: number): void {
  const db = new Database(join(dataDir, 'shop.sqlite'), { fileMustExist: true });
  try {
    db.prepare('INSERT INTO coupons (code, kind, amount, single_use, used_at, active_from, active_to, created_at) VALUES (?, ?, ?, 1, NULL, NULL, NULL, ?)').run(code, 'percent', percent, new Date().toISOString());
  } finally {
    db.close();
  }
}

export interface StoredOrderTotals {
  increment_id: string;
  grand_total_cents: number;
  discount_cents: number;
  coupon_code: string | null;
  customer_id: number | null;
}

export function orderTotalsOfCart(dataDir: string, cartId: string): StoredOrderTotals[] {
  const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT increment_id, grand_total_cents, discount_cents, coupon_code, customer_id FROM orders WHERE cart_id = ?').all(cartId) as StoredOrderTotals[];
  } finally {
    db.close();
  }
}
