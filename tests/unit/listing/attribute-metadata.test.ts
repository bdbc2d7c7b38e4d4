import { describe, expect, it, vi } from 'vitest';
import { FILTER_ATTRIBUTES, type ProductListResult } from '../../../shared/api/catalog.js';
import { EdgeCache } from '../../../server/edge/cache.js';
import { createCatalogService } from '../../../server/edge/catalog-service.js';
import { ATTRIBUTE_LIST_SIZE, buildAttributeBody, buildCmsPageListBody } from '../../../server/upstream/catalog-query.js';

const TTL = { urlMap: 300, cms: 300, category: 120, search: 60, product: 60, html: 30 };
const withAggs: ProductListResult = { items: [{ sku: 'A' } as never], total: 1, start: 0, perPage: 50, aggregations: { agg_terms_size: { buckets: [{ key: 342, doc_count: 1 }] } } };
const colour = { attribute_code: 'color', frontend_label: 'Farbe', options: [{ value: '49', label: 'Schwarz' }] };

function makeService(listAttributes: () => Promise<unknown[]>) {
  const client = { searchProducts: vi.fn(async () => withAggs), listAttributes: vi.fn(listAttributes) };
  return { client, service: createCatalogService(client as never, new EdgeCache({ ttl: TTL, maxEntries: 100 })) };
}

describe('listing attribute metadata (spec 01 §3 search result attributeMetadata: the filters’ labels)', () => {
  it('asks the attribute index for the filter attributes, visible ones, at most 150 (spec 01 §7, §9)', () => {
    const body = buildAttributeBody(FILTER_ATTRIBUTES);
    expect(body.size).toBe(ATTRIBUTE_LIST_SIZE);
    expect(body.query).toEqual({ bool: { filter: [{ terms: { attribute_code: [...FILTER_ATTRIBUTES] } }, { term: { is_visible: true } }] } });
  });

  it('lists a store view’s active CMS pages and the all-stores ones (store id 0)', () => {
    expect(buildCmsPageListBody(3).query).toEqual({ bool: { filter: [{ term: { active: true } }, { terms: { store_id: [3, 0] } }] } });
  });

  it('attaches the labels to a listing with aggregations, loading them once per store view', async () => {
    const { client, service } = makeService(async () => [colour]);
    expect((await service.listProducts({ store: 'de', category: 10 })).attributeMetadata).toEqual([colour]);
    await service.listProducts({ store: 'de', category: 20 });
    expect(client.listAttributes).toHaveBeenCalledTimes(1);
    expect(client.listAttributes).toHaveBeenCalledWith('de', FILTER_ATTRIBUTES);
  });

  it('a failed label lookup leaves the listing working, with no labels', async () => {
    const { service } = makeService(async () => {
      throw new Error('attribute index down');
    });
    const result = await service.listProducts({ store: 'main', category: 10 });
    expect(result.items).toHaveLength(1);
    expect(result.attributeMetadata).toEqual([]);
  });
});
