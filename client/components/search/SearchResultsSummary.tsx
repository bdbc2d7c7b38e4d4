import { SEARCH_MIN_CHARS } from '../../../shared/search/search-input.js';
import { useT } from '../../i18n.js';
import type { SearchPageData } from '../../routes/search.js';
import { Icon } from '../ui/Icon.js';

/**
 * The line above the results: how many for which query and which of them, the 3-character hint, or the empty state;
 * after a link to a page beyond the last, a note that the last page is shown instead.
 */
export function SearchResultsSummary({ data }: { data: SearchPageData }) {
  const t = useT();
  const { query, total, start, products } = data;
  if (!data.searchable) {
    return <p className="search-page__hint">{t('Type at least {count} characters to search.', { count: SEARCH_MIN_CHARS })}</p>;
  }
  if (products.length === 0) {
    return (
      <div className="search-page__empty">
        <Icon name="search" size={40} />
        <p className="search-page__empty-title">{t('No results for “{query}”', { query })}</p>
        <p>{t('Check the spelling or try a more general word, such as a style or a colour.')}</p>
      </div>
    );
  }
  return (
    <>
      {data.requestedPage > data.page && (
        <p className="search-page__notice" role="status">
          {t('There is no page {page}: the results end on page {last}.', { page: data.requestedPage, last: data.page })}
        </p>
      )}
      <p className="search-page__count">
        <strong>{total === 1 ? t('1 result for “{query}”', { query }) : t('{count} results for “{query}”', { count: total, query })}</strong>
        <span className="search-page__range">{t('Results {from}–{to} of {total}', { from: start + 1, to: start + products.length, total })}</span>
      </p>
    </>
  );
}
