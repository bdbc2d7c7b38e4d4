// Product reviews: stored as 'pending' and shown only after moderation (spec 02 §1, §4 "Reviews"). The staff CLI
// uses listPending, approve, reject; the catalogue uses listApprovedForProduct.
import { summarizeRatings, type PublicReview, type ReviewList } from '../../../../shared/catalog/reviews.js';
import type { Database, ReviewRow } from '../../../db/schema.js';
import { recordChange } from '../../../db/change-log.js';
import { fail } from '../commerce-error.js';
import { productExists } from '../repositories/product-repository.js';
import * as reviews from '../repositories/review-repository.js';

export interface ReviewInput {
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating?: number | null;
}

export interface ReviewView {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  customer_id: number | null;
  rating: number | null;
  status: ReviewRow['status'];
  created_at: string;
}

export function presentReview(row: ReviewRow): ReviewView {
  const { id, product_id, title, detail, nickname, customer_id, rating, status, created_at } = row;
  return { id, product_id, title, detail, nickname, customer_id, rating, status, created_at };
}

/** The author is the token's customer, never a customer_id the body claims. */
export async function createReview(db: Database, input: ReviewInput, customerId: number | null, now: Date): Promise<ReviewView> {
  if (!(await productExists(db, input.product_id))) throw fail('ERR_PRODUCT_NOT_FOUND', { field: 'review.product_id', status: 400 });
  for (const field of ['title', 'detail', 'nickname'] as const) {
    if (input[field].trim() === '') throw fail('ERR_VALIDATION', { field: `review.${field}`, message: `review.${field} must not be empty` });
  }
  const row = await reviews.insertReview(db, {
    product_id: input.product_id,
    title: input.title,
    detail: input.detail,
    nickname: input.nickname,
    customer_id: customerId,
    rating: input.rating ?? null,
    status: 'pending',
    created_at: now.toISOString(),
    moderated_at: null,
  });
  return presentReview(row);
}

export async function listPending(db: Database): Promise<ReviewView[]> {
  return (await reviews.listReviewsByStatus(db, 'pending')).map(presentReview);
}

/** Approves a review; null when there is no review with that id. */
export async function approve(db: Database, id: number, now: Date): Promise<ReviewView | null> {
  return moderate(db, id, 'approved', now);
}

/** Rejects a review; null when there is no review with that id. */
export async function reject(db: Database, id: number, now: Date): Promise<ReviewView | null> {
  return moderate(db, id, 'rejected', now);
}

/**
 * Sets the status and, in the same transaction, logs the change for the edges (issue #14 item 4): the product's
 * review list and its pages (tagged by its sku) are dropped on every edge within seconds, whichever process moderates.
 */
async function moderate(db: Database, id: number, status: 'approved' | 'rejected', now: Date): Promise<ReviewView | null> {
  return db.transaction().execute(async (trx) => {
    const row = await reviews.setReviewStatus(trx, id, status, now.toISOString());
    if (!row) return null;
    const skus = await trx.selectFrom('products').select('sku').where('product_id', '=', row.product_id).execute();
    await recordChange(trx, { tags: [`reviews:${row.product_id}`, ...skus.map(({ sku }) => `sku:${sku}`)], reason: 'review' });
    return presentReview(row);
  });
}

/** Approved reviews of a product, newest first. */
export async function listApprovedForProduct(db: Database, productId: number): Promise<ReviewView[]> {
  return (await reviews.listReviewsByStatus(db, 'approved', productId)).map(presentReview);
}

/** What the product page shows: approved reviews without the author's customer id, and the rating summary. */
export async function listPublicReviews(db: Database, productId: number): Promise<ReviewList> {
  const items: PublicReview[] = (await listApprovedForProduct(db, productId)).map(({ id, nickname, title, detail, rating, created_at }) => ({ id, nickname, title, detail, rating, created_at }));
  return { items, rating: summarizeRatings(items) };
}
