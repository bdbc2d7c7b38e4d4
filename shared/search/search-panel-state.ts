// The search panel's state and its transitions (spec 01 §4 "Search panel": a results list, an empty-results flag
// and a read-more flag that turns off once all results are loaded; §5: search starts at 3 characters, empty text
// clears the results and the empty flag). Pure: the browser's controller only applies them and does the I/O.
import { SEARCH_PANEL_PAGE_SIZE, searchTextState } from '../catalog/search-rules.js';
import { canReadMore, normalizeSearchQuery } from './search-input.js';

export interface SearchPanelState<T> {
  /** What the shopper typed (kept as typed, so the field does not jump while typing). */
  text: string;
  /** The normalised query the shown results belong to; '' when none are shown. */
  query: string;
  results: readonly T[];
  total: number;
  /** Spec 01 §4 empty-results flag: a search ran and found nothing. */
  emptyResults: boolean;
  /** Spec 01 §4 read-more flag: more results exist than are loaded. */
  readMore: boolean;
  /** A request is under way (the first page or a further one). */
  loading: boolean;
}

export function initialSearchPanelState<T>(text = ''): SearchPanelState<T> {
  return { text, query: '', results: [], total: 0, emptyResults: false, readMore: false, loading: false };
}

/** What a change of the text asks for: clear everything, keep waiting for more characters, or search. */
export type SearchDecision = { action: 'clear' } | { action: 'wait' } | { action: 'search'; query: string };

export function decideSearch(text: string): SearchDecision {
  const state = searchTextState(text);
  if (state === 'clear') return { action: 'clear' };
  if (state === 'too-short') return { action: 'wait' };
  return { action: 'search', query: normalizeSearchQuery(text) };
}

/** The shopper typed: empty text clears results and the empty flag at once; short text keeps what is shown. */
export function typeText<T>(state: SearchPanelState<T>, text: string): SearchPanelState<T> {
  const decision = decideSearch(text);
  if (decision.action === 'clear') return initialSearchPanelState<T>(text);
  return { ...state, text };
}

/** A first page is being asked for. */
export function startSearch<T>(state: SearchPanelState<T>): SearchPanelState<T> {
  return { ...state, loading: true };
}

export interface SearchPage<T> {
  query: string;
  /** Where this page starts: 0 for a new search, the number already loaded for "Read more". */
  start: number;
  items: readonly T[];
  total: number;
}

/**
 * A page arrived. A first page replaces the list, a further page (start > 0) is appended when it continues the
 * same query. The read-more flag turns off once everything is loaded; an empty first page sets the empty flag.
 */
export function receivePage<T>(state: SearchPanelState<T>, page: SearchPage<T>): SearchPanelState<T> {
  const appending = page.start > 0 && page.query === state.query;
  const results = appending ? [...state.results.slice(0, page.start), ...page.items] : [...page.items];
  // An index may report more than it hands out (a page shorter than asked ends the list).
  const total = page.items.length < SEARCH_PANEL_PAGE_SIZE ? results.length : Math.max(page.total, results.length);
  return {
    ...state,
    query: page.query,
    results,
    total,
    emptyResults: results.length === 0,
    readMore: canReadMore(results.length, total),
    loading: false,
  };
}

/** Spec 01 §8: a failed search is only logged; the panel keeps what it showed and stops waiting. */
export function failSearch<T>(state: SearchPanelState<T>): SearchPanelState<T> {
  return { ...state, loading: false };
}
