// The catalogue index over HTTP (Fastify inject): Elasticsearch 7's endpoints, status codes and error bodies.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIndexRoutes } from '../../../server/backend/catalog-index/routes.js';
import { fixtureIndex, PRODUCT_INDEX } from './fixtures.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // A neighbour route in the same app: the plugin's own body handling must not leak out of its scope.
  app.post('/neighbour', async (request) => ({ received: request.body }));
  await app.register(catalogIndexRoutes, { index: fixtureIndex() });
  await app.ready();
});

afterAll(() => app.close());

const URL = `/${PRODUCT_INDEX}/_search`;
const json = { 'content-type': 'application/json' };

describe('POST and GET /{index}/_search', () => {
  it('answers a search posted as JSON with the ES body and product header', async () => {
    const response = await app.inject({ method: 'POST', url: URL, headers: json, payload: JSON.stringify({ query: { term: { sku: 'KR-OX-101' } } }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(response.headers['x-elastic-product']).toBe('Elasticsearch');
    const body = response.json();
    expect(body.hits.total).toEqual({ value: 1, relation: 'eq' });
    expect(body.hits.hits[0]).toMatchObject({ _index: PRODUCT_INDEX, _type: '_doc', _id: '1' });
  });

  it('reads a body sent with GET, as ES does', async () => {
    const payload = JSON.stringify({ query: { match: { name: { query: 'oxfrod', fuzziness: 1 } } }, _source: ['sku'] });
    const response = await app.inject({ method: 'GET', url: URL, headers: json, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().hits.hits.map((hit: { _source: unknown }) => hit._source)).toEqual([{ sku: 'KR-OX-101' }, { sku: 'KR-OX-107' }]);
  });

  it('reads the body from ?source= with source_content_type', async () => {
    const source = encodeURIComponent(JSON.stringify({ query: { term: { id: 4 } } }));
    const response = await app.inject({ method: 'GET', url: `${URL}?source=${source}&source_content_type=application/json` });
    expect(response.json().hits.hits.map((hit: { _id: string }) => hit._id)).toEqual(['4']);
  });

  it('treats a missing body as match_all and lets ?size, ?from and _source params override', async () => {
    const all = await app.inject({ method: 'GET', url: URL });
    expect(all.json().hits.hits).toHaveLength(9);
    const paged = await app.inject({ method: 'POST', url: `${URL}?size=2&from=1&_source_includes=sku,id`, headers: json, payload: JSON.stringify({ sort: 'id', size: 50 }) });
    expect(paged.json().hits.hits.map((hit: { _source: unknown }) => hit._source)).toEqual([{ id: 2, sku: 'KR-DB-102' }, { id: 3, sku: 'VB-BP-201' }]);
    const noSource = await app.inject({ method: 'GET', url: `${URL}?_source=false&size=1` });
    expect(noSource.json().hits.hits[0]).not.toHaveProperty('_source');
  });

  it('answers hits.total as a number with rest_total_hits_as_int', async () => {
    const response = await app.inject({ method: 'GET', url: `${URL}?rest_total_hits_as_int=true&size=0` });
    expect(response.json().hits.total).toBe(9);
  });

  it('accepts application/json with a charset and vendor +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.elasticsearch+json; compatible-with=7']) {
      const response = await app.inject({ method: 'POST', url: URL, headers: { 'content-type': type }, payload: '{"size":0}' });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('errors in ES shape', () => {
  async function postRaw(payload: string, headers: Record<string, string> = json, url = URL) {
    const response = await app.inject({ method: 'POST', url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  }

  it('answers an unknown clause with 400 parsing_exception naming it', async () => {
    const { status, body } = await postRaw(JSON.stringify({ query: { bool: { must: { fuzzy: { name: 'ox' } } } } }));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { root_cause: [{ type: 'parsing_exception', reason: 'unknown query [fuzzy]' }], type: 'parsing_exception', reason: 'unknown query [fuzzy]' },
      status: 400,
    });
  });

  it('answers an unknown index with 404', async () => {
    const { status, body } = await postRaw('{}', json, '/nope_product/_search');
    expect(status).toBe(404);
    expect(body.error.type).toBe('index_not_found_exception');
    expect(body.status).toBe(404);
  });

  it('answers a body that is not JSON with 400', async () => {
    const { status, body } = await postRaw('{"query": ');
    expect(status).toBe(400);
    expect(body.error.type).toBe('json_parse_exception');
  });

  it('answers a non-JSON content type with 400 (ES 7 says 406)', async () => {
    const { status, body } = await postRaw('{}', { 'content-type': 'text/plain' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'media_type_header_exception', reason: expect.stringContaining('[text/plain]') });
  });

  it('answers unknown or malformed URL parameters with 400 naming them', async () => {
    const unknown = await app.inject({ method: 'GET', url: `${URL}?q=oxford` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.reason).toBe(`request [${URL}] contains unrecognized parameter: [q]`);
    const badSize = await app.inject({ method: 'GET', url: `${URL}?size=many` });
    expect(badSize.json().error.reason).toBe('Failed to parse int parameter [size] with value [many]');
  });

  it('refuses multi-index searches', async () => {
    const response = await app.inject({ method: 'GET', url: '/a,b/_search' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toContain('[a,b]');
  });
});

describe('cluster endpoints', () => {
  it('answers GET / like an ES 7.17 node', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.json()).toMatchObject({ version: { number: '7.17.0' }, tagline: 'You Know, for Search' });
    expect(response.json()).toHaveProperty('name');
    expect(response.json()).toHaveProperty('cluster_name');
  });

  it('answers GET /_cluster/health with status green', async () => {
    const response = await app.inject({ method: 'GET', url: '/_cluster/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'green', active_primary_shards: 1 });
  });

  it('leaves JSON parsing of routes outside the plugin alone', async () => {
    const response = await app.inject({ method: 'POST', url: '/neighbour', payload: { a: 1 } });
    expect(response.json()).toEqual({ received: { a: 1 } });
    expect(response.headers['x-elastic-product']).toBeUndefined();
  });
});
