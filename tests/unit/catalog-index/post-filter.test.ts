// post_filter and the filter aggregation, as Elasticsearch 7 answers them: the aggregations count what the query
// matched, post_filter then narrows only the hits; a filter aggregation counts its sub-aggregations over the
// documents its query keeps. Together they make a listing's disjunctive facets (issue #12 item 11).
import { describe, expect, it } from 'vitest';
import type { EsFilterAggregation, EsTermsAggregation } from '../../../server/backend/catalog-index/es-types.js';
import { fixtureIndex, ids, PRODUCT_INDEX } from './fixtures.js';

const index = fixtureIndex();
const search = (body: Record<string, unknown>) => index.search(PRODUCT_INDEX, { size: 100, ...body });
const bucketsOf = (agg: unknown) => (agg as EsTermsAggregation).buckets;

describe('post_filter', () => {
  it('narrows the hits and the total, not the aggregations', () => {
    const colours = { c: { terms: { field: 'color' } } };
    const plain = search({ aggs: colours });
    const filtered = search({ aggs: colours, post_filter: { term: { color: 49 } } });
    expect(ids(filtered).sort()).toEqual([1, 5]);
    expect(filtered.hits.total).toEqual({ value: 2, relation: 'eq' });
    expect(filtered.aggregations).toEqual(plain.aggregations);
  });

  it('applies after the query and min_score, and pages through what it keeps', () => {
    const body = { query: { bool: { filter: [{ terms: { visibility: [2, 3, 4] } }] } }, post_filter: { terms: { manufacturer: [101] } } };
    expect(ids(search({ ...body, sort: [{ id: 'asc' }] }))).toEqual([1, 2, 5, 7]);
    expect(ids(search({ ...body, sort: [{ id: 'asc' }], from: 1, size: 2 }))).toEqual([2, 5]);
    expect(ids(search({ ...body, query: { match: { name: 'oxford' } }, min_score: 0.0001 })).sort()).toEqual([1, 7]);
  });
});

describe('filter aggregation', () => {
  it('counts its documents and its sub-aggregations over them only', () => {
    const result = search({
      size: 0,
      aggs: { men_colours: { filter: { term: { 'category.category_id': 20 } }, aggs: { colours: { terms: { field: 'color' } } } } },
    });
    const agg = result.aggregations?.men_colours as EsFilterAggregation;
    // Men: 1 (49), 2 (50), 3 (50), 7 (52), 9 (52)
    expect(agg.doc_count).toBe(5);
    expect(bucketsOf(agg.colours)).toEqual([
      { key: 50, doc_count: 2 },
      { key: 52, doc_count: 2 },
      { key: 49, doc_count: 1 },
    ]);
  });

  it('nests, accepts `aggregations` as the sub-aggregations key and stays within the query’s matches', () => {
    const result = search({
      size: 0,
      query: { terms: { manufacturer: [101, 103] } },
      aggs: {
        outer: {
          filter: { range: { price: { gte: 100 } } },
          aggregations: { inner: { filter: { term: { color: 52 } }, aggs: { brands: { terms: { field: 'manufacturer' } } } } },
        },
      },
    });
    const outer = result.aggregations?.outer as EsFilterAggregation;
    const inner = outer.inner as EsFilterAggregation;
    // manufacturer 101/103 with price ≥ 100: 1, 2, 7, 8, 9 (4 is 45, 5 is 99.5)
    expect(outer.doc_count).toBe(5);
    expect(inner.doc_count).toBe(2);
    expect(bucketsOf(inner.brands)).toEqual([{ key: 101, doc_count: 1 }, { key: 103, doc_count: 1 }]);
  });

  it('gives each facet the counts of every other chosen filter but not its own (disjunctive facets)', () => {
    const colour = { terms: { color: [49] } };
    const brand = { terms: { manufacturer: [101] } };
    const result = search({
      size: 0,
      post_filter: { bool: { filter: [colour, brand] } },
      aggs: {
        colours: { filter: { bool: { filter: [brand] } }, aggs: { colours: { terms: { field: 'color' } } } },
        brands: { filter: { bool: { filter: [colour] } }, aggs: { brands: { terms: { field: 'manufacturer' } } } },
      },
    });
    expect(result.hits.total?.value).toBe(2);
    const colours = bucketsOf((result.aggregations?.colours as EsFilterAggregation).colours);
    // Each colour's count is what choosing it instead gives with the brand kept.
    for (const bucket of colours) {
      const chosen = search({ size: 0, post_filter: { bool: { filter: [{ terms: { color: [bucket.key] } }, brand] } } });
      expect(chosen.hits.total?.value, `colour ${bucket.key}`).toBe(bucket.doc_count);
    }
    expect(colours.map((bucket) => bucket.key).sort()).toEqual([49, 50, 52]);
    expect(bucketsOf((result.aggregations?.brands as EsFilterAggregation).brands)).toEqual([{ key: 101, doc_count: 2 }]);
  });
});
