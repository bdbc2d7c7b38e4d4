// Coupons (SQL only).
import type { CouponRow, CouponsTable, Database } from '../../../db/schema.js';

export async function findCoupon(db: Database, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertCoupon(db: Database, row: CouponsTable): Promise<void> {
  await db.insertInto('coupons').values(row).execute();
}

/** Marks a single-use coupon used; false when someone used it first. */
export async function markCouponUsed(db: Database, code: string, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('coupons').set({ used_at: nowIso }).where('code', '=', code).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
