// The hits part of the answer: ES 7's response shape, sort (with missing values and nested paths), from/size
// paging and _source filtering.
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';
import { fixtureIndex, ids, PRODUCT_INDEX } from './fixtures.js';

const index = fixtureIndex();
const search = (body: Record<string, unknown>) => index.search(PRODUCT_INDEX, { size: 100, ...body });

describe('response shape', () => {
  it('is shaped like an Elasticsearch 7 answer', () => {
    const response = index.search(PRODUCT_INDEX, { query: { term: { sku: 'KR-OX-101' } } });
    expect(response).toMatchObject({
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: { total: { value: 1, relation: 'eq' }, max_score: expect.any(Number) },
    });
    expect(Number.isInteger(response.took)).toBe(true);
    const [hit] = response.hits.hits;
    expect(Object.keys(hit)).toEqual(['_index', '_type', '_id', '_score', '_source']);
    expect(hit).toMatchObject({ _index: PRODUCT_INDEX, _type: '_doc', _id: '1' });
    expect(hit._source?.name).toBe('Kranich Oxford Classic');
    expect(response.aggregations).toBeUndefined();
  });

  it('answers an empty result with max_score null', () => {
    const response = index.search(PRODUCT_INDEX, { query: { term: { sku: 'nope' } } });
    expect(response.hits).toEqual({ total: { value: 0, relation: 'eq' }, max_score: null, hits: [] });
  });

  it('honours track_total_hits', () => {
    expect(index.search(PRODUCT_INDEX, { track_total_hits: 3 }).hits.total).toEqual({ value: 3, relation: 'gte' });
    expect(index.search(PRODUCT_INDEX, { track_total_hits: true }).hits.total).toEqual({ value: 9, relation: 'eq' });
    expect(index.search(PRODUCT_INDEX, { track_total_hits: false }).hits.total).toBeUndefined();
  });
});

