import { describe, expect, it } from 'vitest';
import { filledStars, reviewRequestBody, summarizeRatings, validateReviewForm } from '../../../shared/catalog/reviews.js';

describe('rating summary of approved reviews (issue 5 §4: stars, average, count)', () => {
  it('averages the rated reviews to one decimal and counts them; unrated ones do not count', () => {
    expect(summarizeRatings([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: null }])).toEqual({ average: 4.3, count: 3 });
  });

  it('is null without any rating', () => {
    expect(summarizeRatings([])).toBeNull();
    expect(summarizeRatings([{ rating: null }])).toBeNull();
  });

  it('fills whole stars, rounding to the nearer one, within 0–5', () => {
    expect(filledStars(4.3)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
  });
});

describe('review form (spec 02 §7 POST /api/review/create {review}; nickname, title, text, rating 1–5)', () => {
  const valid = { nickname: 'Anna', title: 'Fits well', detail: 'True to size.', rating: 4 };

  it('accepts a complete review', () => {
    expect(validateReviewForm(valid)).toEqual({});
  });

  it('names every missing field and a missing or out-of-range rating', () => {
    expect(validateReviewForm({ nickname: ' ', title: '', detail: '\n', rating: 0 })).toEqual({
      nickname: 'Please enter your nickname.',
      title: 'Please enter a title.',
      detail: 'Please write your review.',
      rating: 'Please rate the product with 1 to 5 stars.',
    });
    expect(validateReviewForm({ ...valid, rating: 6 }).rating).toBeDefined();
    expect(validateReviewForm({ ...valid, rating: 2.5 }).rating).toBeDefined();
  });

  it('refuses texts longer than the backend stores', () => {
    expect(validateReviewForm({ ...valid, title: 'x'.repeat(256) }).title).toBe('This text is too long.');
    expect(validateReviewForm({ ...valid, detail: 'x'.repeat(10_001) }).detail).toBe('This text is too long.');
  });

  it('builds the request body with trimmed texts for the product', () => {
    expect(reviewRequestBody(42, { nickname: ' Anna ', title: ' Fits ', detail: ' Yes ', rating: 5 })).toEqual({
      review: { product_id: 42, nickname: 'Anna', title: 'Fits', detail: 'Yes', rating: 5, review_entity: 'product' },
    });
  });
});
