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

function allKeys(storage: WebStorageLike): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Local storage under the rules; what cannot be stored stays in `memory` for this page. */
class RuledStorage implements PersistentStorage {
  private readonly memory = new Map<string, string>();
  private counters: PersistenceState = INITIAL_PERSISTENCE_STATE;

  constructor(private readonly deps: PersistentStorageDeps) {}

  state(): PersistenceState {
    return this.counters;
  }

  getItem(key: string): string | null {
    if (!canRead(this.counters)) return this.memory.get(key) ?? null;
    try {
      return this.deps.storage()?.getItem(key) ?? this.memory.get(key) ?? null;
    } catch (error) {
      this.counters = afterReadError(this.counters);
      this.deps.log(`storage read of ${key} failed, reading from memory from now on: ${errorText(error)}`);
      return this.memory.get(key) ?? null;
    }
  }

  setItem(key: string, value: string): void {
    this.memory.set(key, value);
    this.write(key, (storage) => storage.setItem(key, value));
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    this.write(key, (storage) => storage.removeItem(key));
  }

  keys(prefix: string): string[] {
    let keys = [...this.memory.keys()];
    if (canRead(this.counters)) {
      try {
        const storage = this.deps.storage();
        if (storage) keys = [...new Set([...allKeys(storage), ...keys])];
      } catch {
        this.counters = afterReadError(this.counters);
      }
    }
    return keys.filter((key) => key.startsWith(prefix));
  }

  /** One write under the rules: a quota error clears the caches and retries once; other errors are counted. */
  private write(key: string, apply: (storage: WebStorageLike) => void): void {
    if (!canWrite(this.counters)) return;
    for (let retried = false; ; retried = true) {
      try {
        const storage = this.deps.storage();
        if (storage) apply(storage);
        return;
      } catch (error) {
        if (decideAfterWriteError(error, retried) === 'clear-caches-and-retry' && this.clearCaches()) continue;
        this.counters = afterWriteError(this.counters);
        this.deps.log(`storage write of ${key} failed (${this.counters.writeErrors}): ${errorText(error)}${canWrite(this.counters) ? '' : '; writing disabled'}`);
        return;
      }
    }
  }

  /** Removes the shop's caches (not preserved keys) from storage and memory; false when storage refused. */
  private clearCaches(): boolean {
    try {
      const storage = this.deps.storage();
      const keys = storage ? cacheKeysToClear(allKeys(storage)) : [];
      for (const key of keys) storage?.removeItem(key);
      for (const key of cacheKeysToClear([...this.memory.keys()])) this.memory.delete(key);
      this.deps.log(`storage quota exceeded: cleared ${keys.length} cached entries`);
      return true;
    } catch {
      return false;
    }
  }
}

export function createPersistentStorage(deps: PersistentStorageDeps): PersistentStorage {
  return new RuledStorage(deps);
}

let browserInstance: PersistentStorage | null = null;

/** The page's persistence layer over window.localStorage (created on first use; null on the server). */
export function browserPersistence(): PersistentStorage | null {
  if (typeof window === 'undefined') return null;
  browserInstance ??= createPersistentStorage({ storage: () => window.localStorage, log: (message) => console.warn(`[persistence] ${message}`) });
  return browserInstance;
}
