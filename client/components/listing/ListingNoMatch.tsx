import { Link } from '../ui/Link.js';
import { useT } from '../../i18n.js';

/** A filter combination without results: not the offline warning of spec 01 §8, just a way back. */
export function ListingNoMatch({ clearHref }: { clearHref: string }) {
  const t = useT();
  return (
    <div className="listing-no-match" role="status">
      <h2 className="listing-no-match__title">{t('No products match these filters')}</h2>
      <p className="listing-no-match__text">{t('Try removing a filter, or start again with the whole category.')}</p>
      <Link to={clearHref} rel="nofollow" preventScrollReset className="button button--primary">
        {t('Clear all filters')}
      </Link>
    </div>
  );
}
