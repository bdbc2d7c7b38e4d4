// Reviews (SQL only).
import type { Database, ReviewRow, ReviewsTable } from '../../../db/schema.js';

export async function insertReview(db: Database, row: Omit<ReviewsTable, 'id'>): Promise<ReviewRow> {
  return db.insertInto('reviews').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function listReviewsByStatus(db: Database, status: ReviewRow['status'], productId?: number): Promise<ReviewRow[]> {
  let query = db.selectFrom('reviews').selectAll().where('status', '=', status);
  if (productId !== undefined) query = query.where('product_id', '=', productId);
  return query.orderBy('created_at', status === 'pending' ? 'asc' : 'desc').orderBy('id').execute();
}

export async function setReviewStatus(db: Database, id: number, status: ReviewRow['status'], nowIso: string): Promise<ReviewRow | undefined> {
  return db.updateTable('reviews').set({ status, moderated_at: nowIso }).where('id', '=', id).returningAll().executeTakeFirst();
}
