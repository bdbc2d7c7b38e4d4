// The edge app on its own, against a small stand-in upstream on a loopback port: validation, envelopes, headers,
// forwarding and upstream failures. (The real backends are exercised in tests/integration/edge.)
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { buildEdgeApp } from '../../../server/edge/app.js';

let upstream: FastifyInstance;
let edge: FastifyInstance;
const searches: { index: string; body: Record<string, unknown> }[] = [];
const forwarded: { url: string; body: unknown; authorization?: string }[] = [];
const broadcasts: { body: unknown; authorization?: string }[] = [];
let upstreamRefusesChanges = false;

beforeAll(async () => {
  upstream = Fastify();
  upstream.post<{ Params: { index: string }; Body: Record<string, unknown> }>('/:index/_search', async (request) => {
    searches.push({ index: request.params.index, body: request.body });
    const text = JSON.stringify(request.body);
    if (text.includes('"explode"')) return { not: 'elasticsearch' };
    const hits = text.includes('"MISSING"') ? [] : [{ _source: { sku: 'A', status: 1, visibility: 4, name: 'Oxford', description: text.includes('BIG') ? 'x'.repeat(5000) : '' } }];
    return { hits: { total: { value: hits.length }, hits }, aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 1 }] } } };
  });
  upstream.get('/_cluster/health', async () => ({ status: 'green' }));
  upstream.post('/_changes', async (request, reply) => {
    if (upstreamRefusesChanges) return reply.code(503).send({ error: 'down' });
    broadcasts.push({ body: request.body, authorization: request.headers.authorization });
    return reply.code(202).send({ code: 202, result: 'recorded' });
  });
  upstream.get('/api/stock/list', async () => ({ code: 200, result: [] }));
  upstream.post('/api/user/login', async (request, reply) => {
    forwarded.push({ url: request.url, body: request.body });
    return reply.code(401).send({ code: 401, result: 'wrong password' });
  });
  upstream.get('/api/cart/pull', async (request) => {
    forwarded.push({ url: request.url, body: null, authorization: request.headers.authorization });
    return { code: 200, result: [] };
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = `http://127.0.0.1:${upstream.server.address() && (upstream.server.address() as { port: number }).port}`;
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_LOGIN_PER_MINUTE: '3', ADMIN_TOKEN: 'sesame', DATA_DIR: '/tmp/edge-app-test' });
  edge = await buildEdgeApp(config, { upstreams: { catalogUrl: address, commerceUrl: address } });
});

afterAll(async () => {
  await edge.close();
  await upstream.close();
});

