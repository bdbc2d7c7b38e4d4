import { describe, expect, it, vi } from 'vitest';
import type { ProductListResult } from '../../../shared/api/catalog.js';
import { EdgeCache } from '../../../server/edge/cache.js';
import { createCatalogService, normalizeListQuery, normalizeUrlPath } from '../../../server/edge/catalog-service.js';

const TTL = { urlMap: 300, cms: 300, category: 120, search: 60, product: 60, html: 30 };
const product = (sku: string, extra: object = {}) => ({ sku, status: 1, visibility: 4, url_path: `shoe/${sku}`, ...extra });
const emptyList: ProductListResult = { items: [], total: 0, start: 0, perPage: 50, aggregations: {} };

function fakeClient() {
  return {
    searchProducts: vi.fn(async () => ({ ...emptyList, items: [product('A')], total: 1 }) as unknown as ProductListResult),
    findProductsBySku: vi.fn(async (_store: string, sku: string) => (sku === 'A' ? [product('A')] : [])),
    listCategories: vi.fn(async () => [{ id: 20, slug: 'men' }]),
    findByUrlPath: vi.fn(async (_store: string, entity: string, path: string) => (entity === 'category' && path === 'men/oxfords' ? { id: 21 } : null)),
    findCms: vi.fn(async (_store: string, _entity: string, lookup: object) => ('identifier' in lookup && lookup.identifier === 'about-us' ? { id: 1 } : null)),
  };
}

function makeService() {
  const client = fakeClient();
  // The fake returns partial documents; the service only passes them on.
  const service = createCatalogService(client as never, new EdgeCache({ ttl: TTL, maxEntries: 100 }));
  return { client, service };
}

describe('normalizeUrlPath (spec 01 §2 URL resolution step 1)', () => {
  it('removes the query, fragment, the store prefix and surrounding slashes', () => {
    expect(normalizeUrlPath('de', '/de/men/oxfords/?color=49#top')).toBe('men/oxfords');
    expect(normalizeUrlPath('main', '/men/oxfords')).toBe('men/oxfords');
    expect(normalizeUrlPath('main', '/de-luxe/x')).toBe('de-luxe/x');
    expect(normalizeUrlPath('it', '/it')).toBe('');
    expect(normalizeUrlPath('main', '/schuhe/gr%C3%BCn')).toBe('schuhe/grün');
  });
});

describe('normalizeListQuery', () => {
  it('sorts and de-duplicates filter values so equal questions share a cache entry', () => {
    expect(normalizeListQuery({ store: 'main', filters: { color: ['50', '49', '50'], size: [] } })).toEqual({ store: 'main', from: 0, size: 50, filters: { color: ['49', '50'] } });
  });

  it('reads paging as spec 01 §9 does, so no size, size 0 and a negative size (and a negative start) share one entry (issue #13)', () => {
    const canonical = normalizeListQuery({ store: 'main', category: 10 });
    expect(canonical).toEqual({ store: 'main', category: 10, from: 0, size: 50 });
    for (const paging of [{ size: 0 }, { size: -3 }, { from: -5 }, { from: 0, size: 50 }]) {
      expect(normalizeListQuery({ store: 'main', category: 10, ...paging })).toEqual(canonical);
    }
    expect(normalizeListQuery({ store: 'main', from: 50, size: 24 })).toEqual({ store: 'main', from: 50, size: 24 });
  });

  it('trims the search text and collapses its spaces; a sku lookup asks at least as many products as it names', () => {
    expect(normalizeListQuery({ store: 'main', q: '  Konrad   Oxford ' }).q).toBe('Konrad Oxford');
    expect(normalizeListQuery({ store: 'main', skus: ['A', 'B', 'C'], size: 1 })).toMatchObject({ from: 0, size: 3 });
  });
});

