// Browser ↔ edge contract of the review read (GET /api/review/list?productId=): route loaders receive a ReviewApi,
// in-process on the server and fetch-based in the browser, like the CatalogApi.
import type { ReviewList } from '../catalog/reviews.js';

export interface ReviewApi {
  /** The approved reviews of a product with their rating summary. */
  listApproved(productId: number): Promise<ReviewList>;
}

export function isReviewList(value: unknown): value is ReviewList {
  if (!value || typeof value !== 'object') return false;
  const list = value as { items?: unknown; rating?: unknown };
  return Array.isArray(list.items) && (list.rating === null || typeof list.rating === 'object');
}
