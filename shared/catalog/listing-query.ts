// The filter, sort and page state of a category listing as it lives in the page's URL query (spec 01 §2 "The
// filter and sort state of a listing lives in the route query"). Pure: parsing, serialising and the small edits
// a filter link makes, so that every link and GET form the page renders names exactly one canonical URL.
import { FILTER_ATTRIBUTES, SORT_KEYS, type FilterAttribute, type PriceRange, type SortKey } from '../api/catalog.js';
import { parsePriceRangeParam, priceRangeParam } from './price-ranges.js';
import { DEFAULT_PAGE_SIZE, MAX_FILTER_QUERY_SIZE, usableFilterValues } from './search-rules.js';

/** Spec 01 §9 sort options of a listing; Latest (updated_at descending) is the default. */
export const LISTING_SORT_KEYS: readonly SortKey[] = ['updated_at:desc', 'final_price:asc', 'final_price:desc'];
export const DEFAULT_LISTING_SORT: SortKey = 'updated_at:desc';

/** The page's query parameter of each filter: short words a shopper can read in a shared link. */
export const FILTER_PARAMS: Readonly<Record<FilterAttribute, string>> = {
  size: 'size',
  color: 'color',
  manufacturer: 'brand',
  hf_shoe_make: 'make',
  hf_shoe_last: 'last',
  hf_shoe_outsole: 'outsole',
  hf_shoe_type: 'type',
};
export const PRICE_PARAM = 'price';
/** The filters whose every value is shown ("Show all"), by their parameter names: ?all=color,size. */
export const SHOW_ALL_PARAM = 'all';
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';

/**
 * ?page=N shows the first N pages. The catalogue answers at most 999 products per query (spec 01 §9 maximum
 * filter query size), so a listing URL never asks for more pages than fit in that.
 */
export const MAX_LISTING_PAGES = Math.floor(MAX_FILTER_QUERY_SIZE / DEFAULT_PAGE_SIZE);
/** A shared link may carry at most this many values per filter; more is not a shopper's choice. */
const MAX_VALUES_PER_FILTER = 50;

export type ListingFilters = Partial<Record<FilterAttribute, string[]>>;

export interface ListingState {
  sort: SortKey;
  filters: ListingFilters;
  price: PriceRange | null;
  /** How many pages of DEFAULT_PAGE_SIZE products are shown (1 = the first page). */
  page: number;
  /** Filters showing every value instead of the most frequent ones, in FILTER_ATTRIBUTES order. */
  showAll: FilterAttribute[];
}

export const EMPTY_LISTING_STATE: ListingState = Object.freeze({ sort: DEFAULT_LISTING_SORT, filters: {}, price: null, page: 1, showAll: [] });

/** Values of one parameter, given repeated (a GET form's checkboxes) or comma-joined (a link), in first-seen order. */
function paramValues(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).flatMap((value) => value.split(','));
  return [...new Set(usableFilterValues(values.map((value) => value.trim())))].slice(0, MAX_VALUES_PER_FILTER);
}

function parseSort(value: string | null): SortKey {
  return value && (SORT_KEYS as readonly string[]).includes(value) && LISTING_SORT_KEYS.includes(value as SortKey) ? (value as SortKey) : DEFAULT_LISTING_SORT;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LISTING_PAGES) : 1;
}

/**
 * The listing state of a URL query. Unknown or malformed values fall back to the defaults instead of failing
 * the page; attribute values containing a dot are skipped (spec 01 §5).
 */
export function parseListingQuery(params: URLSearchParams): ListingState {
  const filters: ListingFilters = {};
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = paramValues(params, FILTER_PARAMS[attribute]);
    if (values.length) filters[attribute] = values;
  }
  const priceValue = params.get(PRICE_PARAM);
  const showAll = new Set(paramValues(params, SHOW_ALL_PARAM));
  return {
    sort: parseSort(params.get(SORT_PARAM)),
    filters,
    price: priceValue ? parsePriceRangeParam(priceValue) : null,
    page: parsePage(params.get(PAGE_PARAM)),
    showAll: FILTER_ATTRIBUTES.filter((attribute) => showAll.has(FILTER_PARAMS[attribute])),
  };
}

/** The canonical query of a state: fixed parameter order, defaults left out, so equal states give equal URLs. */
export function serializeListingQuery(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = state.filters[attribute];
    if (values?.length) params.set(FILTER_PARAMS[attribute], values.join(','));
  }
  if (state.price) params.set(PRICE_PARAM, priceRangeParam(state.price));
  const showAll = FILTER_ATTRIBUTES.filter((attribute) => state.showAll.includes(attribute));
  if (showAll.length) params.set(SHOW_ALL_PARAM, showAll.map((attribute) => FILTER_PARAMS[attribute]).join(','));
  if (state.sort !== DEFAULT_LISTING_SORT) params.set(SORT_PARAM, state.sort);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  return params;
}

/** 'pathname?query', or the bare pathname when the state is the default one. */
export function listingHref(pathname: string, state: ListingState): string {
  const query = serializeListingQuery(state).toString();
  // Commas separate a filter's values; left unescaped they keep shared links readable (?size=41,42).
  return query ? `${pathname}?${query.replace(/%2C/g, ',')}` : pathname;
}

export function isFilterValueSelected(state: ListingState, attribute: FilterAttribute, value: string): boolean {
  return state.filters[attribute]?.includes(value) ?? false;
}

/**
 * The state after clicking one filter value: added when absent, removed when present. Any change of the
 * filters starts again at the first page (a shown count of a different result set means nothing).
 */
export function toggleFilterValue(state: ListingState, attribute: FilterAttribute, value: string): ListingState {
  const current = state.filters[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters: ListingFilters = { ...state.filters };
  if (next.length) filters[attribute] = next;
  else delete filters[attribute];
  return { ...state, filters, page: 1 };
}

/** One price range at a time: choosing the chosen one again removes it. */
export function togglePriceRange(state: ListingState, range: PriceRange): ListingState {
  const same = state.price !== null && state.price.from === range.from && state.price.to === range.to;
  return { ...state, price: same ? null : { ...range }, page: 1 };
}

/** No filters and no price range; the sort stays. */
export function clearListingFilters(state: ListingState): ListingState {
  return { ...state, filters: {}, price: null, page: 1 };
}

/** The number the phone's "Filters" button shows: every chosen value, the price range counting as one. */
export function activeFilterCount(state: ListingState): number {
  const values = Object.values(state.filters).reduce((sum, list) => sum + (list?.length ?? 0), 0);
  return values + (state.price ? 1 : 0);
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.min(page, MAX_LISTING_PAGES)) };
}

export function withSort(state: ListingState, sort: SortKey): ListingState {
  return { ...state, sort, page: 1 };
}

/** "Show all" / "Show fewer" of one filter: the same products, more or fewer of the filter's values. */
export function toggleShowAll(state: ListingState, attribute: FilterAttribute): ListingState {
  const showing = state.showAll.includes(attribute);
  return { ...state, showAll: showing ? state.showAll.filter((a) => a !== attribute) : FILTER_ATTRIBUTES.filter((a) => a === attribute || state.showAll.includes(a)) };
}
