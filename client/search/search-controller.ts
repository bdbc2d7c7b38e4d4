// The search panel's controller in the browser: keeps the panel's state (shared/search/search-panel-state.ts),
// asks the edge's catalogue API after a pause in typing, pages with "Read more" and keeps the last query in local
// storage between visits (spec 01 §4, §9). A failed search is only logged (spec 01 §8).
import type { CatalogApi } from '../../shared/api/catalog.js';
import { SEARCH_DEBOUNCE_MS, SEARCH_PANEL_PAGE_SIZE, LAST_QUERY_STORAGE_KEY } from '../../shared/search/search-input.js';
import {
  decideSearch,
  failSearch,
  receivePage,
  startSearch,
  typeText,
} from '../../shared/search/search-panel-state.js';
import type { StoreCode } from '../../shared/store-views.js';
import { lazyHttpCatalog } from '../api/browser-catalog.js';
import { toProductCards } from '../components/catalog/product-card-data.js';
import { searchStore } from './search-store.js';

export { searchStore, useSearch, type SearchState } from './search-store.js';

export interface SearchDependencies {
  catalog: CatalogApi;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now: () => Date;
  log: (message: string, error: unknown) => void;
  debounceMs: number;
}

let deps: SearchDependencies | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Only the newest request may change the state: an older answer arriving late is dropped. */
let latestRequest = 0;
/** The store view the shown results belong to (a language switch searches again). */
let resultsStore: StoreCode | null = null;
let restored = false;

function browserStorage(): SearchDependencies['storage'] {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function dependencies(): SearchDependencies {
  deps ??= {
    catalog: lazyHttpCatalog(),
    storage: browserStorage(),
    now: () => new Date(),
    log: (message, error) => console.warn(message, error),
    debounceMs: SEARCH_DEBOUNCE_MS,
  };
  return deps;
}

/** Tests (and a future service worker) hand in their own catalogue, storage and clock. */
export function configureSearch(overrides: Partial<SearchDependencies>): void {
  deps = { ...dependencies(), ...overrides };
  resetSearch();
}

export function resetSearch(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  latestRequest += 1;
  resultsStore = null;
  restored = false;
  searchStore.reset();
}

function rememberQuery(text: string): void {
  const storage = dependencies().storage;
  try {
    if (text.trim()) storage?.setItem(LAST_QUERY_STORAGE_KEY, text);
    else storage?.removeItem(LAST_QUERY_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the query is simply not kept for the next visit.
  }
}

async function fetchPage(store: StoreCode, query: string, start: number): Promise<void> {
  const request = ++latestRequest;
  const { catalog, now, log } = dependencies();
  searchStore.setState(startSearch(searchStore.getState()));
  try {
    const answer = await catalog.listProducts({ store, q: query, from: start, size: SEARCH_PANEL_PAGE_SIZE, fields: 'card', aggregations: false });
    if (request !== latestRequest) return;
    resultsStore = store;
    const items = toProductCards(store, answer.items, now());
    searchStore.setState(receivePage(searchStore.getState(), { query, start, items, total: answer.total }));
  } catch (error) {
    if (request !== latestRequest) return;
    log(`Search for "${query}" failed`, error);
    searchStore.setState(failSearch(searchStore.getState()));
  }
}

function schedule(store: StoreCode, query: string, delay: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void fetchPage(store, query, 0);
  }, delay);
}

/** The shopper changed the text: clear at once when empty, search after a pause from 3 characters on. */
export function setSearchText(store: StoreCode, text: string): void {
  restored = true;
  const decision = decideSearch(text);
  searchStore.setState(typeText(searchStore.getState(), text));
  rememberQuery(text);
  if (decision.action !== 'search') {
    if (timer) clearTimeout(timer);
    timer = null;
    // Answers still on their way belong to text that is gone.
    if (decision.action === 'clear') latestRequest += 1;
    return;
  }
  const state = searchStore.getState();
  if (decision.query === state.query && resultsStore === store) return;
  schedule(store, decision.query, dependencies().debounceMs);
}

/** "Read more": the next 18 results of the shown query. */
export function readMoreResults(store: StoreCode): Promise<void> {
  const state = searchStore.getState();
  if (!state.readMore || state.loading) return Promise.resolve();
  return fetchPage(store, state.query, state.results.length);
}

/**
 * The panel opens: the first time in this tab the last query of an earlier visit comes back (and is searched
 * again); later the panel shows what it showed. A change of store view searches the text again in the new one.
 */
export function openSearch(store: StoreCode): void {
  if (!restored) {
    restored = true;
    let last: string | null = null;
    try {
      last = dependencies().storage?.getItem(LAST_QUERY_STORAGE_KEY) ?? null;
    } catch {
      last = null;
    }
    if (last && !searchStore.getState().text) searchStore.setState(typeText(searchStore.getState(), last));
  }
  const decision = decideSearch(searchStore.getState().text);
  const state = searchStore.getState();
  if (decision.action === 'search' && (decision.query !== state.query || resultsStore !== store)) schedule(store, decision.query, 0);
}
