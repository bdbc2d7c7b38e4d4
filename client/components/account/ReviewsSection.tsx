import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../shared/dates.js';
import { useT } from '../../i18n.js';
import { account, type CustomerReview } from '../../session/account.js';

const STATUS: Record<CustomerReview['status'], string> = { pending: 'Awaiting moderation', approved: 'Published', rejected: 'Not published' };

/** The reviews the customer wrote, with their moderation status (GET /api/review/mine). Texts render as text. */
export function ReviewsSection() {
  const t = useT();
  const [reviews, setReviews] = useState<CustomerReview[] | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void account.myReviews().then((r) => live && setReviews(r));
    return () => void (live = false);
  }, []);
  return (
    <section className="account-card" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="account-card__title">
        {t('My product reviews')}
      </h2>
      {reviews === 'loading' ? <p className="account-empty">{t('Loading…')}</p> : null}
      {reviews === null ? <p className="account-empty">{t('Your reviews cannot be shown right now.')}</p> : null}
      {Array.isArray(reviews) && reviews.length === 0 ? <p className="account-empty">{t('You have not written any reviews yet.')}</p> : null}
      {Array.isArray(reviews) && reviews.length > 0 ? (
        <ul className="review-list">
          {reviews.map((review) => (
            <li key={review.id} className="review-item">
              <div className="review-item__head">
                <strong>{review.product_name ?? review.product_sku ?? `#${review.product_id}`}</strong>
                <span className={`order-status order-status--${review.status === 'approved' ? 'done' : review.status === 'rejected' ? 'canceled' : 'progress'}`}>{t(STATUS[review.status])}</span>
              </div>
              <p className="review-item__title">{review.title}</p>
              <p className="review-item__detail">{review.detail}</p>
              <span className="hint">{formatDateTime(review.created_at)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
