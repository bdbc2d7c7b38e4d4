// Change events at the edge (issue #14 item 4): the cache drops exactly the entries carrying a change's tags (found
// through its tag index, kept in step with evictions), the subscriber's line handling and tag conventions, and the
// tags read off products and listings.
import { describe, expect, it } from 'vitest';
import { EdgeCache } from '../../../server/edge/cache.js';
import { productListTags, productTags } from '../../../server/edge/cache-tags.js';
import { ALL_TAG, applyChange, LineSplitter, tagsForInvalidation } from '../../../server/edge/change-subscriber.js';
import type { CacheTtls } from '../../../server/config.js';

const TTL: CacheTtls = { urlMap: 300, cms: 300, category: 120, search: 60, product: 60, html: 30 };

function filledCache(maxEntries = 100) {
  const cache = new EdgeCache({ ttl: TTL, maxEntries });
  cache.set('product', 'de|A', { sku: 'A' }, ['store:de', 'sku:A', 'sku:A-40']);
  cache.set('product', 'de|B', { sku: 'B' }, ['store:de', 'sku:B']);
  cache.set('search', 'men', { items: ['A', 'B'] }, ['store:de', 'category:3', 'sku:A', 'sku:B']);
  cache.set('html', '/p/A', 'page A', ['store:de', 'sku:A', 'reviews:1']);
  cache.set('html', '/en/p/A', 'page A en', ['store:en', 'sku:A']);
  return cache;
}

describe('EdgeCache invalidation by tag', () => {
  it('drops exactly the entries carrying one of the tags, of every kind', () => {
    const cache = filledCache();
    expect(cache.invalidate({ tags: ['sku:A-40'] })).toBe(1);
    expect(cache.peek('product', 'de|A')).toBeUndefined();
    expect(cache.peek('html', '/p/A')).toBeDefined();
    expect(cache.invalidate({ tags: ['sku:A'] })).toBe(3);
    expect(cache.peek('search', 'men')).toBeUndefined();
    expect(cache.peek('html', '/en/p/A')).toBeUndefined();
    expect(cache.peek('product', 'de|B')).toEqual({ sku: 'B' });
  });

  it('narrows by kind when kinds and tags are given', () => {
    const cache = filledCache();
    expect(cache.invalidate({ tags: ['sku:A'], kinds: ['html'] })).toBe(2);
    expect(cache.peek('search', 'men')).toBeDefined();
  });

  it('forgets the tags of entries the LRU evicted or replaced', () => {
    const cache = new EdgeCache({ ttl: TTL, maxEntries: 2 });
    cache.set('product', '1', 'one', ['sku:X']);
    cache.set('product', '2', 'two', ['sku:Y']);
    cache.set('product', '3', 'three', ['sku:Z']); // evicts 1
    expect(cache.invalidate({ tags: ['sku:X'] })).toBe(0);
    cache.set('product', '2', 'two again', ['sku:W']); // replaces 2 with other tags
    expect(cache.invalidate({ tags: ['sku:Y'] })).toBe(0);
    expect(cache.invalidate({ tags: ['sku:W'] })).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('tags a loaded value by what it holds (tagsOf)', async () => {
    const cache = new EdgeCache({ ttl: TTL, maxEntries: 10 });
    await cache.getOrLoad({ kind: 'search', key: 'q', tags: ['store:de'], tagsOf: (list: { sku: string }[]) => list.map((p) => `sku:${p.sku}`), load: async () => [{ sku: 'K' }] });
    expect(cache.invalidate({ tags: ['sku:K'] })).toBe(1);
  });

  it('stays cheap with many tagged entries: a change looks only at the entries it touches', () => {
    const cache = new EdgeCache({ ttl: TTL, maxEntries: 20_000, maxBytes: 1024 ** 3 });
    // 1,000 listings of 50 products with 10 sizes each: 550 tags an entry.
    const filling = performance.now();
    for (let i = 0; i < 1000; i++) {
      const tags = ['store:de', `category:${i % 40}`];
      for (let p = 0; p < 50; p++) {
        const sku = `P${(i * 7 + p) % 10_000}`;
        tags.push(`sku:${sku}`, ...Array.from({ length: 10 }, (_, s) => `sku:${sku}-${s}`));
      }
      cache.set('search', `listing-${i}`, { i }, tags);
    }
    const perStoreMs = (performance.now() - filling) / 1000;
    const started = performance.now();
    let removed = 0;
    for (let change = 0; change < 100; change++) removed += cache.invalidate({ tags: [`sku:P${change * 97}-3`] });
    const perChangeMs = (performance.now() - started) / 100;
    expect(removed).toBeGreaterThan(0);
    // Printed, not asserted (timings on a loaded machine): the figure for the README.
    console.info(`tag index: ${perStoreMs.toFixed(3)} ms to store a listing of 550 tags, ${perChangeMs.toFixed(3)} ms per change over ${cache.size} such entries`);
  }, 60_000);
});

describe('change stream at the edge', () => {
  it('applies a change by its tags, "*" as everything and kind:… as a whole kind', () => {
    const cache = filledCache();
    expect(applyChange(cache, { tags: ['reviews:1'], reason: 'review' })).toBe(1);
    expect(applyChange(cache, { tags: ['kind:search'], reason: 'admin' })).toBe(1);
    expect(applyChange(cache, { tags: [ALL_TAG], reason: 'admin' })).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('turns the admin call’s filter into the tags it broadcasts', () => {
    expect(tagsForInvalidation({})).toEqual([ALL_TAG]);
    expect(tagsForInvalidation({ kinds: ['html', 'search'] })).toEqual(['kind:html', 'kind:search']);
    expect(tagsForInvalidation({ tags: ['sku:A'], kinds: ['html'] })).toEqual(['sku:A']);
  });

  it('splits NDJSON across chunk boundaries and skips blank lines', () => {
    const lines = new LineSplitter();
    expect(lines.push('{"type":"hel')).toEqual([]);
    expect(lines.push('lo"}\n\n{"type":"heartbeat"}\n{"a"')).toEqual(['{"type":"hello"}', '{"type":"heartbeat"}']);
    expect(lines.push(':1}\n')).toEqual(['{"a":1}']);
  });
});

describe('cache tags of products', () => {
  it('a product carries its own sku and those of its children and parts', () => {
    expect(productTags({ sku: 'C', configurable_children: [{ sku: 'C-40' }, { sku: 'C-41' }] as never })).toEqual(['sku:C', 'sku:C-40', 'sku:C-41']);
    expect(productTags({ sku: 'B', bundle_options: [{ product_links: [{ sku: 'L' }] }] as never, product_links: [{ sku: 'G' }] as never })).toEqual(['sku:B', 'sku:G', 'sku:L']);
    expect(productListTags([{ sku: 'A' }, { sku: 'A' }, { sku: 'B' }])).toEqual(['sku:A', 'sku:B']);
  });
});
