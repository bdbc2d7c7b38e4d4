// Product reviews as the shop shows them (spec 02 §1 "Reviews are moderated", §3 Review, §7 POST /api/review/create):
// the public shape of an approved review, the rating summary (stars, average, count) and the review form's rules.

export const RATING_MAX = 5;
export const NICKNAME_MAX = 255;
export const TITLE_MAX = 255;
export const DETAIL_MAX = 10_000;

/** An approved review as anyone may read it: no customer id, no moderation state. */
export interface PublicReview {
  id: number;
  nickname: string;
  title: string;
  detail: string;
  /** 1–5, or null for a review without stars. */
  rating: number | null;
  created_at: string;
}

export interface ReviewList {
  items: PublicReview[];
  /** Average of the rated reviews and how many there are; null when none is rated. */
  rating: RatingSummary | null;
}

export interface RatingSummary {
  average: number;
  count: number;
}

/** Average of the reviews that have a rating (1–5), rounded to one decimal; null without any. */
export function summarizeRatings(reviews: readonly Pick<PublicReview, 'rating'>[]): RatingSummary | null {
  const ratings = reviews.map((r) => r.rating).filter((r): r is number => typeof r === 'number' && r >= 1 && r <= RATING_MAX);
  if (!ratings.length) return null;
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return { average: Math.round(average * 10) / 10, count: ratings.length };
}

/** Filled stars of a rating shown as five stars: whole stars, halves rounded to the nearer whole. */
export function filledStars(rating: number): number {
  return Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
}

export interface ReviewFormInput {
  nickname: string;
  title: string;
  detail: string;
  /** 1–5; 0 while no star is chosen. */
  rating: number;
}

export type ReviewField = keyof ReviewFormInput;

/** Messages (translation keys) per field; empty when the review may be sent. */
export function validateReviewForm(input: ReviewFormInput): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  if (!input.nickname.trim()) errors.nickname = 'Please enter your nickname.';
  else if (input.nickname.length > NICKNAME_MAX) errors.nickname = 'This text is too long.';
  if (!input.title.trim()) errors.title = 'Please enter a title.';
  else if (input.title.length > TITLE_MAX) errors.title = 'This text is too long.';
  if (!input.detail.trim()) errors.detail = 'Please write your review.';
  else if (input.detail.length > DETAIL_MAX) errors.detail = 'This text is too long.';
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > RATING_MAX) errors.rating = 'Please rate the product with 1 to 5 stars.';
  return errors;
}

/** The body of POST /api/review/create (DESIGN §3.4), texts trimmed. */
export function reviewRequestBody(productId: number, input: ReviewFormInput): { review: Record<string, unknown> } {
  return {
    review: { product_id: productId, nickname: input.nickname.trim(), title: input.title.trim(), detail: input.detail.trim(), rating: input.rating, review_entity: 'product' },
  };
}
