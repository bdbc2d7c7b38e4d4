// The rules of the persistent cache (spec 01 §8, §9) as pure decisions: after the first read error reading falls
// back to memory; after 30 write errors writing stops; a quota error clears the caches that are not preserved
// (the URL cache among them) and retries the write once. Errors are logged only, never shown.

/** Spec 01 §9: read error limit 1, write error limit 30. */
export const READ_ERROR_LIMIT = 1;
export const WRITE_ERROR_LIMIT = 30;

/** Namespace of the shop's keys in local storage. */
export const KEY_PREFIX = 'shop/';
/**
 * What the shopper would lose: cart, checkout, user, consent claims, queued orders. Everything else under the
 * prefix is a cache that can be fetched again (the URL cache 'shop/url/…', CMS and catalogue caches).
 */
export const PRESERVED_KEYS: readonly string[] = ['shop/cart', 'shop/checkout', 'shop/user', 'shop/claims', 'shop/orders', 'shop/newsletter'];
export const URL_CACHE_PREFIX = 'shop/url/';

export interface PersistenceState {
  readErrors: number;
  writeErrors: number;
}

export const INITIAL_PERSISTENCE_STATE: PersistenceState = { readErrors: 0, writeErrors: 0 };

export function isPreservedKey(key: string): boolean {
  return PRESERVED_KEYS.some((preserved) => key === preserved || key.startsWith(`${preserved}/`));
}

/** Keys to remove when the storage is full: the shop's caches, never a preserved key or another site's key. */
export function cacheKeysToClear(keys: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith(KEY_PREFIX) && !isPreservedKey(key));
}

export function canRead(state: PersistenceState): boolean {
  return state.readErrors < READ_ERROR_LIMIT;
}

export function canWrite(state: PersistenceState): boolean {
  return state.writeErrors < WRITE_ERROR_LIMIT;
}

export const afterReadError = (state: PersistenceState): PersistenceState => ({ ...state, readErrors: state.readErrors + 1 });
export const afterWriteError = (state: PersistenceState): PersistenceState => ({ ...state, writeErrors: state.writeErrors + 1 });

/** What to do after a refused write: clear the caches and retry (once, for a quota error), or count the error. */
export function decideAfterWriteError(error: unknown, alreadyRetried: boolean): 'clear-caches-and-retry' | 'count-error' {
  return isQuotaError(error) && !alreadyRetried ? 'clear-caches-and-retry' : 'count-error';
}

/** The storage is full: QuotaExceededError (code 22), or Firefox's NS_ERROR_DOM_QUOTA_REACHED (code 1014). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
