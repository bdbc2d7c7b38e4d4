// terms and range aggregations as Elasticsearch 7 answers them: exact counts over the matching documents,
// bucket order, sum_other_doc_count, range keys like '50.0-100.0' (spec 01 §9 price ranges 0-50, 50-100, 100-150, 150+).
import { describe, expect, it } from 'vitest';
import { javaDouble } from '../../../server/backend/catalog-index/aggregations.js';
import type { EsRangeAggregation, EsTermsAggregation } from '../../../server/backend/catalog-index/es-types.js';
import { fixtureIndex, PRODUCT_INDEX } from './fixtures.js';

const index = fixtureIndex();
const PRICE_RANGES = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

function aggregate(aggs: unknown, query?: unknown) {
  return index.search(PRODUCT_INDEX, { size: 0, aggs, ...(query ? { query } : {}) });
}

describe('terms aggregation', () => {
  it('counts documents per value, doc_count desc then key asc', () => {
    const result = aggregate({ agg_terms_manufacturer: { terms: { field: 'manufacturer' } } });
    expect(result.aggregations?.agg_terms_manufacturer).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [
        { key: 101, doc_count: 5 },
        { key: 103, doc_count: 2 },
        { key: 102, doc_count: 1 },
      ],
    });
  });

  it('breaks doc_count ties by key ascending and reports the rest in sum_other_doc_count', () => {
    const terms = aggregate({ c: { terms: { field: 'color', size: 2 } } }).aggregations?.c as EsTermsAggregation;
    // colours: 49 ×2, 50 ×2, 52 ×2, 51 ×1
    expect(terms.buckets).toEqual([{ key: 49, doc_count: 2 }, { key: 50, doc_count: 2 }]);
    expect(terms.sum_other_doc_count).toBe(3);
  });

  it('counts only the documents the query matches after min_score, from the term ordinals of each document', () => {
    const all = aggregate({ c: { terms: { field: 'color', size: 10 } } }).aggregations?.c as EsTermsAggregation;
    const some = index.search(PRODUCT_INDEX, {
      size: 0,
      query: { match: { name: 'kranich' } },
      min_score: 0.0001,
      aggs: { c: { terms: { field: 'color', size: 10 } } },
    });
    const buckets = (some.aggregations?.c as EsTermsAggregation).buckets;
    const total = buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all.buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0));
    for (const bucket of buckets) {
      const filtered = index.search(PRODUCT_INDEX, { size: 0, query: { bool: { must: [{ match: { name: 'kranich' } }], filter: [{ term: { color: bucket.key } }] } }, min_score: 0.0001 });
      expect(filtered.hits.total?.value, `colour ${bucket.key}`).toBe(bucket.doc_count);
    }
  });

  it('counts each document once per value on arrays and nested paths', () => {
    const categories = aggregate({ c: { terms: { field: 'category.category_id' } } }).aggregations?.c as EsTermsAggregation;
    expect(categories.buckets).toEqual([
      { key: 20, doc_count: 5 },
      { key: 30, doc_count: 3 },
      { key: 40, doc_count: 2 },
      { key: 50, doc_count: 1 },
      { key: 70, doc_count: 1 },
    ]);
    const sizes = aggregate({ s: { terms: { field: 'configurable_children.size', size: 3 } } }).aggregations?.s as EsTermsAggregation;
    expect(sizes.buckets).toEqual([{ key: 42, doc_count: 2 }, { key: 38, doc_count: 1 }, { key: 41, doc_count: 1 }]);
    expect(sizes.sum_other_doc_count).toBe(4);
  });

  it('answers string keys as strings and booleans as 1/0 with key_as_string', () => {
    const names = aggregate({ n: { terms: { field: 'category.name', size: 1 } } }).aggregations?.n as EsTermsAggregation;
    expect(names.buckets).toEqual([{ key: 'Men', doc_count: 5 }]);
    const sale = aggregate({ s: { terms: { field: 'is_sale' } } }).aggregations?.s as EsTermsAggregation;
    expect(sale.buckets).toEqual([
      { key: 1, key_as_string: 'true', doc_count: 2 },
      { key: 0, key_as_string: 'false', doc_count: 1 },
    ]);
  });

  it('counts only the documents matching the query', () => {
    const result = aggregate({ m: { terms: { field: 'manufacturer' } } }, { bool: { filter: [{ terms: { visibility: [3, 4] } }] } });
    expect(result.hits.total?.value).toBe(7);
    expect((result.aggregations?.m as EsTermsAggregation).buckets).toEqual([
      { key: 101, doc_count: 3 },
      { key: 103, doc_count: 2 },
      { key: 102, doc_count: 1 },
    ]);
  });

  it('supports order by _key and min_doc_count 0', () => {
    const query = { term: { manufacturer: 102 } };
    const result = aggregate({ c: { terms: { field: 'color', order: { _key: 'desc' }, min_doc_count: 0 } } }, query);
    expect((result.aggregations?.c as EsTermsAggregation).buckets).toEqual([
      { key: 52, doc_count: 0 },
      { key: 51, doc_count: 0 },
      { key: 50, doc_count: 1 },
      { key: 49, doc_count: 0 },
    ]);
  });
});

