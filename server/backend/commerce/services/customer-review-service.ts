// "My product reviews" of the account: every review the customer wrote, with its moderation status, newest first.
import type { Database } from '../../../db/schema.js';
import { listReviewsOfCustomer } from '../repositories/customer-review-repository.js';
import { presentReview, type ReviewView } from './review-service.js';

/** More than any customer writes; keeps the answer bounded. */
export const CUSTOMER_REVIEWS_MAX = 200;

export interface CustomerReviewView extends ReviewView {
  product_name: string | null;
  product_sku: string | null;
}

export async function listCustomerReviews(db: Database, customerId: number): Promise<CustomerReviewView[]> {
  const rows = await listReviewsOfCustomer(db, customerId, CUSTOMER_REVIEWS_MAX);
  return rows.map((row) => ({ ...presentReview(row), product_name: row.product_name, product_sku: row.product_sku }));
}
