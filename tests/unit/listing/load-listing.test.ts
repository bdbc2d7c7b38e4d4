import { describe, expect, it, vi } from 'vitest';
import type { CatalogApi, ProductListQuery, ProductListResult } from '../../../shared/api/catalog.js';
import { parseListingQuery } from '../../../shared/catalog/listing-query.js';
import { loadListing } from '../../../client/components/listing/load-listing.js';

const TOTAL = 120;
const page = (query: ProductListQuery): ProductListResult => {
  const from = query.from ?? 0;
  const count = Math.max(0, Math.min(query.size ?? 50, TOTAL - from));
  return {
    items: Array.from({ length: count }, (_, i) => ({ sku: `S${from + i}` }) as never),
    total: TOTAL,
    start: from,
    perPage: query.size ?? 50,
    aggregations: { agg_terms_size: { buckets: [{ key: from, doc_count: 1 }] } },
    attributeMetadata: [{ attribute_code: 'size', frontend_label: 'Size', options: [] }],
  };
};

function catalog(fail: (query: ProductListQuery) => boolean = () => false) {
  const listProducts = vi.fn(async (query: ProductListQuery) => {
    if (fail(query)) throw new Error('catalogue down');
    return page(query);
  });
  return { api: { listProducts } as unknown as CatalogApi, listProducts };
}

const state = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('loadListing: ?page=N shows the first N pages of 50 (spec 01 §4, §9 default page size 50)', () => {
  it('asks page-sized requests with the filters, price and sort, and joins them in order', async () => {
    const { api, listProducts } = catalog();
    const result = await loadListing(api, 'de', 10, state('page=3&size=42&price=150-&sort=final_price:asc'));
    expect(listProducts.mock.calls.map(([q]) => [q.from, q.size])).toEqual([[0, 50], [50, 50], [100, 50]]);
    expect(listProducts.mock.calls[0][0]).toEqual({ store: 'de', category: 10, sort: 'final_price:asc', from: 0, size: 50, filters: { size: ['42'] }, price: { from: 150 }, fields: 'card' });
    expect(result!.items.map((item) => item.sku)).toEqual(Array.from({ length: TOTAL }, (_, i) => `S${i}`));
    expect(result!.total).toBe(TOTAL);
  });

  it('takes the aggregations and labels of the first page (they describe the whole listing); later pages ask for none', async () => {
    const { api, listProducts } = catalog();
    const result = await loadListing(api, 'main', 10, state('page=2'));
    expect(listProducts.mock.calls.map(([q]) => q.aggregations)).toEqual([undefined, false]);
    expect(result!.aggregations.agg_terms_size.buckets[0].key).toBe(0);
    expect(result!.attributeMetadata).toHaveLength(1);
  });

  it('is null when the first page fails (the offline warning of spec 01 §8); a later failure shortens the list', async () => {
    expect(await loadListing(catalog((q) => q.from === 0).api, 'main', 10, state(''))).toBeNull();
    const partial = await loadListing(catalog((q) => q.from === 50).api, 'main', 10, state('page=3'));
    expect(partial!.items).toHaveLength(50);
  });
});
