// The service worker's routing decisions (issue 6 §2): which requests are cached how, and which never.
import { describe, expect, it } from 'vitest';
import { chooseStrategy, isCacheableResponse, isWarmablePage, type RequestFacts } from '../../../shared/pwa/sw-strategy.js';

const ORIGIN = 'http://127.0.0.1:3000';
const get = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({ method: 'GET', url: `${ORIGIN}${path}`, origin: ORIGIN, mode: 'cors', accept: '*/*', ...extra });
const navigate = (path: string) => get(path, { mode: 'navigate', accept: 'text/html' });

describe('chooseStrategy', () => {
  it('browsed HTML pages go network-first, in every store view', () => {
    for (const path of ['/', '/de/', '/it/men', '/p/KR-1/oxford/KR-1', '/men?sort=final_price:asc']) expect(chooseStrategy(navigate(path))).toBe('page-network-first');
  });

  it('a page asked for by fetch with Accept text/html (the warm-up) is a page too', () => {
    expect(chooseStrategy(get('/men', { accept: 'text/html' }))).toBe('page-network-first');
  });

  it('catalogue API reads are stale-while-revalidate', () => {
    expect(chooseStrategy(get('/api/catalog/products?store=main&category=20'))).toBe('api-stale-while-revalidate');
    expect(chooseStrategy(get('/api/catalog/product/KR-1?store=de'))).toBe('api-stale-while-revalidate');
    expect(chooseStrategy(get('/api/ext/cms-data/cmsPageIdentifier/agb/storeId/3'))).toBe('api-stale-while-revalidate');
  });

  it('product images are cache-first and hashed build assets come from the precache', () => {
    expect(chooseStrategy(get('/img/product/oxford-tan.svg'))).toBe('image-cache-first');
    expect(chooseStrategy(get('/assets/entry-ABC123.js'))).toBe('precache-first');
  });

  it('never caches cart, user, order, payment or stock calls, nor anything that is not a GET', () => {
    for (const path of ['/api/cart/pull?cartId=1', '/api/user/me?token=x', '/api/order', '/api/payone/creditcardcheck', '/api/stock/check?sku=A', '/api/ext/mail-service/get-token']) {
      expect(chooseStrategy(get(path)), path).toBe('network-only');
    }
    expect(chooseStrategy(get('/api/url/map', { method: 'POST' }))).toBe('network-only');
    expect(chooseStrategy(get('/api/catalog/products?store=main', { method: 'POST' }))).toBe('network-only');
    expect(chooseStrategy({ ...navigate('/men'), method: 'HEAD' })).toBe('network-only');
  });

  it('leaves the worker itself, manifests, health checks and other origins to the network', () => {
    expect(chooseStrategy(get('/sw.js'))).toBe('network-only');
    expect(chooseStrategy(navigate('/de/manifest.webmanifest'))).toBe('network-only');
    expect(chooseStrategy(navigate('/healthz'))).toBe('network-only');
    expect(chooseStrategy({ ...navigate('/'), url: 'https://secure.pay1.de/client-api/' })).toBe('network-only');
  });

  it('a script or style request for a page path is not a page', () => {
    expect(chooseStrategy(get('/men', { accept: 'application/json' }))).toBe('network-only');
  });
});

describe('isCacheableResponse', () => {
  const page = (status: number, cacheControl: string, contentType = 'text/html; charset=utf-8') => ({ status, cacheControl, contentType });

  it('keeps only public pages: checkout and account pages (no-cache) and errors are not stored', () => {
    expect(isCacheableResponse('page-network-first', page(200, 'public, max-age=0, must-revalidate'))).toBe(true);
    expect(isCacheableResponse('page-network-first', page(200, 'no-cache'))).toBe(false);
    expect(isCacheableResponse('page-network-first', page(404, 'public, max-age=0'))).toBe(false);
    expect(isCacheableResponse('page-network-first', page(500, 'no-store'))).toBe(false);
    expect(isCacheableResponse('page-network-first', page(200, 'public', 'application/json'))).toBe(false);
  });

  it('keeps JSON catalogue answers and images with status 200 only, never no-store', () => {
    expect(isCacheableResponse('api-stale-while-revalidate', page(200, 'public, max-age=60', 'application/json; charset=utf-8'))).toBe(true);
    expect(isCacheableResponse('api-stale-while-revalidate', page(404, '', 'application/json'))).toBe(false);
    expect(isCacheableResponse('image-cache-first', page(200, 'public, max-age=86400', 'image/svg+xml'))).toBe(true);
    expect(isCacheableResponse('image-cache-first', page(200, 'no-store', 'image/png'))).toBe(false);
    expect(isCacheableResponse('network-only', page(200, 'public', 'application/json'))).toBe(false);
  });
});

describe('isWarmablePage', () => {
  it('accepts store pages and refuses API paths and other origins', () => {
    expect(isWarmablePage(`${ORIGIN}/p/A/b`, ORIGIN)).toBe(true);
    expect(isWarmablePage(`${ORIGIN}/api/cart/pull`, ORIGIN)).toBe(false);
    expect(isWarmablePage('https://example.com/', ORIGIN)).toBe(false);
  });
});
