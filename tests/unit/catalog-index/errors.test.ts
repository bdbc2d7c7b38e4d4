// Requests outside the supported subset are refused like Elasticsearch refuses them: status 400 with a
// parsing_exception (or illegal_argument_exception) whose reason names the offending part; unknown index → 404.
import { describe, expect, it } from 'vitest';
import { SearchRequestError } from '../../../server/backend/catalog-index/catalog-index.js';
import { fixtureIndex, PRODUCT_INDEX } from './fixtures.js';

const index = fixtureIndex();

function errorOf(body: unknown, indexName = PRODUCT_INDEX): SearchRequestError {
  try {
    index.search(indexName, body);
  } catch (error) {
    if (error instanceof SearchRequestError) return error;
    throw error;
  }
  throw new Error('expected the search to fail');
}

describe('unsupported or malformed queries', () => {
  it.each([
    [{ query: { wildcard: { name: 'ox*' } } }, 'unknown query [wildcard]'],
    [{ query: { bool: { must: [{ match_phrase: { name: 'a b' } }] } } }, 'unknown query [match_phrase]'],
    [{ query: { bool: { filter: [], should_not: [] } } }, '[bool] query does not support [should_not]'],
    [{ query: { term: { sku: { value: 'x', case_insensitive: true } } } }, '[term] query does not support [case_insensitive]'],
    [{ query: { term: { sku: 'a', name: 'b' } } }, "[term] query doesn't support multiple fields, found [sku] and [name]"],
    [{ query: { terms: { sku: 'KR-OX-101' } } }, '[terms] query on [sku] expects an array of values'],
    [{ query: { range: { price: { from: 1 } } } }, '[range] query does not support [from]'],
    [{ query: { match: { name: { query: 'x', zero_terms_query: 'all' } } } }, '[match] query does not support [zero_terms_query]'],
    [{ query: { multi_match: { query: 'x', fields: ['name'], type: 'phrase' } } }, '[multi_match] type [phrase] is not supported'],
    [{ query: { multi_match: { query: 'x', fields: ['name'], type: 'phrase_prefix' } } }, '[multi_match] type [phrase_prefix] is not supported'],
    [{ query: { multi_match: { query: 'x' } } }, '[multi_match] requires [fields]'],
    [{ query: { multi_match: { query: 'x', fields: ['name'], fuzziness: 3 } } }, 'valid edit distances are [0, 1, 2] but was [3]'],
    [{ query: { multi_match: { query: 'x', fields: ['name'], minimum_should_match: 'most' } } }, 'cannot parse minimum_should_match [most]'],
    [{ query: { term: { sku: 'a' }, match: { name: 'b' } } }, 'malformed query'],
    [{ query: {} }, 'empty clause'],
    [{ query: { exists: {} } }, '[exists] must be provided with a [field]'],
    [{ query: { term: { sku: null } } }, 'value cannot be null'],
  ])('refuses %j', (body, reason) => {
    const error = errorOf(body);
    expect(error.status).toBe(400);
    expect(error.type).toBe('parsing_exception');
    expect(error.message).toContain(reason);
  });
});

describe('unsupported request parts', () => {
  it.each([
    [{ highlight: { fields: {} } }, 'Unknown key for a START_OBJECT in [highlight].'],
    [{ search_after: [1] }, 'Unknown key for a START_ARRAY in [search_after].'],
    [{ aggs: { x: { avg: { field: 'price' } } } }, 'Unknown aggregation type [avg] in aggregation [x]'],
    [{ aggs: { x: { terms: { field: 'color' }, aggs: { y: { terms: { field: 'size' } } } } } }, 'sub-aggregations are only supported under [filter]: found [aggs] in aggregation [x]'],
    [{ aggs: { x: { filter: { term: { color: 49 } }, aggs: {}, aggregations: {} } } }, 'Found two sub aggregation definitions under [x]'],
    [{ aggs: { x: { filter: { wildcard: { name: 'a*' } } } } }, 'unknown query [wildcard]'],
    [{ post_filter: { fuzzy: { name: 'ox' } } }, 'unknown query [fuzzy]'],
    [{ aggs: { x: { terms: { field: 'color', size: 0 } } } }, '[size] must be greater than 0'],
    [{ aggs: { x: { terms: { field: 'color', include: '4.*' } } } }, '[terms x] aggregation does not support [include]'],
    [{ aggs: { x: { range: { field: 'price', ranges: [{ from: 'cheap' }] } } } }, 'aggs.x.range.ranges[0].from] expected a number'],
    [{ sort: [{ price: 'up' }] }, 'unknown order [up] for [price]'],
    [{ sort: [{ price: { order: 'asc', nested: {} } }] }, '[sort.price] does not support [nested]'],
    [{ _source: { includes: ['a'], fields: ['b'] } }, '[_source] does not support [fields]'],
    [{ size: 'ten' }, '[size] expected an integer'],
    [{ min_score: 'high' }, '[min_score] expected a number'],
    ['match_all', 'request body must be an object'],
  ])('refuses %j', (body, reason) => {
    const error = errorOf(body);
    expect(error.status).toBe(400);
    expect(error.message).toContain(reason);
  });

  it('refuses negative paging and windows beyond 10,000 like ES', () => {
    expect(errorOf({ from: -1 })).toMatchObject({ status: 400, type: 'illegal_argument_exception', message: '[from] parameter cannot be negative' });
    expect(errorOf({ size: -5 }).message).toBe('[size] parameter cannot be negative');
    expect(errorOf({ from: 9995, size: 10 }).message).toContain('Result window is too large');
  });

  it('refuses to sort on a field no document has, unless unmapped_type is given', () => {
    const error = errorOf({ sort: [{ nothing_here: 'asc' }] });
    expect(error).toMatchObject({ status: 400, type: 'query_shard_exception' });
    expect(error.message).toBe('No mapping found for [nothing_here] in order to sort on');
    expect(errorOf({ size: 0, sort: 'nothing_here' }).type).toBe('query_shard_exception');
  });
});

describe('limits', () => {
  it('refuses bools nested deeper than 20 levels instead of exhausting the stack', () => {
    let query: unknown = { match_all: {} };
    for (let level = 0; level < 21; level++) query = { bool: { must: query } };
    expect(errorOf({ query }).message).toBe('[bool] queries are nested deeper than 20 levels');
    for (let level = 0; level < 5000; level++) query = { bool: { must: query } };
    expect(errorOf({ query }).status).toBe(400);
  });
});

describe('unknown index', () => {
  it('answers 404 index_not_found_exception with the ES body', () => {
    const error = errorOf({}, 'vue_storefront_catalog_fr_product');
    expect(error.status).toBe(404);
    expect(error.toEsBody()).toEqual({
      error: {
        root_cause: [expect.objectContaining({ type: 'index_not_found_exception', reason: 'no such index [vue_storefront_catalog_fr_product]' })],
        type: 'index_not_found_exception',
        reason: 'no such index [vue_storefront_catalog_fr_product]',
        'resource.type': 'index_or_alias',
        'resource.id': 'vue_storefront_catalog_fr_product',
        index_uuid: '_na_',
        index: 'vue_storefront_catalog_fr_product',
      },
      status: 404,
    });
  });
});