describe('range aggregation', () => {
  it('buckets prices with from inclusive and to exclusive, keyed like ES', () => {
    const result = aggregate({ price: { range: { field: 'price', ranges: PRICE_RANGES } } });
    expect((result.aggregations?.price as EsRangeAggregation).buckets).toEqual([
      { key: '0.0-50.0', from: 0, to: 50, doc_count: 2 },
      { key: '50.0-100.0', from: 50, to: 100, doc_count: 1 },
      { key: '100.0-150.0', from: 100, to: 150, doc_count: 1 },
      { key: '150.0-*', from: 150, doc_count: 5 },
    ]);
  });

  it('writes unbounded ends as *, keeps custom keys, and orders buckets by from then to', () => {
    const ranges = [{ from: 150 }, { to: 50 }, { from: 50, to: 100, key: 'mid' }, { from: 99.5, to: 150 }];
    const result = aggregate({ price: { range: { field: 'final_price', ranges } } });
    expect((result.aggregations?.price as EsRangeAggregation).buckets).toEqual([
      { key: '*-50.0', to: 50, doc_count: 2 },
      { key: 'mid', from: 50, to: 100, doc_count: 1 },
      { key: '99.5-150.0', from: 99.5, to: 150, doc_count: 2 },
      { key: '150.0-*', from: 150, doc_count: 5 },
    ]);
  });

  it('answers keyed buckets as an object when keyed is true', () => {
    const result = aggregate({ p: { range: { field: 'price', keyed: true, ranges: [{ to: 50 }, { from: 50 }] } } });
    expect(result.aggregations?.p).toEqual({ buckets: { '*-50.0': { to: 50, doc_count: 2 }, '50.0-*': { from: 50, doc_count: 7 } } });
  });

  it('counts a document once per bucket when any of its values falls in', () => {
    const result = aggregate({ s: { range: { field: 'configurable_children.size', ranges: [{ to: 42 }, { from: 42, to: 44 }, { from: 44 }] } } });
    expect((result.aggregations?.s as EsRangeAggregation).buckets).toEqual([
      { key: '*-42.0', to: 42, doc_count: 2 },
      { key: '42.0-44.0', from: 42, to: 44, doc_count: 3 },
      { key: '44.0-*', from: 44, doc_count: 3 },
    ]);
  });

  it('formats keys as Java prints doubles', () => {
    expect([0, 50, 149.9, 1e7, 0.0001, -5].map(javaDouble)).toEqual(['0.0', '50.0', '149.9', '1.0E7', '1.0E-4', '-5.0']);
  });
});

describe('size 0 with aggregations', () => {
  it('returns no hits, the exact total, a null max_score and the aggregations', () => {
    const result = aggregate({ m: { terms: { field: 'manufacturer' } }, p: { range: { field: 'price', ranges: PRICE_RANGES } } });
    expect(result.hits).toEqual({ total: { value: 9, relation: 'eq' }, max_score: null, hits: [] });
    expect(Object.keys(result.aggregations ?? {})).toEqual(['m', 'p']);
  });

  it('accepts aggregations under either name and leaves them out when none are asked', () => {
    const result = index.search(PRODUCT_INDEX, { size: 0, aggregations: { m: { terms: { field: 'manufacturer', size: 1 } } } });
    expect((result.aggregations?.m as EsTermsAggregation).buckets).toEqual([{ key: 101, doc_count: 5 }]);
    expect(index.search(PRODUCT_INDEX, { size: 0 }).aggregations).toBeUndefined();
  });

  it('aggregates after min_score', () => {
    const body = {
      size: 0,
      query: { match: { name: 'kranich' } },
      min_score: 0.28,
      aggs: { m: { terms: { field: 'manufacturer' } } },
    };
    const all = index.search(PRODUCT_INDEX, { ...body, min_score: 0 });
    const strict = index.search(PRODUCT_INDEX, body);
    const count = (result: typeof all) => (result.aggregations?.m as EsTermsAggregation).buckets[0].doc_count;
    expect(count(all)).toBe(5);
    expect(count(strict)).toBe(strict.hits.total?.value);
    expect(count(strict)).toBeGreaterThan(0);
    expect(count(strict)).toBeLessThan(5);
  });
});
