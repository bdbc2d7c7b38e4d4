// Input rules of the search panel and the search results page (spec 01 §4 "Search panel", §5, §9). Pure: the
// panel's controller and the results page's loader both decide with these, so both behave the same.
import { localizePath, type StoreCode } from '../store-views.js';
import { searchTextState } from '../catalog/search-rules.js';

export { SEARCH_MIN_CHARS, SEARCH_PANEL_PAGE_SIZE, normalizePaging, searchTextState } from '../catalog/search-rules.js';

/** Longest search text the gateway accepts (its schema's maxLength for `q`); longer text is cut, not refused. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Results per page of the server-rendered results page: 4 rows of the 3-column grid, 12 rows on phones. */
export const SEARCH_RESULTS_PAGE_SIZE = 24;
/**
 * The last page the results page offers. The index pages through at most this many results: deeper pages of a
 * fuzzy search are noise, and a bounded `page` keeps the HTML cache from being filled with arbitrary keys.
 */
export const SEARCH_RESULTS_MAX_PAGE = 40;
/** How long the panel waits after the last keystroke before it asks (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Where the panel keeps the last query between visits (spec 01 §9 "The last search query is kept"). */
export const LAST_QUERY_STORAGE_KEY = 'shop:search:last-query';
/** The path of the results page inside a store view (route 'search' of shared/routing/route-table.ts). */
export const SEARCH_RESULTS_PATH = '/search';

/** The text as it is searched and shown: trimmed, inner whitespace collapsed, cut to the gateway's limit. */
export function normalizeSearchQuery(raw: string | null | undefined): string {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim();
}

/** Spec 01 §5: search starts only with at least 3 characters of text. */
export function isSearchable(text: string): boolean {
  return searchTextState(text) === 'search';
}

/** Page numbers are read up to this; a longer number is as far beyond the last page as any. */
const MAX_PAGE_NUMBER = 999_999_999;

/**
 * The results page's `page` parameter as asked: a whole number of at least 1. Anything else (absent, '0', '-2',
 * '2.5', 'abc') is page 1, so a mistyped link still shows results. A page beyond the last is kept as asked: the
 * page then shows the last page and says so (shownResultsPage), never page 1 in silence.
 */
export function parseResultsPage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.max(1, Math.min(Number(value), MAX_PAGE_NUMBER));
}

/** The last page of results the results page offers for a total (at least 1, at most SEARCH_RESULTS_MAX_PAGE). */
export function lastResultsPage(total: number, pageSize: number = SEARCH_RESULTS_PAGE_SIZE): number {
  return Math.max(1, Math.min(SEARCH_RESULTS_MAX_PAGE, Math.ceil(total / pageSize)));
}

/** The page shown for the page asked: that page while the results reach it, else the last one. */
export function shownResultsPage(requested: number, total: number, pageSize: number = SEARCH_RESULTS_PAGE_SIZE): number {
  return Math.min(requested, lastResultsPage(total, pageSize));
}

/** The start (`from`) of a results page. */
export function resultsPageStart(page: number, pageSize: number = SEARCH_RESULTS_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** Whether the results page links to a next page: results beyond this page exist and the page limit allows it. */
export function hasNextResultsPage(page: number, total: number, pageSize: number = SEARCH_RESULTS_PAGE_SIZE): boolean {
  return page < SEARCH_RESULTS_MAX_PAGE && resultsPageStart(page + 1, pageSize) < total;
}

/** The results page's URL for a query ('/de/search?q=oxford&page=2'); page 1 has no page parameter. */
export function searchResultsHref(store: StoreCode, query: string, page = 1): string {
  const params = new URLSearchParams({ q: normalizeSearchQuery(query) });
  if (page > 1) params.set('page', String(page));
  return `${localizePath(store, SEARCH_RESULTS_PATH)}?${params}`;
}

/** Spec 01 §4: the panel's read-more flag; it turns off once all results are loaded. */
export function canReadMore(loaded: number, total: number): boolean {
  return loaded < total;
}
