import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CACHE_MAX_BYTES, EdgeCache, normalizedKey, STALE_MAX_AGE_MS } from '../../../server/edge/cache.js';
import { estimateBytes } from '../../../server/edge/cache-size.js';
import type { CacheTtls } from '../../../server/config.js';

const TTL: CacheTtls = { urlMap: 300, cms: 300, category: 120, search: 60, product: 60, html: 0 };

function makeCache(maxEntries = 100) {
  let now = 1_000_000;
  const onStale = vi.fn();
  const cache = new EdgeCache({ ttl: TTL, maxEntries, now: () => now, onStale });
  return { cache, onStale, advance: (ms: number) => (now += ms) };
}

const loadValue = <T>(value: T) => vi.fn(async () => value);

describe('EdgeCache', () => {
  it('serves a value from cache until its kind TTL has passed, then loads again', async () => {
    const { cache, advance } = makeCache();
    const load = loadValue({ total: 3 });
    await cache.getOrLoad({ kind: 'search', key: 'k', load });
    advance(59_999);
    await cache.getOrLoad({ kind: 'search', key: 'k', load });
    expect(load).toHaveBeenCalledTimes(1);
    advance(2);
    await cache.getOrLoad({ kind: 'search', key: 'k', load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses each kind’s own TTL (category 120 s outlives search 60 s)', async () => {
    const { cache, advance } = makeCache();
    const loadCategory = loadValue(['c']);
    const loadSearch = loadValue(['s']);
    await cache.getOrLoad({ kind: 'category', key: 'k', load: loadCategory });
    await cache.getOrLoad({ kind: 'search', key: 'k', load: loadSearch });
    advance(90_000);
    await cache.getOrLoad({ kind: 'category', key: 'k', load: loadCategory });
    await cache.getOrLoad({ kind: 'search', key: 'k', load: loadSearch });
    expect(loadCategory).toHaveBeenCalledTimes(1);
    expect(loadSearch).toHaveBeenCalledTimes(2);
  });

  it('does not store a kind whose TTL is 0', async () => {
    const { cache } = makeCache();
    const load = loadValue('<html>');
    await cache.getOrLoad({ kind: 'html', key: '/', load });
    await cache.getOrLoad({ kind: 'html', key: '/', load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is bounded: the least recently used entry goes when the bound is reached', async () => {
    const { cache } = makeCache(10);
    for (let i = 0; i < 15; i++) await cache.getOrLoad({ kind: 'product', key: `p${i}`, load: loadValue(i) });
    expect(cache.size).toBe(10);
    const load = loadValue(0);
    await cache.getOrLoad({ kind: 'product', key: 'p0', load });
    expect(load).toHaveBeenCalledTimes(1);
    const kept = loadValue(14);
    await cache.getOrLoad({ kind: 'product', key: 'p14', load: kept });
    expect(kept).not.toHaveBeenCalled();
  });

  it('does not cache errors: the next call asks the upstream again', async () => {
    const { cache } = makeCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(cache.getOrLoad({ kind: 'product', key: 'k', load })).rejects.toThrow('down');
    await expect(cache.getOrLoad({ kind: 'product', key: 'k', load })).resolves.toBe('up');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not cache empty results (null by default, or what `cacheable` refuses)', async () => {
    const { cache } = makeCache();
    const loadNull = loadValue(null);
    await cache.getOrLoad({ kind: 'product', key: 'gone', load: loadNull });
    await cache.getOrLoad({ kind: 'product', key: 'gone', load: loadNull });
    expect(loadNull).toHaveBeenCalledTimes(2);
    const loadEmpty = loadValue([] as string[]);
    const cacheable = (list: string[]) => list.length > 0;
    await cache.getOrLoad({ kind: 'category', key: 'none', load: loadEmpty, cacheable });
    await cache.getOrLoad({ kind: 'category', key: 'none', load: loadEmpty, cacheable });
    expect(loadEmpty).toHaveBeenCalledTimes(2);
  });

  it('serves the stale copy when the upstream fails after expiry, and reports it', async () => {
    const { cache, advance, onStale } = makeCache();
    await cache.getOrLoad({ kind: 'search', key: 'k', load: loadValue('old') });
    advance(61_000);
    const failing = vi.fn().mockRejectedValue(new Error('upstream down'));
    await expect(cache.getOrLoad({ kind: 'search', key: 'k', load: failing })).resolves.toBe('old');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(onStale).toHaveBeenCalledWith('search|k', expect.any(Error));
    // Once the upstream is back, the fresh answer replaces the stale one.
    await expect(cache.getOrLoad({ kind: 'search', key: 'k', load: loadValue('new') })).resolves.toBe('new');
  });

  it('gives up a stale copy older than STALE_MAX_AGE_MS', async () => {
    const { cache, advance } = makeCache();
    await cache.getOrLoad({ kind: 'search', key: 'k', load: loadValue('old') });
    advance(60_000 + STALE_MAX_AGE_MS + 1);
    await expect(cache.getOrLoad({ kind: 'search', key: 'k', load: vi.fn().mockRejectedValue(new Error('down')) })).rejects.toThrow('down');
  });

  it('drops the old copy when the upstream now answers empty, so it is never served stale later', async () => {
    const { cache, advance } = makeCache();
    await cache.getOrLoad({ kind: 'product', key: 'k', load: loadValue('shoe') });
    advance(61_000);
    await expect(cache.getOrLoad({ kind: 'product', key: 'k', load: loadValue(null) })).resolves.toBeNull();
    await expect(cache.getOrLoad({ kind: 'product', key: 'k', load: vi.fn().mockRejectedValue(new Error('down')) })).rejects.toThrow('down');
  });

  it('shares one upstream call between concurrent misses of the same key', async () => {
    const { cache } = makeCache();
    let release!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.getOrLoad({ kind: 'cms', key: 'k', load }), cache.getOrLoad({ kind: 'cms', key: 'k', load })]);
    release('page');
    await expect(both).resolves.toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('invalidates by kind, by tag, by both, or everything', async () => {
    const { cache } = makeCache();
    await cache.getOrLoad({ kind: 'product', key: 'a', tags: ['store:main', 'sku:A'], load: loadValue(1) });
    await cache.getOrLoad({ kind: 'product', key: 'b', tags: ['store:de', 'sku:B'], load: loadValue(2) });
    await cache.getOrLoad({ kind: 'search', key: 'c', tags: ['store:de'], load: loadValue(3) });
    await cache.getOrLoad({ kind: 'cms', key: 'd', tags: ['store:main'], load: loadValue(4) });
    expect(cache.invalidate({ tags: ['sku:A'] })).toBe(1);
    expect(cache.invalidate({ kinds: ['product'], tags: ['store:main'] })).toBe(0);
    expect(cache.invalidate({ kinds: ['search'] })).toBe(1);
    expect(cache.peek('product', 'b')).toBe(2);
    expect(cache.invalidate()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('peek and set serve callers that render on a miss themselves (the HTML cache)', () => {
    const { cache, advance } = makeCache();
    const withHtml = new EdgeCache({ ttl: { ...TTL, html: 30 }, maxEntries: 10 });
    withHtml.set('html', 'main|/', '<html>');
    expect(withHtml.peek('html', 'main|/')).toBe('<html>');
    cache.set('product', 'x', 'y');
    advance(60_001);
    expect(cache.peek('product', 'x')).toBeUndefined();
  });
});

describe('EdgeCache byte bound (issue #13 item 2)', () => {
  const MB = 1024 * 1024;
  /** A listing-like answer of about `kb` KB: 50 products with a description each. */
  const listing = (kb: number, seed: number) => ({
    items: Array.from({ length: 50 }, (_, i) => ({ sku: `S-${seed}-${i}`, price: 99.5 + i, description: 'x'.repeat(Math.round((kb * 1024) / 50)) })),
    total: 50,
  });

  it('keeps the bytes of all entries under maxBytes however many distinct keys arrive', async () => {
    const cache = new EdgeCache({ ttl: TTL, maxEntries: 100_000, maxBytes: 2 * MB });
    for (let i = 0; i < 200; i++) await cache.getOrLoad({ kind: 'search', key: `size=${i}`, load: async () => listing(100, i) });
    expect(cache.bytes).toBeLessThanOrEqual(2 * MB);
    expect(cache.bytes).toBeGreaterThan(MB);
    expect(cache.size).toBeLessThan(200);
    // The newest stays, the oldest went.
    expect(cache.peek('search', 'size=199')).toBeDefined();
    expect(cache.peek('search', 'size=0')).toBeUndefined();
  });

  it('counts stale copies in the same bound', async () => {
    let now = 0;
    const cache = new EdgeCache({ ttl: TTL, maxEntries: 100_000, maxBytes: MB, now: () => now });
    for (let i = 0; i < 50; i++) {
      await cache.getOrLoad({ kind: 'search', key: `k${i}`, load: async () => listing(100, i) });
      now += 120_000; // every earlier entry is stale now, still kept for a failing upstream
    }
    expect(cache.bytes).toBeLessThanOrEqual(MB);
  });

  it('does not keep one answer larger than a quarter of the bound', async () => {
    const cache = new EdgeCache({ ttl: TTL, maxEntries: 100, maxBytes: 4 * MB });
    await cache.getOrLoad({ kind: 'search', key: 'huge', load: async () => listing(1200, 1) });
    expect(cache.size).toBe(0);
    await cache.getOrLoad({ kind: 'search', key: 'small', load: async () => listing(100, 2) });
    expect(cache.size).toBe(1);
  });

  it('counts a Buffer by its length and takes a size the caller knows', () => {
    const cache = new EdgeCache({ ttl: { ...TTL, html: 30 }, maxEntries: 100, maxBytes: MB });
    cache.set('html', '/men', Buffer.alloc(100_000));
    expect(cache.bytes).toBeGreaterThanOrEqual(100_000);
    expect(cache.bytes).toBeLessThan(101_000);
    cache.set('html', '/women', { bodies: 'opaque' }, [], 200_000);
    expect(cache.bytes).toBeGreaterThan(300_000);
  });

  it('defaults to 128 MiB', () => {
    expect(new EdgeCache({ ttl: TTL, maxEntries: 10 }).maxBytes).toBe(DEFAULT_CACHE_MAX_BYTES);
  });
});

describe('estimateBytes', () => {
  it('counts strings by their characters, objects and arrays by their slots, and is not fooled by cycles', () => {
    expect(estimateBytes('a'.repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(estimateBytes('ő'.repeat(1000))).toBeGreaterThanOrEqual(2000);
    const doc = { name: 'Konrad Oxford', sizes: [39, 40, 41], price: 129.99 };
    expect(estimateBytes(doc)).toBeGreaterThan(JSON.stringify(doc).length);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(estimateBytes(cyclic)).toBeLessThan(200);
  });

  it('walks a deeply nested value without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(estimateBytes(deep)).toBeGreaterThan(100_000);
  });
});

describe('normalizedKey', () => {
  it('does not depend on parameter order and drops undefined values', () => {
    expect(normalizedKey({ b: 1, a: { d: [2, 1], c: undefined } })).toBe(normalizedKey({ a: { d: [2, 1] }, b: 1 }));
    expect(normalizedKey({ a: 1 })).not.toBe(normalizedKey({ a: 2 }));
  });

  it('keeps array order (a list of skus is a different question in another order only if the caller says so)', () => {
    expect(normalizedKey({ a: [1, 2] })).not.toBe(normalizedKey({ a: [2, 1] }));
  });
});
