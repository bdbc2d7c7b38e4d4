import { useId } from 'react';
import type { ReviewList } from '../../../shared/catalog/reviews.js';
import { formatDateTime } from '../../../shared/dates.js';
import { useT } from '../../i18n.js';
import { RatingStars } from './RatingStars.js';
import { ReviewForm } from './ReviewForm.js';

/** Approved reviews with their rating summary, server-rendered, and the form to write one. */
export function ProductReviews({ productId, reviews }: { productId: number; reviews: ReviewList | null }) {
  const t = useT();
  const headingId = useId();
  const items = reviews?.items ?? [];
  const rating = reviews?.rating ?? null;
  return (
    <section className="product-reviews" id="reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {t('Reviews')}
      </h2>
      <div className="product-reviews__layout">
        <div className="product-reviews__list">
          {rating ? (
            <p className="product-reviews__summary">
              <RatingStars rating={rating.average} size={22} />
              <span className="product-reviews__average">{rating.average.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
              <span className="product-reviews__count">{rating.count === 1 ? t('1 rating') : t('{count} ratings', { count: rating.count })}</span>
            </p>
          ) : (
            items.length === 0 && <p className="product-reviews__empty">{t('No reviews yet. Be the first to review this product.')}</p>
          )}
          {items.length > 0 && (
            <ul className="review-list">
              {items.map((review) => (
                <li key={review.id} className="review">
                  <article aria-label={review.title}>
                    {review.rating !== null && <RatingStars rating={review.rating} />}
                    <h3 className="review__title">{review.title}</h3>
                    <p className="review__meta">
                      {review.nickname} · <time dateTime={review.created_at}>{formatDateTime(review.created_at)}</time>
                    </p>
                    <p className="review__detail">{review.detail}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
        <ReviewForm productId={productId} />
      </div>
    </section>
  );
}
