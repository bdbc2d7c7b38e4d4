import { filledStars, RATING_MAX } from '../../../shared/catalog/reviews.js';
import { useT } from '../../i18n.js';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars, the first `rating` filled; read out as "Rated 4.3 out of 5". */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const t = useT();
  const filled = filledStars(rating);
  return (
    <span className="rating-stars" role="img" aria-label={t('Rated {rating} out of {max}', { rating: rating.toLocaleString('en-US', { maximumFractionDigits: 1 }), max: RATING_MAX })}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <svg key={index} className={index < filled ? 'rating-stars__star rating-stars__star--on' : 'rating-stars__star'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
