// The term-level and compound clauses of the ES 7 subset (DESIGN §3.2) on VSF-shaped product documents.
import { describe, expect, it } from 'vitest';
import { fixtureIndex, matchingIds, PRODUCT_INDEX } from './fixtures.js';

const index = fixtureIndex();

describe('match_all and an absent query', () => {
  it('match every document with score 1', () => {
    const absent = index.search(PRODUCT_INDEX, { size: 100 });
    expect(absent.hits.total).toEqual({ value: 9, relation: 'eq' });
    expect(absent.hits.hits.every((hit) => hit._score === 1)).toBe(true);
    expect(matchingIds(index, { match_all: {} })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(index.search(PRODUCT_INDEX, { query: { match_all: { boost: 2 } } }).hits.max_score).toBe(2);
  });
});

describe('term', () => {
  it('compares strings exactly (case and whole value)', () => {
    expect(matchingIds(index, { term: { sku: 'KR-OX-101' } })).toEqual([1]);
    expect(matchingIds(index, { term: { sku: 'kr-ox-101' } })).toEqual([]);
    expect(matchingIds(index, { term: { name: 'Kranich' } })).toEqual([]);
  });

  it('compares numbers numerically and coerces a numeric string like ES', () => {
    expect(matchingIds(index, { term: { visibility: 2 } })).toEqual([2]);
    expect(matchingIds(index, { term: { visibility: '2' } })).toEqual([2]);
    expect(matchingIds(index, { term: { price: 99.5 } })).toEqual([5]);
    expect(matchingIds(index, { term: { id: { value: '7', boost: 2 } } })).toEqual([7]);
  });

  it('matches booleans as true/false, also written as strings', () => {
    expect(matchingIds(index, { term: { is_sale: true } })).toEqual([3, 5]);
    expect(matchingIds(index, { term: { is_sale: 'false' } })).toEqual([4]);
  });

  it('matches an array field when any element matches', () => {
    expect(matchingIds(index, { term: { category_ids: 70 } })).toEqual([1]);
    expect(matchingIds(index, { term: { size: 44 } })).toEqual([1]);
  });

  it('walks dotted paths through objects and arrays of objects', () => {
    expect(matchingIds(index, { term: { 'category.category_id': 40 } })).toEqual([3, 5]);
    expect(matchingIds(index, { term: { 'configurable_children.sku': 'KR-OX-101-44' } })).toEqual([1]);
    expect(matchingIds(index, { term: { 'configurable_children.stock.is_in_stock': false } })).toEqual([1, 2, 9]);
    expect(matchingIds(index, { term: { 'stock.is_in_stock': true } })).toHaveLength(9);
  });

  it('reads field.keyword as the field itself when no such sub-field exists', () => {
    expect(matchingIds(index, { term: { 'category.name.keyword': 'Sale' } })).toEqual([3, 5]);
  });

  it('scores a keyword term by idf: a rarer value scores higher', () => {
    const rare = index.search(PRODUCT_INDEX, { query: { term: { 'category.name': 'Accessories' } } });
    const common = index.search(PRODUCT_INDEX, { query: { term: { 'category.name': 'Men' } } });
    expect(rare.hits.max_score).toBeGreaterThan(common.hits.max_score ?? Infinity);
  });
});

describe('terms', () => {
  it('matches any of the values (the listing filter visibility [2,3,4], status [1])', () => {
    expect(matchingIds(index, { terms: { visibility: [2, 3, 4] } })).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(matchingIds(index, { terms: { status: ['1'] } })).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(matchingIds(index, { terms: { 'configurable_children.sku': ['EW-LF-301-38', 'VB-BP-201-42', 'nope'] } })).toEqual([3, 4]);
  });

  it('matches nothing for an empty list and scores constant 1 × boost', () => {
    expect(matchingIds(index, { terms: { visibility: [] } })).toEqual([]);
    const response = index.search(PRODUCT_INDEX, { query: { terms: { color: [49, 50], boost: 3 } } });
    expect(response.hits.hits.map((hit) => hit._score)).toEqual([3, 3, 3, 3]);
  });
});

describe('range', () => {
  it('applies gt/gte/lt/lte to numbers', () => {
    expect(matchingIds(index, { range: { price: { gte: 100, lt: 150 } } })).toEqual([8]);
    expect(matchingIds(index, { range: { price: { gt: 100, lte: 150 } } })).toEqual([7]);
    expect(matchingIds(index, { range: { price: { lt: 50 } } })).toEqual([4, 6]);
    expect(matchingIds(index, { range: { final_price: { gte: '199', lte: '210' } } })).toEqual([2, 9]);
  });

  it('applies to any value of an array or nested path', () => {
    expect(matchingIds(index, { range: { 'configurable_children.size': { gte: 45 } } })).toEqual([7, 9]);
  });

  it('compares date strings as instants', () => {
    expect(matchingIds(index, { range: { updated_at: { gte: '2026-04-01 00:00:00' } } })).toEqual([2, 3]);
    expect(matchingIds(index, { range: { created_at: { lt: '2026-01-01 00:00:00' } } })).toEqual([6]);
    expect(matchingIds(index, { range: { updated_at: { gt: '2026-03-01T10:00:00Z', format: 'yyyy-MM-dd HH:mm:ss' } } })).toEqual([2, 3]);
  });

  it('reads a date-only lte bound as the end of that day, as ES rounds it up', () => {
    expect(matchingIds(index, { range: { updated_at: { lte: '2026-03-01' } } })).toEqual([1, 4, 6, 7, 8, 9]);
    expect(matchingIds(index, { range: { updated_at: { lt: '2026-03-01' } } })).toEqual([4, 6, 7, 8, 9]);
  });

  it('resolves now and date math against the clock', () => {
    // now = 2026-06-15 12:00 UTC
    expect(matchingIds(index, { range: { news_from_date: { lte: 'now' } } })).toEqual([3]);
    expect(matchingIds(index, { range: { updated_at: { gte: 'now-60d/d' } } })).toEqual([2, 3]);
    expect(matchingIds(index, { range: { updated_at: { gte: '2026-05-01||+4d' } } })).toEqual([3]);
  });

  it('compares other strings in string order, like keyword terms', () => {
    expect(matchingIds(index, { range: { sku: { gte: 'KR-', lt: 'KR-P' } } })).toEqual([1, 2, 5, 7]);
  });
});

describe('exists', () => {
  it('is true for a field with a value, false for missing, null or empty fields', () => {
    expect(matchingIds(index, { exists: { field: 'special_price' } })).toEqual([2]);
    expect(matchingIds(index, { exists: { field: 'news_to_date' } })).toEqual([]);
    expect(matchingIds(index, { exists: { field: 'media_gallery' } })).toEqual([]);
    expect(matchingIds(index, { exists: { field: 'updated_at' } })).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
  });

  it('works on nested paths and on object fields', () => {
    expect(matchingIds(index, { exists: { field: 'configurable_children.stock.qty' } })).toEqual([1, 2, 3, 4, 7, 9]);
    expect(matchingIds(index, { exists: { field: 'configurable_children' } })).toEqual([1, 2, 3, 4, 7, 9]);
  });
});

describe('bool', () => {
  it('combines must, filter and must_not', () => {
    const query = {
      bool: {
        must: [{ term: { 'category.category_id': 20 } }],
        filter: [{ terms: { visibility: [2, 3, 4] } }, { range: { price: { lt: 300 } } }],
        must_not: { term: { manufacturer: 103 } },
      },
    };
    expect(matchingIds(index, query)).toEqual([1, 2, 7]);
  });

  it('requires one should clause when the bool has only should clauses (as ES does)', () => {
    const query = { bool: { should: [{ term: { color: 51 } }, { term: { color: 52 } }] } };
    expect(matchingIds(index, query)).toEqual([4, 7, 9]);
    expect(matchingIds(index, { bool: { should: [{ term: { color: 51 } }], minimum_should_match: 0 } })).toEqual([4]);
  });

  it('treats should as optional beside must or filter, adding to the score', () => {
    const query = { bool: { filter: { term: { manufacturer: 101 } }, should: [{ term: { color: 49 } }] } };
    const response = index.search(PRODUCT_INDEX, { query, size: 100 });
    expect(response.hits.total?.value).toBe(5);
    expect(response.hits.hits.slice(0, 2).map((hit) => hit._id).sort()).toEqual(['1', '5']);
    expect(response.hits.hits[2]._score).toBe(0);
  });

  it('honours minimum_should_match over the should clauses', () => {
    const should = [{ term: { manufacturer: 101 } }, { term: { is_sale: true } }, { term: { 'category.category_id': 30 } }];
    expect(matchingIds(index, { bool: { should, minimum_should_match: 2 } })).toEqual([5, 8]);
    expect(matchingIds(index, { bool: { should, minimum_should_match: '-2' } })).toEqual([1, 2, 3, 4, 5, 7, 8]);
    expect(matchingIds(index, { bool: { should, minimum_should_match: '100%' } })).toEqual([5]);
    expect(matchingIds(index, { bool: { should, minimum_should_match: 4 } })).toEqual([]);
  });

  it('scores filter-only bools 0 and a pure must_not bool matches the rest', () => {
    const response = index.search(PRODUCT_INDEX, { query: { bool: { filter: { term: { color: 49 } } } } });
    expect(response.hits.hits.map((hit) => hit._score)).toEqual([0, 0]);
    expect(matchingIds(index, { bool: { must_not: [{ range: { price: { gte: 100 } } }] } })).toEqual([4, 5, 6]);
    expect(matchingIds(index, { bool: {} })).toHaveLength(9);
  });

  it('nests bools and accepts single objects or arrays as clause lists', () => {
    const query = {
      bool: {
        filter: {
          bool: {
            should: [{ term: { 'configurable_children.stock.is_in_stock': true } }, { bool: { must_not: { exists: { field: 'configurable_children' } } } }],
          },
        },
        must_not: [{ term: { status: 2 } }],
      },
    };
    expect(matchingIds(index, query)).toEqual([1, 3, 4, 5, 6, 7]);
  });
});
