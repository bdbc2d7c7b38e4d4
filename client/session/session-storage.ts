// The user kept in local storage across reloads (spec 02 §4 "Start loads the cached user and token"; §9 "Local
// storage keys cover ... user"), under one key. Storage can be missing or refuse: the session then lives in memory.
import type { CustomerProfile, OrderHistory, UserState } from '../../shared/account/session-rules.js';

import { USER_STORAGE_KEY } from './user-storage-key.js';

export { USER_STORAGE_KEY };
/** Other features' local data that logout clears (spec 02 §4: checkout details, wishlist, compare). */
export const LOGOUT_STORAGE_KEYS = ['shop/checkout', 'shop/wishlist', 'shop/compare'] as const;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type CachedUser = Pick<UserState, 'token' | 'refreshToken' | 'groupToken' | 'groupId' | 'current' | 'ordersHistory'>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const obj = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

export function parseCachedUser(text: string | null): CachedUser | null {
  if (!text) return null;
  try {
    const raw = obj(JSON.parse(text));
    if (!raw || !str(raw.token)) return null;
    const current = obj(raw.current);
    const history = obj(raw.ordersHistory);
    return {
      token: str(raw.token),
      refreshToken: str(raw.refreshToken),
      groupToken: str(raw.groupToken),
      groupId: typeof raw.groupId === 'number' ? raw.groupId : null,
      current: current && typeof current.email === 'string' ? ({ addresses: [], ...current } as unknown as CustomerProfile) : null,
      ordersHistory: history && Array.isArray(history.items) ? (history as unknown as OrderHistory) : null,
    };
  } catch {
    return null;
  }
}

export function createUserStorage(storage: KeyValueStorage | null) {
  const safely = (run: () => void) => {
    try {
      run();
    } catch {
      // Quota or private mode: the session still works for this page.
    }
  };
  return {
    read(): CachedUser | null {
      try {
        return parseCachedUser(storage?.getItem(USER_STORAGE_KEY) ?? null);
      } catch {
        return null;
      }
    },
    write(user: CachedUser): void {
      safely(() => storage?.setItem(USER_STORAGE_KEY, JSON.stringify(user)));
    },
    clear(): void {
      safely(() => [USER_STORAGE_KEY, ...LOGOUT_STORAGE_KEYS].forEach((key) => storage?.removeItem(key)));
    },
  };
}

export type UserStorage = ReturnType<typeof createUserStorage>;

export const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};
