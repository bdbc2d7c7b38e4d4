import { useId } from 'react';
import { Form } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_PATH } from '../../../shared/search/search-input.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { buttonClass } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';

/** The results page's own search form: a GET form, so a new search works with and without JavaScript. */
export function SearchPageForm({ query }: { query: string }) {
  const t = useT();
  const store = useStoreView();
  const inputId = useId();
  const labelId = useId();
  // Named by its label, so that this search landmark differs from the header's (two unnamed ones look alike).
  return (
    <Form role="search" aria-labelledby={labelId} method="get" action={localizePath(store.code, SEARCH_RESULTS_PATH)} className="search-page-form">
      <label id={labelId} htmlFor={inputId} className="search-page-form__label">
        {t('Search term')}
      </label>
      <div className="search-page-form__row">
        <Icon name="search" className="search-page-form__icon" />
        {/* The key renders a fresh field per query, so back and forward show the query of the page shown. */}
        <input
          key={query}
          id={inputId}
          className="search-page-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={buttonClass('primary')}>
          {t('Start search')}
        </button>
      </div>
    </Form>
  );
}
