import { Link } from '../ui/Link.js';
import { searchResultsHref } from '../../../shared/search/search-input.js';
import { useStoreView, useT } from '../../i18n.js';
import { buttonClass } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';

export interface SearchPaginationProps {
  query: string;
  page: number;
  hasNext: boolean;
}

/** Plain links to the previous and next page of results: they work without JavaScript and can be shared. */
export function SearchPagination({ query, page, hasNext }: SearchPaginationProps) {
  const t = useT();
  const store = useStoreView();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="search-pagination" aria-label={t('Search result pages')}>
      {page > 1 ? (
        <Link className={buttonClass('ghost', 'lg')} to={searchResultsHref(store.code, query, page - 1)} rel="prev">
          {t('Previous results')}
        </Link>
      ) : (
        <span />
      )}
      {hasNext ? (
        <Link className={buttonClass('secondary', 'lg')} to={searchResultsHref(store.code, query, page + 1)} rel="next">
          {t('More results')}
          <Icon name="arrow-right" size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
