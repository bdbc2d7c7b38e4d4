import { useNavigation } from 'react-router';
import { Link } from '../ui/Link.js';
import { listingHref, MAX_LISTING_PAGES, parseListingQuery, withPage, type ListingState } from '../../../shared/catalog/listing-query.js';
import { canLoadMore } from '../../../shared/catalog/search-rules.js';
import { useT } from '../../i18n.js';

export interface LoadMoreProps {
  shown: number;
  total: number;
  state: ListingState;
  pathname: string;
  /** Told before the next page is asked for, so the grid can move focus to the first new product. */
  onLoadMore: () => void;
}

/**
 * Spec 01 §4: more pages while start is below the total, nothing more when the total is below the page size.
 * A link to ?page=N+1: without JavaScript the server renders the first N+1 pages; with it the router loads the
 * next page in place (the earlier ones come from the browser's cache), keeps the scroll position and replaces the
 * history entry, so Back leaves the listing instead of un-loading pages, and a return shows the same count.
 */
export function LoadMore({ shown, total, state, pathname, onLoadMore }: LoadMoreProps) {
  const t = useT();
  const navigation = useNavigation();
  const more = canLoadMore(shown, total) && state.page < MAX_LISTING_PAGES;
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname === pathname &&
    parseListingQuery(new URLSearchParams(navigation.location.search)).page > state.page;
  const progress = total > 0 ? Math.min(100, Math.round((shown / total) * 100)) : 100;
  return (
    <div className="listing-more">
      <p className="listing-more__status">{t('Showing {shown} of {total} products', { shown, total })}</p>
      <div className="listing-more__bar" aria-hidden="true">
        <span style={{ width: `${progress}%` }} />
      </div>
      {more && (
        <Link
          to={listingHref(pathname, withPage(state, state.page + 1))}
          replace
          preventScrollReset
          rel="nofollow"
          className="button button--secondary button--lg listing-more__button"
          aria-busy={loading || undefined}
          onClick={onLoadMore}
        >
          {loading ? t('Loading more products…') : t('Load more')}
        </Link>
      )}
    </div>
  );
}