describe('catalogue service', () => {
  it('caches listings under a key independent of filter value order', async () => {
    const { client, service } = makeService();
    await service.listProducts({ store: 'main', filters: { color: ['1', '2'] } });
    await service.listProducts({ store: 'main', filters: { color: ['2', '1'] } });
    expect(client.searchProducts).toHaveBeenCalledTimes(1);
  });

  it('answers a cached listing with its labels as the same object on every hit (its JSON and compressed bytes are kept per object)', async () => {
    const { client } = makeService();
    const withAggregations = { ...emptyList, items: [product('A')], total: 1, aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 1 }] } } };
    client.searchProducts.mockImplementation(async () => withAggregations as unknown as ProductListResult);
    const labels = [{ attribute_code: 'color', frontend_label: 'Colour', options: [{ value: '49', label: 'Black' }] }];
    const withLabels = { ...client, listAttributes: vi.fn(async () => labels) };
    const cached = createCatalogService(withLabels as never, new EdgeCache({ ttl: TTL, maxEntries: 100 }));
    const first = await cached.listProducts({ store: 'main', category: 10 });
    const second = await cached.listProducts({ store: 'main', category: 10 });
    expect(first.attributeMetadata).toEqual(labels);
    expect(second).toBe(first);
    expect(withLabels.listAttributes).toHaveBeenCalledTimes(1);
  });

  it('asks no filter labels for a query without aggregations, and keeps it apart from the default in the cache', async () => {
    const { client } = makeService();
    const listAttributes = vi.fn(async () => []);
    const service = createCatalogService({ ...client, listAttributes } as never, new EdgeCache({ ttl: TTL, maxEntries: 100 }));
    await service.listProducts({ store: 'main', q: 'oxford', aggregations: false });
    expect(listAttributes).not.toHaveBeenCalled();
    expect(client.searchProducts).toHaveBeenLastCalledWith({ store: 'main', q: 'oxford', aggregations: false, from: 0, size: 50 });
    await service.listProducts({ store: 'main', q: 'oxford', aggregations: true });
    await service.listProducts({ store: 'main', q: 'oxford' });
    expect(client.searchProducts).toHaveBeenCalledTimes(2);
    expect(listAttributes).toHaveBeenCalledTimes(2);
  });

  it('resolves /p/{sku}/{slug} to the product, /c/{slug} to the category and /i/{slug} to the CMS page', async () => {
    const { service } = makeService();
    expect(await service.resolveUrl('main', '/p/A/oxford')).toMatchObject({ _type: 'product', _source: { sku: 'A' } });
    expect(await service.resolveUrl('de', '/de/c/men')).toMatchObject({ _type: 'category', _source: { id: 20 } });
    expect(await service.resolveUrl('main', '/i/about-us')).toMatchObject({ _type: 'cms_page', _source: { id: 1 } });
  });

  it('resolves other paths by url_path, then CMS identifier; unknown paths and the home page give null', async () => {
    const { service } = makeService();
    expect(await service.resolveUrl('main', '/men/oxfords')).toMatchObject({ _type: 'category', _source: { id: 21 } });
    expect(await service.resolveUrl('main', '/about-us')).toMatchObject({ _type: 'cms_page' });
    expect(await service.resolveUrl('main', '/nothing/here')).toBeNull();
    expect(await service.resolveUrl('main', '/')).toBeNull();
  });

  it('tags a CMS page found by identifier, and a URL mapping, by the document they hold, so its change event drops them (issue #14 item 4)', async () => {
    const client = fakeClient();
    const cache = new EdgeCache({ ttl: TTL, maxEntries: 100 });
    const service = createCatalogService(client as never, cache);
    await service.getCmsByIdentifier('cms_page', 3, 'about-us');
    await service.resolveUrl('de', '/de/about-us');
    await service.resolveUrl('main', '/p/A/oxford');
    await service.resolveUrl('main', '/men/oxfords');
    expect(cache.invalidate({ tags: ['cms_page:1'] })).toBe(2);
    expect(cache.invalidate({ tags: ['category:21'] })).toBe(1);
    // The product's own entry and the mapping that carries it.
    expect(cache.invalidate({ tags: ['sku:A'] })).toBe(2);
  });

  it('does not cache a missing product, so it appears as soon as the index has it', async () => {
    const { client, service } = makeService();
    expect(await service.getProduct('main', 'B')).toBeNull();
    expect(await service.getProduct('main', 'B')).toBeNull();
    expect(client.findProductsBySku).toHaveBeenCalledTimes(2);
  });

  it('looks CMS content up in the store of its store id (0 = all stores → main)', async () => {
    const { client, service } = makeService();
    await service.getCmsByIdentifier('cms_page', 3, 'about-us');
    expect(client.findCms).toHaveBeenLastCalledWith('de', 'cms_page', { identifier: 'about-us', storeId: 3 });
    await service.getCmsByIdentifier('cms_block', 0, 'footer');
    expect(client.findCms).toHaveBeenLastCalledWith('main', 'cms_block', { identifier: 'footer', storeId: 0 });
    expect(await service.getCmsByIdentifier('cms_page', 99, 'about-us')).toBeNull();
  });
});
