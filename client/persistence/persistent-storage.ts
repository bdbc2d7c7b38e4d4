// The one persistence layer of the browser (spec 01 §8): a key-value storage over local storage that applies the
// rules of persistence-policy.ts. It never throws: what cannot be stored lives in memory for this page. The cart
// storage and the local caches (URL cache) use it.
import {
  afterReadError,
  afterWriteError,
  cacheKeysToClear,
  canRead,
  canWrite,
  decideAfterWriteError,
  INITIAL_PERSISTENCE_STATE,
  type PersistenceState,
} from './persistence-policy.js';

/** The part of the Web Storage API the layer uses (a fake in tests). */
export interface WebStorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PersistentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Keys under a prefix, in storage (or in memory once reading fell back to it). */
  keys(prefix: string): string[];
  /** The counters of the rules, for tests and diagnostics. */
  state(): PersistenceState;
}

export interface PersistentStorageDeps {
  /** The browser's storage; may throw (storage disabled) or be null (server render). */
  storage: () => WebStorageLike | null;
  log: (message: string) => void;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createPersistentStorage(deps: PersistentStorageDeps): PersistentStorage {
  const memory = new Map<string, string>();
  let state = INITIAL_PERSISTENCE_STATE;

  function allKeys(storage: WebStorageLike): string[] {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  }

  function clearCaches(storage: WebStorageLike): void {
    const keys = cacheKeysToClear(allKeys(storage));
    for (const key of keys) storage.removeItem(key);
    for (const key of cacheKeysToClear([...memory.keys()])) memory.delete(key);
    deps.log(`storage quota exceeded: cleared ${keys.length} cached entries`);
  }

  function write(key: string, apply: (storage: WebStorageLike) => void): void {
    if (!canWrite(state)) return;
    for (let retried = false; ; retried = true) {
      try {
        const storage = deps.storage();
        if (storage) apply(storage);
        return;
      } catch (error) {
        if (decideAfterWriteError(error, retried) === 'clear-caches-and-retry') {
          try {
            const storage = deps.storage();
            if (storage) clearCaches(storage);
            continue;
          } catch {
            // Clearing failed too: count it as the write's error below.
          }
        }
        state = afterWriteError(state);
        deps.log(`storage write of ${key} failed (${state.writeErrors}): ${errorText(error)}${canWrite(state) ? '' : '; writing disabled'}`);
        return;
      }
    }
  }

  return {
    getItem(key) {
      if (!canRead(state)) return memory.get(key) ?? null;
      try {
        return deps.storage()?.getItem(key) ?? memory.get(key) ?? null;
      } catch (error) {
        state = afterReadError(state);
        deps.log(`storage read of ${key} failed, reading from memory from now on: ${errorText(error)}`);
        return memory.get(key) ?? null;
      }
    },
    setItem(key, value) {
      memory.set(key, value);
      write(key, (storage) => storage.setItem(key, value));
    },
    removeItem(key) {
      memory.delete(key);
      write(key, (storage) => storage.removeItem(key));
    },
    keys(prefix) {
      let keys = [...memory.keys()];
      if (canRead(state)) {
        try {
          const storage = deps.storage();
          if (storage) keys = [...new Set([...allKeys(storage), ...keys])];
        } catch {
          state = afterReadError(state);
        }
      }
      return keys.filter((key) => key.startsWith(prefix));
    },
    state: () => state,
  };
}

let browserInstance: PersistentStorage | null = null;

/** The page's persistence layer over window.localStorage (created on first use; null on the server). */
export function browserPersistence(): PersistentStorage | null {
  if (typeof window === 'undefined') return null;
  browserInstance ??= createPersistentStorage({ storage: () => window.localStorage, log: (message) => console.warn(`[persistence] ${message}`) });
  return browserInstance;
}
