import { Link } from '../ui/Link.js';
import { decideSearch } from '../../../shared/search/search-panel-state.js';
import { SEARCH_MIN_CHARS, searchResultsHref } from '../../../shared/search/search-input.js';
import { useStoreView, useT } from '../../i18n.js';
import { readMoreResults, type SearchState } from '../../search/search-controller.js';
import { ProductGrid } from '../catalog/ProductGrid.js';
import { buttonClass } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { SearchSuggestions } from './SearchSuggestions.js';

export interface SearchPanelResultsProps {
  state: SearchState;
  id: string;
  /** Focus back to the field (after a suggestion was picked). */
  onPick: () => void;
}

/** The panel's body: suggestions, the 3-character hint, the results with "Read more", or the empty state. */
export function SearchPanelResults({ state, id, onPick }: SearchPanelResultsProps) {
  const t = useT();
  const store = useStoreView();
  const decision = decideSearch(state.text);
  const { results, total, query } = state;
  const showResults = decision.action !== 'clear' && results.length > 0;
  let status = '';
  if (decision.action === 'wait' && !showResults) status = t('Type at least {count} characters to search.', { count: SEARCH_MIN_CHARS });
  else if (state.loading && results.length === 0) status = t('Searching…');
  else if (showResults) status = total === 1 ? t('1 result for “{query}”', { query }) : t('{count} results for “{query}”', { count: total, query });

  return (
    <div id={id} className="search-panel__body" aria-busy={state.loading}>
      <div className="search-panel__status-row">
        <p className="search-panel__status" role="status">
          {status}
        </p>
        {showResults ? (
          <Link className="search-panel__all" to={searchResultsHref(store.code, query)}>
            {t('Show all results')}
            <Icon name="arrow-right" size={18} />
          </Link>
        ) : null}
      </div>
      {decision.action === 'clear' ? <SearchSuggestions onPick={onPick} /> : null}
      {state.emptyResults && decision.action === 'search' ? (
        <div className="search-panel__empty">
          <Icon name="search" size={40} />
          <p className="search-panel__empty-title">{t('No results for “{query}”', { query })}</p>
          <p>{t('Check the spelling or try a more general word, such as a style or a colour.')}</p>
        </div>
      ) : null}
      {showResults ? (
        <>
          <ProductGrid products={results} eagerCount={0} />
          <div className="search-panel__more">
            <p className="search-panel__count">{t('Showing {shown} of {total}', { shown: results.length, total })}</p>
            {state.readMore ? (
              <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => void readMoreResults(store.code)} disabled={state.loading}>
                {t('Read more')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
