import { POPULAR_SEARCHES } from '../../../shared/search/popular-searches.js';
import { useStoreView, useT } from '../../i18n.js';
import { setSearchText } from '../../search/search-controller.js';

/** What the empty panel offers: a few searches that always find something, as one-tap chips. */
export function SearchSuggestions({ onPick }: { onPick: () => void }) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="search-suggestions" aria-labelledby="search-suggestions-title">
      <h3 id="search-suggestions-title" className="search-suggestions__title">
        {t('Popular searches')}
      </h3>
      <ul className="search-suggestions__list">
        {POPULAR_SEARCHES.map((term) => (
          <li key={term}>
            <button
              type="button"
              className="search-suggestions__chip"
              onClick={() => {
                setSearchText(store.code, t(term));
                onPick();
              }}
            >
              {t(term)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
