// Search and listing input rules of spec 01 §5 and §9.

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_PANEL_PAGE_SIZE = 18;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_FILTER_QUERY_SIZE = 999;
export const AGGREGATION_SIZE = 10;
/**
 * The largest page the public catalogue API serves: the largest the shop itself asks for (a listing page). Each
 * distinct page is a cache entry, so a larger one would only let a client fill the edge's memory (issue #13).
 */
export const MAX_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Elasticsearch's index.max_result_window: the API refuses from + size beyond it with a 400 naming `from`. */
export const MAX_RESULT_WINDOW = 10_000;

/** Spec 01 §5: search starts only with at least 3 characters; empty text clears the results. */
export function searchTextState(text: string): 'clear' | 'too-short' | 'search' {
  const trimmed = text.trim();
  if (!trimmed) return 'clear';
  return [...trimmed].length < SEARCH_MIN_CHARS ? 'too-short' : 'search';
}

/** Spec 01 §9: a size of 0 or less becomes 50, a negative start becomes 0, the default size is 50. */
export function normalizePaging(from: number | undefined, size: number | undefined): { from: number; size: number } {
  const start = from === undefined || !Number.isFinite(from) || from < 0 ? 0 : Math.floor(from);
  const count = size === undefined || !Number.isFinite(size) || size <= 0 ? DEFAULT_PAGE_SIZE : Math.min(Math.floor(size), MAX_FILTER_QUERY_SIZE);
  return { from: start, size: count };
}

/** Spec 01 §5: attribute filter values containing a dot are skipped. */
export function usableFilterValues(values: readonly string[]): string[] {
  return values.filter((v) => v !== '' && !v.includes('.'));
}

/** Spec 01 §4: a listing loads more while start is below the total; nothing more when the total is below the page size. */
export function canLoadMore(loaded: number, total: number, pageSize: number = DEFAULT_PAGE_SIZE): boolean {
  if (total < pageSize) return false;
  return loaded < total;
}
