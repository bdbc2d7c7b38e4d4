import type { FormEvent, RefObject } from 'react';
import { useNavigate } from 'react-router';
import { normalizeSearchQuery, searchResultsHref, SEARCH_RESULTS_PATH } from '../../../shared/search/search-input.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { setSearchText } from '../../search/search-controller.js';
import { Icon } from '../ui/Icon.js';

export interface SearchPanelFieldProps {
  text: string;
  inputId: string;
  resultsId: string;
  inputRef: RefObject<HTMLInputElement>;
  onClose: () => void;
}

/**
 * The panel's search field: a real GET form to the results page, so Enter shows all results; typing searches
 * in the panel as you go (the controller waits for a pause and for 3 characters).
 */
export function SearchPanelField({ text, inputId, resultsId, inputRef, onClose }: SearchPanelFieldProps) {
  const t = useT();
  const store = useStoreView();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = normalizeSearchQuery(text);
    if (query) void navigate(searchResultsHref(store.code, query));
  };
  const clear = () => {
    setSearchText(store.code, '');
    inputRef.current?.focus();
  };
  return (
    <form className="search-panel__form" role="search" method="get" action={localizePath(store.code, SEARCH_RESULTS_PATH)} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('Search term')}
      </label>
      <Icon name="search" className="search-panel__field-icon" />
      <input
        ref={inputRef}
        id={inputId}
        className="search-panel__input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setSearchText(store.code, event.target.value)}
        placeholder={t('Search for shoes, styles, article numbers…')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={200}
        aria-controls={resultsId}
      />
      {text ? (
        <button type="button" className="icon-button search-panel__clear" onClick={clear} aria-label={t('Clear search term')}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
      <button type="submit" className="visually-hidden">
        {t('Start search')}
      </button>
      <button type="button" className="icon-button search-panel__close" onClick={onClose} aria-label={t('Close search')}>
        <Icon name="close" />
      </button>
    </form>
  );
}
