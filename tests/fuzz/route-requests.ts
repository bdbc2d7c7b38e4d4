// Requests derived from a route's description (method, URL pattern, schemas) as the shop process reports it at run
// time, so a route added later is fuzzed without editing the suite. Path parameters, query strings and bodies come
// from schema-values.ts; bodies are also sent nested deep, cut off, huge or in another content type.
import fc from 'fast-check';
import type { RouteDescription } from '../support/shop-process.js';
import { hostile, mutated, nestedJson, type Schema } from './schema-values.js';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Paths for wildcard routes (the pages, static files): the shop's own shapes, in every store view, and noise. */
const PAGE_PATHS = ['/', '/men', '/women', '/c/oxfords', '/p/KR-1001-BLK/konrad-oxford', '/search', '/checkout', '/my-account', '/i/about-us', '/withdrawal', '/newsletter', '/abmelden', '/redirect', '/sitemap.xml', '/assets/x.js', '/img/x.png'];

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
/** encodeURIComponent for any string: lone surrogates become U+FFFD first, as a browser would send them. */
const encode = (value: string): string => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, (c, i: number, all: string) => (/[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(all.slice(i, i + 2)) || /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(all.slice(i - 1, i + 1)) ? c : '\uFFFD')));

/** Header values must be visible ASCII; anything else is dropped by the client before it reaches the shop. */
const headerSafe = (value: string): string => value.replace(/[^\x20-\x7e]/g, '').slice(0, 4000);

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value === undefined ? '' : `q=${encode(text(value))}`;
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) params.append(name, text(item));
  }
  return params.toString();
}

function pathFor(route: RouteDescription, params: Record<string, unknown>, wildcard: string): string {
  return route.url
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encode(text(params[name] ?? 'x')) || 'x')
    .replace(/\*$/, wildcard.replace(/^\//, ''));
}

const paramsArbitrary = (schema: unknown): fc.Arbitrary<Record<string, unknown>> => {
  const properties = ((schema as Schema | undefined)?.properties ?? {}) as Record<string, unknown>;
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, mutated(child)])));
};

const wildcardPath = fc.oneof(
  fc.constantFrom(...PAGE_PATHS).chain((path) => fc.constantFrom('', '/de', '/it').map((prefix) => (prefix + path).replace(/\/$/, '') || '/')),
  fc.array(fc.oneof(fc.webSegment(), fc.constantFrom('..', '%2e%2e', '%00', '%ff', 'p', 'c', 'de')), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
);

function bodyFor(schema: unknown): fc.Arbitrary<{ body?: string; type?: string }> {
  return fc.oneof(
    { weight: 6, arbitrary: mutated(schema).map((value) => ({ body: JSON.stringify(value) ?? 'null', type: 'application/json' })) },
    { weight: 1, arbitrary: fc.integer({ min: 15, max: 5000 }).map((depth) => ({ body: nestedJson(depth), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.integer({ min: 15, max: 5000 }).map((depth) => ({ body: `{"a":${nestedJson(depth, '[', ']')}}`, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{', '[1,]', '', 'null', '"x"', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}').map((body) => ({ body, type: 'application/json' })) },
    { weight: 1, arbitrary: mutated(schema).map((value) => ({ body: queryString(value), type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: fc.tuple(hostile(), fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data')).map(([value, type]) => ({ body: text(value), type })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const extraHeaders = fc.record(
  {
    authorization: fc.oneof(hostile().map((v) => `Bearer ${headerSafe(text(v))}`), fc.constantFrom('Basic YTpi', 'Bearer', 'Bearer a b')),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br;q=0, gzip;q=0', '*'),
    accept: fc.constantFrom('text/html', 'application/json', '*/*'),
    'x-request-id': fc.string({ maxLength: 80 }).map(headerSafe),
  },
  { requiredKeys: [] },
);

export function requestFor(route: RouteDescription): fc.Arbitrary<FuzzRequest> {
  const withBody = !['GET', 'HEAD'].includes(route.method);
  return fc
    .tuple(paramsArbitrary(route.schema.params), wildcardPath, mutated(route.schema.querystring ?? {}), withBody ? bodyFor(route.schema.body) : fc.constant<{ body?: string; type?: string }>({}), extraHeaders)
    .map(([params, wildcard, query, payload, headers]) => {
      const search = queryString(query);
      const request: FuzzRequest = { method: route.method, path: pathFor(route, params, wildcard) + (search ? `?${search}` : ''), headers: { ...headers } };
      if (payload.body !== undefined) {
        request.body = payload.body;
        if (payload.type) request.headers['content-type'] = payload.type;
      }
      return request;
    });
}

/** Requests spread over every route (each route as likely as any other). */
export function requestsOver(routes: readonly RouteDescription[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain(requestFor);
}
