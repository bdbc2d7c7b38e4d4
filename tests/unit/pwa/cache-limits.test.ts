// Entry limits, expiry and the clean-up of old builds' caches (issue 6 §2).
import { describe, expect, it } from 'vitest';
import { API_CACHE_LIMIT, cacheNames, IMAGE_CACHE_LIMIT, isFresh, keysToEvict, obsoleteCaches, PAGE_CACHE_LIMIT, PAGE_NETWORK_TIMEOUT_MS } from '../../../shared/pwa/cache-limits.js';

const DAY = 24 * 60 * 60 * 1000;

describe('runtime cache limits', () => {
  it('bounds pages to 60, API answers to 200 and images to 300 entries, with expiry', () => {
    expect(PAGE_CACHE_LIMIT).toEqual({ maxEntries: 60, maxAgeMs: 7 * DAY });
    expect(API_CACHE_LIMIT).toEqual({ maxEntries: 200, maxAgeMs: DAY });
    expect(IMAGE_CACHE_LIMIT).toEqual({ maxEntries: 300, maxAgeMs: 30 * DAY });
    expect(PAGE_NETWORK_TIMEOUT_MS).toBe(3000);
  });

  it('evicts the oldest (first inserted) keys beyond the limit', () => {
    const keys = Array.from({ length: 63 }, (_, i) => `/p/${i}`);
    expect(keysToEvict(keys, PAGE_CACHE_LIMIT)).toEqual(['/p/0', '/p/1', '/p/2']);
    expect(keysToEvict(keys.slice(0, 60), PAGE_CACHE_LIMIT)).toEqual([]);
    expect(keysToEvict([], IMAGE_CACHE_LIMIT)).toEqual([]);
  });

  it('an entry is fresh within its lifetime, stale after it, and unreadable dates count as stale', () => {
    const now = 10 * DAY;
    expect(isFresh(String(now - DAY + 1), API_CACHE_LIMIT, now)).toBe(true);
    expect(isFresh(String(now - DAY), API_CACHE_LIMIT, now)).toBe(true);
    expect(isFresh(String(now - DAY - 1), API_CACHE_LIMIT, now)).toBe(false);
    expect(isFresh(null, API_CACHE_LIMIT, now)).toBe(false);
    expect(isFresh('yesterday', API_CACHE_LIMIT, now)).toBe(false);
    // A date far in the future (a clock set back) is not trusted.
    expect(isFresh(String(now + DAY), API_CACHE_LIMIT, now)).toBe(false);
  });
});

describe('cache names per build', () => {
  it('versions the precache and the pages (they name hashed assets) but not catalogue answers and images', () => {
    const names = cacheNames('abc123');
    expect(names.precache).toBe('shop-precache-abc123');
    expect(names.pages).toBe('shop-pages-abc123');
    expect(cacheNames('def456').api).toBe(names.api);
    expect(cacheNames('def456').images).toBe(names.images);
  });

  it('on activate deletes the caches of earlier builds and keeps other sites’ caches', () => {
    const current = cacheNames('new');
    const existing = ['shop-precache-old', 'shop-pages-old', current.precache, current.pages, current.api, current.images, 'someone-elses-cache'];
    expect(obsoleteCaches(existing, current)).toEqual(['shop-precache-old', 'shop-pages-old']);
  });
});
