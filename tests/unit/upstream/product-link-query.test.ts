// The sitemap's catalogue walk (issue #13 fuzz leftovers): it asks for the few fields a product URL and its sitemap
// entry need, a page at a time, with the listing's filters and no aggregations, so that a store view's walk stays
// small and fast whatever else loads the catalogue.
import { describe, expect, it } from 'vitest';
import { buildProductLinkBody, buildProductSearchBody, PRODUCT_LINK_FIELDS, type EsQuery } from '../../../server/upstream/catalog-query.js';

const filtersOf = (body: { query?: EsQuery }) => body.query?.bool?.filter;

describe('product link query (the sitemap walk)', () => {
  it('asks only for the URL fields, with _source includes', () => {
    const body = buildProductLinkBody({ from: 0, size: 500 }, { listOutOfStock: true });
    expect(body._source).toEqual({ includes: [...PRODUCT_LINK_FIELDS] });
    expect([...PRODUCT_LINK_FIELDS].sort()).toEqual(['sku', 'slug', 'status', 'type_id', 'updated_at', 'visibility']);
  });

  it('computes no aggregations and no post filter', () => {
    const body = buildProductLinkBody({ from: 0, size: 500 }, { listOutOfStock: true });
    expect(body.aggs).toBeUndefined();
    expect(body.post_filter).toBeUndefined();
  });

  it('pages as asked, in a stable order, with the same filters as a listing', () => {
    for (const listOutOfStock of [true, false]) {
      const body = buildProductLinkBody({ from: 1000, size: 500 }, { listOutOfStock });
      expect(body).toMatchObject({ from: 1000, size: 500 });
      expect(body.sort!.at(-1)).toEqual({ id: { order: 'asc' } });
      expect(filtersOf(body)).toEqual(filtersOf(buildProductSearchBody({ store: 'main' }, { listOutOfStock })!));
    }
  });
});
