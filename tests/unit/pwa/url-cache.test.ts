// The URL cache (spec 01 §7, §8): URL mappings kept through the persistence layer for offline use, bounded, and
// cleared by a quota error.
import { describe, expect, it } from 'vitest';
import type { CatalogApi, UrlMapResult } from '../../../shared/api/catalog.js';
import { CatalogOfflineError } from '../../../client/api/catalog-client.js';
import { createPersistentStorage } from '../../../client/persistence/persistent-storage.js';
import { createUrlCache, URL_CACHE_MAX_ENTRIES, urlCacheKey, withUrlCache } from '../../../client/persistence/url-cache.js';
import { FakeStorage } from './fake-storage.js';

const MEN = { _type: 'category', _source: { id: 20, name: 'Men' } } as unknown as UrlMapResult;

function setup(resolve: CatalogApi['resolveUrl']) {
  const storage = new FakeStorage();
  const persistence = createPersistentStorage({ storage: () => storage, log: () => undefined });
  let clock = 1000;
  const cache = createUrlCache(persistence, () => (clock += 1));
  const catalog = withUrlCache({ resolveUrl: resolve } as CatalogApi, cache);
  return { storage, persistence, cache, catalog };
}

describe('withUrlCache', () => {
  it('keeps each answered mapping and answers from it when the network is down', async () => {
    let online = true;
    const { catalog, storage } = setup(async () => {
      if (!online) throw new CatalogOfflineError('/api/url/map');
      return MEN;
    });
    expect(await catalog.resolveUrl('main', '/men')).toEqual(MEN);
    expect(storage.data.has(urlCacheKey('main', '/men'))).toBe(true);
    online = false;
    expect(await catalog.resolveUrl('main', '/men')).toEqual(MEN);
    await expect(catalog.resolveUrl('main', '/women')).rejects.toBeInstanceOf(CatalogOfflineError);
    // Store views are kept apart.
    await expect(catalog.resolveUrl('de', '/men')).rejects.toBeInstanceOf(CatalogOfflineError);
  });

  it('a fetch TypeError also falls back; a server error does not hide behind the cache', async () => {
    let failure: Error | null = null;
    const { catalog } = setup(async () => {
      if (failure) throw failure;
      return MEN;
    });
    await catalog.resolveUrl('main', '/men');
    failure = new TypeError('Failed to fetch');
    expect(await catalog.resolveUrl('main', '/men')).toEqual(MEN);
    failure = new Error('Request failed with code 500');
    await expect(catalog.resolveUrl('main', '/men')).rejects.toThrow('500');
  });

  it('does not keep "no mapping" answers', async () => {
    const { catalog, storage } = setup(async () => null);
    expect(await catalog.resolveUrl('main', '/nothing')).toBeNull();
    expect(storage.data.size).toBe(0);
  });
});

describe('createUrlCache', () => {
  it(`keeps at most ${URL_CACHE_MAX_ENTRIES} mappings, dropping the oldest`, () => {
    const { cache, storage } = setup(async () => null);
    for (let i = 0; i < URL_CACHE_MAX_ENTRIES + 5; i += 1) cache.put('main', `/c/${i}`, MEN);
    expect(storage.data.size).toBe(URL_CACHE_MAX_ENTRIES);
    expect(cache.get('main', '/c/0')).toBeNull();
    expect(cache.get('main', '/c/4')).toBeNull();
    expect(cache.get('main', '/c/5')).toEqual(MEN);
  });

  it('ignores entries it cannot read', () => {
    const { cache, persistence } = setup(async () => null);
    persistence.setItem(urlCacheKey('main', '/broken'), '{not json');
    expect(cache.get('main', '/broken')).toBeNull();
  });

  it('spec 01 §8: a quota error clears the URL cache, the cart stays', () => {
    const { cache, storage, persistence } = setup(async () => null);
    cache.put('main', '/men', MEN);
    persistence.setItem('shop/cart', '{"version":1}');
    storage.quota = [...storage.data].reduce((sum, [k, v]) => sum + k.length + v.length, 0) + 5;
    persistence.setItem('shop/cart', '{"version":1,"cartItems":[]}');
    expect(cache.get('main', '/men')).toBeNull();
    expect(storage.data.get('shop/cart')).toBe('{"version":1,"cartItems":[]}');
  });
});
