// The route writes search answers through searchResponseBytes: the same bytes as JSON.stringify, with each hit's
// _source copied from a memo of its encoded JSON (stored documents and their filtered copies are reused objects).
import { describe, expect, it } from 'vitest';
import { searchResponseBytes } from '../../../server/backend/catalog-index/response-json.js';
import { fixtureIndex, PRODUCT_INDEX, storefrontSearch } from './fixtures.js';

const index = fixtureIndex();
const bodies: Record<string, unknown> = {
  'all documents': { size: 100 },
  'a storefront search with aggregations': { ...storefrontSearch('kranich oxfrod'), aggs: { brands: { terms: { field: 'manufacturer' } } } },
  'sorted, with sort values and no scores': { sort: [{ price: 'desc' }, 'id'], size: 5 },
  'no _source': { _source: false, size: 3 },
  'filtered _source with umlauts': { _source: ['name', 'configurable_children.s*'], size: 10 },
  'no total, keyed ranges': { track_total_hits: false, size: 2, aggs: { r: { range: { field: 'price', keyed: true, ranges: [{ to: 100 }, { from: 100 }] } } } },
  'nothing found': { query: { term: { sku: 'nope' } } },
};

describe('search answers as bytes', () => {
  for (const [name, body] of Object.entries(bodies)) {
    it(`are JSON.stringify's bytes: ${name}`, () => {
      for (let round = 0; round < 2; round++) {
        const response = index.search(PRODUCT_INDEX, body);
        expect(searchResponseBytes(response).toString('utf8')).toBe(JSON.stringify(response));
      }
    });
  }

  it('write hits.total as a number when the route turns rest_total_hits_as_int on', () => {
    const response = index.search(PRODUCT_INDEX, { size: 1 });
    const asInt = { ...response, hits: { ...response.hits, total: response.hits.total?.value ?? -1 } };
    expect(searchResponseBytes(asInt).toString('utf8')).toBe(JSON.stringify(asInt));
  });

  it('follow a replaced document', () => {
    const own = fixtureIndex();
    const body = { query: { term: { id: 1 } }, _source: ['name'] };
    expect(searchResponseBytes(own.search(PRODUCT_INDEX, body)).toString()).toContain('"_source":{"name":"Kranich Oxford Classic"}');
    own.replaceDocument(PRODUCT_INDEX, { ...own.search(PRODUCT_INDEX, { query: { term: { id: 1 } } }).hits.hits[0]._source, name: 'Kranich Monk' });
    expect(searchResponseBytes(own.search(PRODUCT_INDEX, body)).toString()).toContain('"_source":{"name":"Kranich Monk"}');
  });
});
