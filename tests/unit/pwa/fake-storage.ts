// A local storage stand-in for the persistence tests: a Map with switchable failures (read errors, write errors,
// a quota in bytes) and counters of the calls that reached it.
import type { WebStorageLike } from '../../../client/persistence/persistent-storage.js';

export class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
  readonly code = 22;
}

export class FakeStorage implements WebStorageLike {
  readonly data = new Map<string, string>();
  failReads = false;
  failWrites = false;
  /** Total characters of keys and values the storage holds at most; Infinity for no limit. */
  quota = Infinity;
  reads = 0;
  writes = 0;

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.data.set(key, value);
  }

  get length(): number {
    return this.data.size;
  }

  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.reads += 1;
    if (this.failReads) throw new Error('SecurityError: storage is disabled');
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.writes += 1;
    if (this.failWrites) throw new Error('storage write refused');
    const used = [...this.data].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quota) throw new QuotaExceededError('The quota has been exceeded.');
    this.data.set(key, value);
  }

  removeItem(key: string): void {
    this.data.delete(key);
  }
}
