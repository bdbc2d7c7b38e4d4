import type { RatingSummary } from '../../../shared/catalog/reviews.js';
import { useT } from '../../i18n.js';
import { RatingStars } from './RatingStars.js';

/** Stars and the number of ratings under the product's name, leading to the reviews section. */
export function ProductRatingLink({ rating }: { rating: RatingSummary | null }) {
  const t = useT();
  if (!rating) return null;
  return (
    <a className="product-rating-link" href="#reviews">
      <RatingStars rating={rating.average} />
      <span>{rating.count === 1 ? t('1 rating') : t('{count} ratings', { count: rating.count })}</span>
    </a>
  );
}
