// The upstream client against a throwaway local HTTP server: every failure becomes an UpstreamError with its code.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CONTENT_TYPE, WRONG_RESPONSE_FORMAT } from '../../../shared/api/envelope.js';
import { parseSearchResponse } from '../../../server/upstream/catalog-client.js';
import { ForwardingClient } from '../../../server/upstream/forwarding-client.js';
import { buildQueryString, HttpJsonClient, isJsonContentType, UpstreamError } from '../../../server/upstream/http-client.js';

let server: http.Server;
let baseUrl: string;
const seen: { url?: string; body?: string; headers?: http.IncomingHttpHeaders } = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      Object.assign(seen, { url: req.url, body, headers: req.headers });
      const path = (req.url ?? '').split('?')[0];
      if (path.endsWith('/slow')) return setTimeout(() => res.end('{}'), 3000).unref();
      if (path.endsWith('/stall-body')) {
        res.writeHead(200, { 'content-type': 'application/json' }).write('{"a":');
        return setTimeout(() => res.end('1}'), 3000).unref();
      }
      if (path.endsWith('/html')) return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>oops</h1>');
      if (path.endsWith('/broken-json')) return res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":');
      if (path.endsWith('/fail')) return res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500,"result":"boom"}');
      if (path.endsWith('/denied')) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":401,"result":"no"}');
      if (path.endsWith('/not-envelope')) return res.writeHead(200, { 'content-type': 'application/json' }).end('[1,2]');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 200, result: { echo: body } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://user:s%3Acret@127.0.0.1:${(server.address() as AddressInfo).port}/base`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('HttpJsonClient', () => {
  it('sends JSON to the base path with query and Basic credentials from the URL, and parses JSON back', async () => {
    const client = new HttpJsonClient({ name: 'test', baseUrl, timeoutMs: 500 });
    const res = await client.request({ method: 'POST', path: '/x', query: { a: 1, b: undefined, c: 'ü' }, body: { hello: 'world' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, result: { echo: '{"hello":"world"}' } });
    expect(seen.url).toBe('/base/x?a=1&c=%C3%BC');
    expect(seen.headers?.authorization).toBe(`Basic ${Buffer.from('user:s:cret').toString('base64')}`);
    expect(seen.headers?.['content-type']).toBe('application/json');
    await client.close();
  });

  it('ERR_UPSTREAM_TIMEOUT when the answer takes longer than the timeout, soon after the timeout', async () => {
    const client = new HttpJsonClient({ name: 'test', baseUrl, timeoutMs: 100 });
    const started = Date.now();
    expect((await failure(client.request({ method: 'GET', path: '/slow' }))).code).toBe('ERR_UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(600);
    await client.close();
  });

  it('ERR_UPSTREAM_TIMEOUT when the body stalls after the headers', async () => {
    const client = new HttpJsonClient({ name: 'test', baseUrl, timeoutMs: 150 });
    expect((await failure(client.request({ method: 'GET', path: '/stall-body' }))).code).toBe('ERR_UPSTREAM_TIMEOUT');
    await client.close();
  });

  it('ERR_UPSTREAM_UNAVAILABLE when nothing listens', async () => {
    const client = new HttpJsonClient({ name: 'test', baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    const error = await failure(client.request({ method: 'GET', path: '/' }));
    expect(error.code).toBe('ERR_UPSTREAM_UNAVAILABLE');
    expect(error.upstream).toBe('test');
    await client.close();
  });

  it(`ERR_UPSTREAM_BAD_CONTENT_TYPE with the spec text '${BAD_CONTENT_TYPE}' for a non-JSON answer`, async () => {
    const client = new HttpJsonClient({ name: 'test', baseUrl, timeoutMs: 500 });
    const error = await failure(client.request({ method: 'GET', path: '/html' }));
    expect(error.code).toBe('ERR_UPSTREAM_BAD_CONTENT_TYPE');
    expect(error.message).toBe(BAD_CONTENT_TYPE);
    await client.close();
  });

  it(`ERR_UPSTREAM_BAD_FORMAT with '${WRONG_RESPONSE_FORMAT}' for JSON that does not parse`, async () => {
    const client = new HttpJsonClient({ name: 'test', baseUrl, timeoutMs: 500 });
    const error = await failure(client.request({ method: 'GET', path: '/broken-json' }));
    expect(error.code).toBe('ERR_UPSTREAM_BAD_FORMAT');
    expect(error.message).toBe(WRONG_RESPONSE_FORMAT);
    await client.close();
  });

  it('ERR_UPSTREAM_STATUS for a status the caller does not accept, with the status kept', async () => {
    const client = new HttpJsonClient({ name: 'test', baseUrl, timeoutMs: 500 });
    const error = await failure(client.request({ method: 'GET', path: '/fail' }));
    expect(error).toMatchObject({ code: 'ERR_UPSTREAM_STATUS', status: 500 });
    await client.close();
  });
});

describe('ForwardingClient', () => {
  it('passes a 4xx envelope through as the upstream verdict, with the request id', async () => {
    const client = new ForwardingClient({ name: 'commerce', baseUrl, timeoutMs: 500 });
    const answer = await client.forward({ method: 'POST', path: '/denied', body: {}, requestId: 'abc-1' });
    expect(answer).toMatchObject({ status: 401, envelope: { code: 401, result: 'no' }, text: '{"code":401,"result":"no"}' });
    expect(seen.headers?.['x-request-id']).toBe('abc-1');
    await client.close();
  });

  it('turns a 5xx into ERR_UPSTREAM_STATUS and a non-envelope into ERR_UPSTREAM_BAD_FORMAT', async () => {
    const client = new ForwardingClient({ name: 'commerce', baseUrl, timeoutMs: 500 });
    expect((await failure(client.forward({ method: 'GET', path: '/fail' }))).code).toBe('ERR_UPSTREAM_STATUS');
    expect((await failure(client.forward({ method: 'GET', path: '/not-envelope' }))).code).toBe('ERR_UPSTREAM_BAD_FORMAT');
    await client.close();
  });
});

describe('helpers', () => {
  it('recognises JSON content types', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/vnd.api+json')).toBe(true);
    expect(isJsonContentType('text/html')).toBe(false);
    expect(isJsonContentType('')).toBe(false);
  });

  it('builds query strings without undefined or null values', () => {
    expect(buildQueryString({ a: 'x y', b: null, c: 0, d: false })).toBe('?a=x+y&c=0&d=false');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('reads Elasticsearch 7 answers (total as object or number) and rejects other shapes', () => {
    const parsed = parseSearchResponse<{ sku: string }>({
      hits: { total: { value: 7, relation: 'eq' }, hits: [{ _source: { sku: 'A' } }] },
      aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 3 }] }, bogus: {} },
    });
    expect(parsed).toEqual({ total: 7, hits: [{ sku: 'A' }], aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 3 }] } } });
    expect(parseSearchResponse({ hits: { total: 2, hits: [] } }).total).toBe(2);
    expect(() => parseSearchResponse({ result: [] })).toThrow(WRONG_RESPONSE_FORMAT);
    expect(() => parseSearchResponse(null)).toThrow(UpstreamError);
  });
});
