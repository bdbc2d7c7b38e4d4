// The search panel (spec 01 §4): opens from the header's search field and the bottom navigation's Search
// (ui-store searchpanel, which sets the overlay and closes the mobile menu); closes on Escape, a click on the
// backdrop and any navigation (SearchPanelSlot, which mounts it while open: its code loads lazily). While open it
// keeps Tab inside, locks page scrolling and, on close, gives focus back to whatever opened it. Full screen on
// phones; below the header bar from 1024 px.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useStoreView, useT } from '../../i18n.js';
import { openSearch, useSearch } from '../../search/search-controller.js';
import { setSearchpanel, useUi } from '../../stores/ui-store.js';
import { useModalBehaviour } from '../ui/use-modal-behaviour.js';
import { SearchPanelField } from './SearchPanelField.js';
import { SearchPanelResults } from './SearchPanelResults.js';

const close = () => setSearchpanel(false);

/** The caret after the text when the panel opens, so that typing begun in the header's field simply goes on. */
function useCaretAtEnd(open: boolean, inputRef: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (open && input) input.setSelectionRange(input.value.length, input.value.length);
  }, [open, inputRef]);
}

/** Where the header bar ends on screen: the desktop panel hangs below it (phones use the full screen). */
function useHeaderBottom(open: boolean): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!open) return;
    const bar = document.querySelector('.site-header__bar');
    setTop(Math.max(0, Math.round(bar?.getBoundingClientRect().bottom ?? 0)));
  }, [open]);
  return top;
}

export function SearchPanel() {
  const t = useT();
  const store = useStoreView();
  const open = useUi((state) => state.searchpanel);
  const text = useSearch((state) => state.text);
  const query = useSearch((state) => state.query);
  const results = useSearch((state) => state.results);
  const total = useSearch((state) => state.total);
  const emptyResults = useSearch((state) => state.emptyResults);
  const readMore = useSearch((state) => state.readMore);
  const loading = useSearch((state) => state.loading);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const resultsId = useId();
  const top = useHeaderBottom(open);
  useModalBehaviour(open, panelRef, close, inputRef);
  useCaretAtEnd(open, inputRef);

  useEffect(() => {
    if (open) openSearch(store.code);
  }, [open, store.code]);

  if (!open) return null;
  const state = { text, query, results, total, emptyResults, readMore, loading };
  return (
    <div
      ref={panelRef}
      className="search-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      style={{ '--search-panel-top': `${top}px` } as CSSProperties}
    >
      <div className="search-panel__sheet">
        <div className="search-panel__head">
          <div className="container search-panel__head-inner">
            <h2 id={titleId} className="visually-hidden">
              {t('Search the shop')}
            </h2>
            <SearchPanelField text={text} inputId={inputId} resultsId={resultsId} inputRef={inputRef} onClose={close} />
          </div>
        </div>
        <div className="search-panel__scroller">
          <div className="container">
            <SearchPanelResults state={state} id={resultsId} onPick={() => inputRef.current?.focus()} />
          </div>
        </div>
      </div>
    </div>
  );
}