describe('catalogue gateway', () => {
  it('answers a listing in the envelope and asks the store’s product index', async () => {
    const res = await edge.inject('/api/catalog/products?store=de&color=49&size=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, result: { total: 1, start: 0, perPage: 10, items: [{ sku: 'A' }] } });
    // The filter labels are looked up beside the listing (the attribute index), so find the product search among the calls.
    expect(searches.find((search) => search.index.endsWith('_product'))?.index).toBe('vue_storefront_catalog_de_product');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('400 naming the field for bad input', async () => {
    for (const [url, field] of [
      ['/api/catalog/products?store=fr', 'store'],
      ['/api/catalog/products?from=abc', 'from'],
      ['/api/catalog/products?sort=name:asc', 'sort'],
      ['/api/catalog/products?price=cheap', 'price'],
      ['/api/catalog/categories?ids=1,x', 'ids'],
      ['/api/ext/cms-data/cmsPage/abc', 'id'],
    ] as const) {
      const res = await edge.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, meta: { field } });
      expect(res.json().result).toMatch(new RegExp(`^${field} `));
    }
    const res = await edge.inject({ method: 'POST', url: '/api/url/map', payload: { store: 'main' } });
    expect(res.json()).toEqual({ code: 400, result: 'url is required', meta: { field: 'url' } });
  });

  it('404 in the envelope for an unknown sku, CMS identifier and API path', async () => {
    expect((await edge.inject('/api/catalog/product/MISSING')).json()).toEqual({ code: 404, result: 'Product not found' });
    expect((await edge.inject('/api/ext/cms-data/cmsBlockIdentifier/MISSING/storeId/1')).json()).toEqual({ code: 404, result: 'CMS query returned empty result' });
    const res = await edge.inject('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: 'Not found' });
  });

  it('502 with a generic text when the upstream answers in the wrong shape', async () => {
    const res = await edge.inject('/api/catalog/product/explode');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 502, meta: { code: 'ERR_UPSTREAM_BAD_FORMAT' } });
    expect(res.body).not.toContain('elasticsearch');
  });

  it('serves large answers with brotli or gzip, small ones as they are', async () => {
    const br = await edge.inject({ url: '/api/catalog/products?q=BIG-shoe', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({ code: 200, result: { items: [{ sku: 'A' }] } });
    const gzip = await edge.inject({ url: '/api/catalog/products?q=BIG-shoe', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ code: 200 });
    const small = await edge.inject({ url: '/api/catalog/product/A', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('commerce gateway', () => {
  it('forwards cartId in the query and the token as a header (issue #13), and passes the upstream verdict through', async () => {
    const res = await edge.inject('/api/cart/pull?token=t1&cartId=c1&junk=1');
    expect(res.statusCode).toBe(200);
    expect(forwarded.at(-1)).toMatchObject({ url: '/api/cart/pull?cartId=c1', authorization: 'Bearer t1' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('validates the body shape before forwarding', async () => {
    const res = await edge.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'a@b.c' } });
    expect(res.json()).toEqual({ code: 400, result: 'password is required', meta: { field: 'password' } });
  });

  it('limits login attempts per minute (429 after the limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await edge.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'a@b.c', password: 'x' }, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('headers, health and admin', () => {
  it('sends security headers; pages get a nonce CSP, API answers a closed one', async () => {
    const api = await edge.inject('/healthz');
    expect(api.json()).toEqual({ status: 'ok' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers['strict-transport-security']).toBeUndefined();
    const page = await edge.inject({ url: '/some/page', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('/readyz is 200 while the upstreams answer', async () => {
    expect((await edge.inject('/readyz')).json()).toEqual({ status: 'ok', upstreams: { catalog: 'ok', commerce: 'ok' } });
  });

  it('cache invalidation needs the admin bearer token', async () => {
    expect((await edge.inject({ method: 'POST', url: '/api/cache/invalidate', payload: {} })).statusCode).toBe(401);
    const wrong = await edge.inject({ method: 'POST', url: '/api/cache/invalidate', payload: {}, headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const ok = await edge.inject({ method: 'POST', url: '/api/cache/invalidate', payload: { kinds: ['search'] }, headers: { authorization: 'Bearer sesame' } });
    expect(ok.json()).toMatchObject({ code: 200, result: { removed: expect.any(Number) } });
    // …and tells every other edge through the backend tier's change log (issue #14 item 4).
    expect(broadcasts.at(-1)).toEqual({ body: { tags: ['kind:search'], reason: 'admin' }, authorization: 'Bearer sesame' });
  });

  it('says so when the other edges could not be told', async () => {
    upstreamRefusesChanges = true;
    try {
      const res = await edge.inject({ method: 'POST', url: '/api/cache/invalidate', payload: {}, headers: { authorization: 'Bearer sesame' }, remoteAddress: '10.9.8.7' });
      expect(res.statusCode).toBe(502);
      expect(res.json().result.removed).toEqual(expect.any(Number));
    } finally {
      upstreamRefusesChanges = false;
    }
  });

  it('echoes a sane X-Request-Id and makes one otherwise', async () => {
    expect((await edge.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })).headers['x-request-id']).toBe('abc-123');
    expect((await edge.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } })).headers['x-request-id']).toMatch(/^[0-9a-f]{8}-/);
  });
});
