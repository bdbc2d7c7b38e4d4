import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { Form } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_PATH } from '../../../shared/search/search-input.js';
import { typeText } from '../../../shared/search/search-panel-state.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { searchStore, useSearch } from '../../search/search-store.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { SEARCH_PANEL } from '../../shell/panels.js';
import { setSearchpanel, uiStore, useUi } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';

/**
 * The header's search field. Without JavaScript it is a plain GET form to the results page (/search?q=…). With
 * JavaScript a click or the first keystroke opens the search panel, which takes the text and the focus and gives
 * the focus back here when it closes. The panel's code starts loading as soon as the shopper points at or focuses
 * the field.
 */
export function HeaderSearchForm({ className }: { className?: string }) {
  const t = useT();
  const store = useStoreView();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const panelOpen = useUi((state) => state.searchpanel);
  const text = useSearch((state) => state.text);
  const loadPanel = useLoadOnIntent(SEARCH_PANEL);

  // Uncontrolled, so text typed before hydration is not wiped; it shows the panel's text once the panel closes.
  useEffect(() => {
    if (!panelOpen && inputRef.current && inputRef.current.value !== text) inputRef.current.value = text;
  }, [panelOpen, text]);

  const typed = () => {
    // The controller comes with the panel's code, which the field's focus started loading (useLoadOnIntent). Once it
    // is here, the field's text goes to the search, before the panel opens, as the panel expects; but only while
    // this field has the focus: once the panel has it, the panel's field holds the text, and a keystroke's late turn
    // here would overwrite what was typed there since.
    void import('../../search/search-controller.js').then(({ setSearchText }) => {
      const field = inputRef.current;
      if (field && document.activeElement === field) setSearchText(store.code, field.value);
      setSearchpanel(true);
    });
  };

  // The open panel takes the focus from here: its field shows, from its first frame, everything typed so far, also
  // what no keystroke's turn has sent yet.
  const handOverToPanel = (event: FocusEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const search = searchStore.getState();
    if (uiStore.getState().searchpanel && search.text !== text) searchStore.setState(typeText(search, text));
  };

  return (
    <Form role="search" method="get" action={localizePath(store.code, SEARCH_RESULTS_PATH)} className={className ? `header-search ${className}` : 'header-search'}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('Search the shop')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="header-search__input"
        type="search"
        name="q"
        placeholder={t('Search for shoes, styles, sizes…')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={typed}
        onBlur={handOverToPanel}
        onClick={() => setSearchpanel(true)}
        {...loadPanel}
      />
      <button type="submit" className="header-search__submit" aria-label={t('Start search')}>
        <Icon name="search" size={20} />
      </button>
    </Form>
  );
}
