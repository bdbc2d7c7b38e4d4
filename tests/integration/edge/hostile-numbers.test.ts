// Issue #13 items 2 and 7 over real HTTP: numbers that are not finite or out of range, pages larger than the shop
// asks for, result windows past 10,000 and deeply nested bodies are a 400 naming the field, at the edge and at the
// embedded backends, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../server/http/json-depth.js';
import { backendHeaders, getJson, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

const nested = (depth: number, leaf = '1'): string => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

async function expectRefused(path: string, field: string, init?: RequestInit, base = shop.url): Promise<Json> {
  const toBackend = base !== shop.url ? backendHeaders(shop) : {};
  const res = await fetch(new URL(path, base), { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), ...toBackend } });
  const body = (await res.json()) as Json;
  expect(res.status, `${path} → ${JSON.stringify(body)}`).toBe(400);
  expect(JSON.stringify(body), path).toContain(field);
  return body;
}

describe('numbers (issue #13 item 7)', () => {
  it.each([
    ['/api/catalog/categories?level=1e309', 'level'],
    ['/api/catalog/categories?parent=Infinity', 'parent'],
    ['/api/catalog/categories?parent=99999999999999999999', 'parent'],
    ['/api/ext/cms-data/cmsPage/1e309', 'id'],
    ['/api/ext/cms-data/cmsBlockIdentifier/footer/storeId/1e309', 'storeId'],
    ['/api/catalog/products?category=1e309', 'category'],
    ['/api/catalog/products?category=-Infinity', 'category'],
    ['/api/catalog/products?size=Infinity', 'size'],
    ['/api/user/order-history?pageSize=Infinity', 'pageSize'],
    ['/api/user/order-history?currentPage=1e309', 'currentPage'],
    ['/api/review/list?productId=1e309', 'productId'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const body = await expectRefused(path, field);
    expect(body.meta.field).toBe(field);
  });

  it('says a non-finite number must be finite', async () => {
    expect((await expectRefused('/api/catalog/products?size=1e309', 'size')).result).toBe('size must be a finite number');
  });

  it('refuses a non-finite rating or quantity in a body at the backend too', async () => {
    const backend = shop.shop.backends!.url;
    await expectRefused('/api/review/list?productId=Infinity', 'productId', undefined, backend);
    await expectRefused('/api/user/order-history?pageSize=1e309', 'pageSize', undefined, backend);
  });
});

describe('pages and result windows (issue #13 item 2)', () => {
  it('serves a page of at most 50 products and refuses a larger one with a 400 naming size (not a 502)', async () => {
    expect((await getJson(shop, '/api/catalog/products?size=50&fields=card')).status).toBe(200);
    await expectRefused('/api/catalog/products?size=51', 'size');
    await expectRefused('/api/catalog/products?size=999', 'size');
  });

  it('refuses from + size beyond 10,000 with a 400 naming from', async () => {
    expect((await getJson(shop, '/api/catalog/products?from=9950&size=50')).status).toBe(200);
    const body = await expectRefused('/api/catalog/products?from=9990&size=20', 'from');
    expect(body.meta.field).toBe('from');
    await expectRefused('/api/catalog/products?from=10000', 'from');
  });

  it('offers only sorts the product index can do: position:asc is a 400 naming sort (it was a 502)', async () => {
    const body = await expectRefused('/api/catalog/products?sort=position:asc', 'sort');
    expect(body.meta.field).toBe('sort');
  });

  it('refuses a sku lookup naming more products than a page holds', async () => {
    const skus = Array.from({ length: 51 }, (_, i) => `SKU-${i}`).join(',');
    await expectRefused(`/api/catalog/products?skus=${skus}`, 'skus');
  });
});

describe('nesting (issue #13 item 7)', () => {
  const post = (body: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses a body nested 10,000 deep with a 400 naming body, wherever the route would forward it', async () => {
    const deep = nested(10_000);
    await expectRefused('/api/cart/update?cartId=x', 'body', post(`{"cartItem":{"sku":"A","qty":1,"product_option":${deep}}}`));
    await expectRefused('/api/user/me', 'body', post(`{"customer":${deep}}`));
    await expectRefused('/api/url/map', 'body', post(`{"url":"/men","extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}`));
  });

  it(`takes a body nested ${MAX_JSON_DEPTH} deep and refuses one level more; brackets inside strings do not count`, async () => {
    const ok = await shop.fetch('/api/url/map', post(`{"url":"/men","x":${nested(MAX_JSON_DEPTH - 1)}}`));
    expect(ok.status).toBe(200);
    await expectRefused('/api/url/map', 'body', post(`{"url":"/men","x":${nested(MAX_JSON_DEPTH)}}`));
    const inString = await shop.fetch('/api/url/map', post(JSON.stringify({ url: '/men', x: '{['.repeat(500) })));
    expect(inString.status).toBe(200);
  });

  it('refuses a deep body at the commerce backend itself', async () => {
    await expectRefused('/api/user/me', 'body', post(`{"customer":${nested(5000)}}`), shop.shop.backends!.url);
  });
});