describe('sort', () => {
  it('sorts by a field asc or desc, with sort values and no scores', () => {
    const response = search({ sort: [{ final_price: { order: 'asc' } }] });
    expect(ids(response)).toEqual([6, 4, 5, 8, 7, 1, 2, 9, 3]);
    expect(response.hits.hits[0].sort).toEqual([29.9]);
    expect(response.hits.hits[0]._score).toBeNull();
    expect(response.hits.max_score).toBeNull();
    expect(ids(search({ sort: { final_price: 'desc' } }))).toEqual([3, 9, 2, 1, 7, 8, 5, 4, 6]);
  });

  it('accepts a field name as a string (ascending) and several keys in order', () => {
    expect(ids(search({ sort: 'id' }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const response = search({ sort: [{ manufacturer: 'desc' }, 'price'] });
    expect(ids(response)).toEqual([4, 9, 3, 5, 8, 7, 1, 2, 6]);
    expect(response.hits.hits[0].sort).toEqual([103, 45]);
  });

  it('puts documents without the field last in both orders, or first when asked', () => {
    const desc = ids(search({ sort: [{ updated_at: 'desc' }] }));
    const asc = ids(search({ sort: [{ updated_at: 'asc' }] }));
    expect(desc[0]).toBe(3);
    expect(desc.at(-1)).toBe(5);
    expect(asc.at(-1)).toBe(5);
    expect(ids(search({ sort: [{ updated_at: { order: 'asc', missing: '_first' } }] }))[0]).toBe(5);
    expect(search({ sort: [{ special_price: 'asc' }] }).hits.hits.at(-1)?.sort).toEqual([null]);
  });

  it('orders a page of many documents as a full sort would: numbers, missing first or last, ties, strings', () => {
    const many = new CatalogIndex();
    // Deterministic values with ties and gaps: v missing on every seventh document, w a tie-breaker, s a string.
    const docs = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, w: (i * 37) % 11, s: `k${(i * 13) % 17}`, ...(i % 7 === 0 ? {} : { v: ((i * 7919) % 23) - 11 }) }));
    many.putDocuments('many', docs);
    type Doc = (typeof docs)[number];
    const byKeys = (order: 'asc' | 'desc', missingFirst: boolean) => (a: Doc, b: Doc) => {
      if (a.v === undefined || b.v === undefined) {
        if (a.v !== b.v) return (a.v === undefined ? 1 : -1) * (missingFirst ? -1 : 1);
      } else if (a.v !== b.v) return order === 'asc' ? a.v - b.v : b.v - a.v;
      return a.w - b.w || a.id - b.id;
    };
    for (const order of ['asc', 'desc'] as const) {
      for (const missing of ['_last', '_first'] as const) {
        const expected = [...docs].sort(byKeys(order, missing === '_first')).map((d) => String(d.id));
        for (const size of [5, 24, 300]) {
          const hits = many.search('many', { sort: [{ v: { order, missing } }, 'w'], size }).hits.hits;
          expect(hits.map((hit) => hit._id), `${order} ${missing} ${size}`).toEqual(expected.slice(0, size));
        }
      }
    }
    const byString = [...docs].sort((a, b) => (a.s < b.s ? 1 : a.s > b.s ? -1 : a.id - b.id)).map((d) => String(d.id));
    expect(many.search('many', { sort: [{ s: 'desc' }], size: 10 }).hits.hits.map((hit) => hit._id)).toEqual(byString.slice(0, 10));
  });

  it('sorts date strings as instants and answers epoch millis, as ES does for date fields', () => {
    expect(search({ sort: [{ updated_at: 'desc' }], size: 1 }).hits.hits[0].sort).toEqual([Date.UTC(2026, 4, 5, 12, 0, 0)]);
    const mixed = new CatalogIndex();
    mixed.putDocuments('news', [
      { id: 'a', published: '2026-01-01 09:00:00' },
      { id: 'b', published: '2026-01-01T10:00:00+02:00' },
    ]);
    expect(mixed.search('news', { sort: 'published' }).hits.hits.map((hit) => hit._id)).toEqual(['b', 'a']);
  });

  it('sorts on nested paths, using min for asc and max for desc on multiple values', () => {
    const byStock = search({ query: { exists: { field: 'configurable_children' } }, sort: [{ 'configurable_children.stock.is_in_stock': 'asc' }, 'id'] });
    // children all out of stock (2, 9) sort first as false = 0 under min; doc 1 has one of each, so min is 0 too.
    expect(ids(byStock)).toEqual([1, 2, 9, 3, 4, 7]);
    expect(byStock.hits.hits[0].sort).toEqual([0, 1]);
    const bySizeDesc = search({ query: { exists: { field: 'configurable_children' } }, sort: [{ 'configurable_children.size': 'desc' }] });
    expect(ids(bySizeDesc)).toEqual([9, 7, 1, 2, 3, 4]); // 2 and 3 tie at 42: index order
    const bySizeSum = search({ query: { terms: { id: [1, 3] } }, sort: [{ 'configurable_children.size': { order: 'desc', mode: 'sum' } }] });
    expect(bySizeSum.hits.hits.map((hit) => hit.sort)).toEqual([[87], [83]]);
  });

  it('sorts by _score with ties in index order, and shows scores when _score is a sort key', () => {
    const response = search({ query: { match: { name: 'kranich' } }, sort: ['_score', { id: 'desc' }] });
    expect(ids(response)).toEqual([8, 2, 1, 5, 7]);
    expect(response.hits.hits[0]._score).toBeGreaterThan(0);
    expect(response.hits.hits[0].sort?.[0]).toBe(response.hits.hits[0]._score);
    expect(ids(search({ query: { match: { name: 'kranich' } } }))).toEqual([8, 1, 2, 5, 7]);
  });

  it('keeps scores with track_scores and accepts unmapped_type for unknown fields', () => {
    const response = search({ query: { match: { name: 'kranich' } }, sort: [{ nothing_here: { order: 'asc', unmapped_type: 'long' } }], track_scores: true });
    expect(ids(response)).toEqual([1, 2, 5, 7, 8]);
    expect(response.hits.hits.every((hit) => (hit._score ?? 0) > 0)).toBe(true);
    expect(response.hits.max_score).toBeGreaterThan(0);
  });
});

