// What the edge adds around every answer, over real HTTP on the whole shop: health and readiness, security
// headers, request ids, compression, product images, the login rate limit and commerce forwarding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startTestShop, uniqueEmail, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', ADMIN_TOKEN: 'integration-secret' } });
});

afterAll(async () => {
  await shop?.close();
});

describe('health', () => {
  it('/healthz answers 200 {status:"ok"}', async () => {
    expect(await getJson(shop, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('/readyz answers 200 when the catalogue and commerce upstreams answer', async () => {
    const res = await getJson(shop, '/readyz');
    expect(res.status).toBe(200);
    expect(res.body.upstreams).toMatchObject({ catalog: 'ok', commerce: 'ok' });
  });
});

describe('headers', () => {
  it('sends the security headers on API answers', async () => {
    const res = await shop.fetch('/api/catalog/categories?store=main&parent=2');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // PUBLIC_URL is http here, so no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('gives pages a CSP with a fresh nonce per request', async () => {
    const a = (await shop.fetch('/some-page', { headers: { accept: 'text/html' } })).headers.get('content-security-policy')!;
    const b = (await shop.fetch('/some-page', { headers: { accept: 'text/html' } })).headers.get('content-security-policy')!;
    const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
  });

  it('compresses large answers with brotli or gzip as the client asks', async () => {
    // fetch() decodes for us; the header shows what travelled.
    const br = await shop.fetch('/api/catalog/products?store=main&size=20', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect((await br.json()).result.items).toHaveLength(20);
    const gzip = await shop.fetch('/api/catalog/products?store=main&size=20', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('images', () => {
  it('serves the generated product pictures under /img with a long, revalidated cache', async () => {
    const product = (await getJson(shop, '/api/catalog/products?store=main&size=1')).body.result.items[0];
    const res = await shop.fetch(product.image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('404 for a picture that does not exist', async () => {
    expect((await shop.fetch('/img/product/no-such-picture.svg')).status).toBe(404);
  });
});

describe('commerce forwarding', () => {
  it('forwards a guest cart creation and pull with the cart id', async () => {
    const created = await postJson(shop, '/api/cart/create', {});
    expect(created.status).toBe(200);
    const cartId = created.body.result;
    expect(typeof cartId).toBe('string');
    const pulled = await getJson(shop, `/api/cart/pull?cartId=${encodeURIComponent(cartId)}`);
    expect(pulled).toMatchObject({ status: 200, body: { code: 200, result: [] } });
    expect(pulled.headers.get('cache-control')).toBe('no-store');
  });

  it('answers stock for a known sku', async () => {
    const product = (await getJson(shop, '/api/catalog/products?store=main&size=1')).body.result.items[0];
    const sku = product.configurable_children?.[0]?.sku ?? product.sku;
    const res = await getJson(shop, `/api/stock/check?sku=${encodeURIComponent(sku)}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveProperty('is_in_stock');
  });

  it('forwards the newsletter calls to their upstream; the mail service is not open to browsers', async () => {
    // The status is for the signed-in customer's own address only (issue #13 item 5).
    const status = await getJson(shop, '/api/ext/mailchimp-subscribe/subscribe?email=someone%40example.com');
    expect(status).toMatchObject({ status: 401, body: { code: 401 } });
    expect((await getJson(shop, '/api/ext/mail-service/get-token')).status).toBe(404);
    expect((await getJson(shop, '/api/ext/mailchimp-subscribe/subscribe?email=not-an-email')).body).toMatchObject({ code: 400, meta: { field: 'email' } });
  });

  it('limits login attempts: 429 once the per-minute limit is used up', async () => {
    const statuses: number[] = [];
    const username = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) statuses.push((await postJson(shop, '/api/user/login', { username, password: 'Wrong-pass1!' })).status);
    expect(statuses.slice(0, 3).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await postJson(shop, '/api/user/login', { username, password: 'x' });
    expect(limited.body).toMatchObject({ code: 429 });
  });
});

describe('cache invalidation', () => {
  it('refuses a wrong token and clears by kind with the right one', async () => {
    expect((await postJson(shop, '/api/cache/invalidate', {}, { authorization: 'Bearer wrong' })).status).toBe(401);
    await getJson(shop, '/api/catalog/products?store=main&size=3');
    const res = await postJson(shop, '/api/cache/invalidate', { kinds: ['search'] }, { authorization: 'Bearer integration-secret' });
    expect(res.status).toBe(200);
    expect(res.body.result.removed).toBeGreaterThan(0);
  });
});