describe('from and size', () => {
  it('default to 0 and 10 and page through the sorted hits', () => {
    expect(index.search(PRODUCT_INDEX, {}).hits.hits).toHaveLength(9);
    const page = (from: number) => ids(index.search(PRODUCT_INDEX, { sort: 'id', from, size: 4 }));
    expect([page(0), page(4), page(8), page(12)]).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9], []]);
    expect(index.search(PRODUCT_INDEX, { sort: 'id', from: 8, size: 4 }).hits.total?.value).toBe(9);
  });
});

describe('_source', () => {
  it('leaves the source out with false and keeps the listed fields with an array or string', () => {
    expect(index.search(PRODUCT_INDEX, { _source: false, size: 1 }).hits.hits[0]).not.toHaveProperty('_source');
    expect(index.search(PRODUCT_INDEX, { _source: ['sku', 'stock.qty'], size: 1 }).hits.hits[0]._source).toEqual({ sku: 'KR-OX-101', stock: { qty: 10 } });
    expect(index.search(PRODUCT_INDEX, { _source: 'name', size: 1 }).hits.hits[0]._source).toEqual({ name: 'Kranich Oxford Classic' });
  });

  it('expands wildcards in includes, across objects in arrays', () => {
    const source = index.search(PRODUCT_INDEX, { _source: { includes: ['configurable_children.s*', 'categ*'] }, size: 1 }).hits.hits[0]._source;
    expect(source).toEqual({
      category: [{ category_id: 20, name: 'Men' }, { category_id: 70, name: 'Bestsellers' }],
      category_ids: [20, 70],
      configurable_children: [
        { sku: 'KR-OX-101-43', status: 1, stock: { qty: 5, is_in_stock: true, manage_stock: true }, size: 43 },
        { sku: 'KR-OX-101-44', status: 1, stock: { qty: 0, is_in_stock: false, manage_stock: true }, size: 44 },
      ],
    });
  });

  it('removes excluded paths, excludes winning over includes', () => {
    const source = index.search(PRODUCT_INDEX, {
      _source: { includes: ['sku', 'configurable_children.*'], excludes: ['configurable_children.stock', '*.name', '*price*'] },
      size: 1,
    }).hits.hits[0]._source;
    expect(source).toEqual({
      sku: 'KR-OX-101',
      configurable_children: [
        { id: 0, sku: 'KR-OX-101-43', status: 1, size: 43 },
        { id: 0, sku: 'KR-OX-101-44', status: 1, size: 44 },
      ],
    });
    const excludedOnly = index.search(PRODUCT_INDEX, { _source: { excludes: ['configurable_children', 'media_gallery', 'category'] }, size: 1 }).hits.hits[0]._source;
    expect(excludedOnly).not.toHaveProperty('configurable_children');
    expect(excludedOnly).toHaveProperty('category_ids', [20, 70]);
  });

  it('does not change the stored document', () => {
    index.search(PRODUCT_INDEX, { _source: ['sku'], size: 100 });
    expect(Object.keys(index.search(PRODUCT_INDEX, { size: 1 }).hits.hits[0]._source ?? {})).toContain('configurable_children');
  });
});

describe('min_score', () => {
  it('keeps only hits scoring at least min_score and counts only those', () => {
    const all = search({ query: { match: { name: 'kranich' } } });
    const threshold = all.hits.hits[2]._score ?? 0;
    const strict = search({ query: { match: { name: 'kranich' } }, min_score: threshold });
    expect(strict.hits.total?.value).toBe(3);
    expect(ids(strict)).toEqual(ids(all).slice(0, 3));
  });

  it('drops filter-only matches (score 0) for any positive min_score', () => {
    expect(search({ query: { bool: { filter: { term: { color: 49 } } } }, min_score: 0.01 }).hits.total?.value).toBe(0);
  });
});
