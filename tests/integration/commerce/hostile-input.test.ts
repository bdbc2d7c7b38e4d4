// Hostile input on every commerce call: wrong types, long strings, bad JSON, SQL and HTML. Every answer is an
// envelope with a 4xx status equal to its code and a stable error code; nothing is a 500 or leaks a stack trace.
// Text that looks like SQL or HTML is stored verbatim and comes back as JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommerceErrorCode } from '../../../shared/commerce/error-codes.js';
import { cartWith, createTestApp, GERMAN_ADDRESS, orderBody, signUp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const LONG = 'x'.repeat(20_000);
const HOSTILE_BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  { cartItem: 'nope' },
  { cartItem: { sku: LONG, qty: 1 } },
  { cartItem: { sku: { $ne: 1 }, qty: [1, 2] } },
  { customer: { email: ['a'], firstname: LONG, lastname: 1 }, password: { a: 1 } },
  { username: "' OR 1=1 --", password: LONG },
  { review: { product_id: "1; DROP TABLE reviews", title: 1, detail: null, nickname: [] } },
  { address: 'DE' },
  { products: 'all', cart_id: LONG, addressInformation: [] },
  { refreshToken: LONG },
  { email: { $gt: '' } },
];

const ROUTES: ['GET' | 'POST', string][] = [
  ['POST', '/api/cart/create?token=%00%27'],
  ['GET', '/api/cart/pull?cartId=%27%20OR%201%3D1'],
  ['POST', '/api/cart/update?cartId=CART'],
  ['POST', '/api/cart/delete?cartId=CART'],
  ['GET', '/api/cart/totals?cartId=CART&token=x'],
  ['GET', '/api/cart/payment-methods?cartId[]=a'],
  ['POST', '/api/cart/shipping-methods?cartId=CART'],
  ['POST', '/api/cart/shipping-information?cartId=CART'],
  ['POST', '/api/cart/collect-totals?cartId=CART&token[]=a'],
  ['POST', '/api/cart/apply-coupon?cartId=CART&coupon=%27%3B--'],
  ['POST', '/api/cart/delete-coupon?cartId=' + 'c'.repeat(65)],
  ['GET', '/api/stock/check?sku=' + 's'.repeat(65)],
  ['GET', '/api/stock/list?skus=' + ',' .repeat(30)],
  ['POST', '/api/order'],
  ['POST', '/api/user/login'],
  ['POST', '/api/user/create'],
  ['POST', '/api/user/reset-password'],
  ['POST', '/api/user/create-password'],
  ['POST', '/api/user/change-password?token=x'],
  ['GET', '/api/user/me?token=' + 't'.repeat(129)],
  ['POST', '/api/user/me?token=x'],
  ['POST', '/api/user/refresh'],
  ['GET', '/api/user/order-history?token=x&pageSize=-1&currentPage=abc'],
  ['POST', '/api/review/create'],
];

describe.each(DIALECTS)('hostile input on %s', (dialect) => {
  let a: TestApp;
  let cartId: string;
  beforeAll(async () => {
    a = await createTestApp(dialect);
    cartId = await cartWith(a, [{ sku: 'CARE-SET', qty: 2 }]);
  });
  afterAll(async () => a?.close());

  it('answers every call with a 4xx envelope and a known error code, never a 500', async () => {
    for (const [method, url] of ROUTES) {
      for (const body of method === 'POST' ? HOSTILE_BODIES : [undefined]) {
        const res = await a.app.inject({ method, url: url.replace('CART', cartId), payload: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        const label = `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, label).toBeLessThan(500);
        const json = res.json();
        expect(json.code, label).toBe(res.statusCode);
        if (res.statusCode !== 200) expect(isCommerceErrorCode(json.meta?.errorCode), label).toBe(true);
        expect(res.body, label).not.toMatch(/at .*\.(ts|js):\d+|stack/i);
      }
    }
  });

  it('answers bad JSON with 400 ERR_BAD_JSON and other media types with 400', async () => {
    const bad = await a.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: '{"cartItem": {', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, result: 'The request body is not valid JSON', meta: { errorCode: 'ERR_BAD_JSON', field: 'body' } });
    const text = await a.app.inject({ method: 'POST', url: '/api/user/login', payload: 'username=a', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(text.json().meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'content-type' });
  });

  it('accepts body-less POSTs that need no body, with or without a JSON content type', async () => {
    const res = await a.app.inject({ method: 'POST', url: '/api/cart/create', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
  });

  it('names the field of an over-long value', async () => {
    const res = await a.call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: LONG, qty: 1 } });
    expect(res.body).toEqual({ code: 400, result: 'cartItem.sku must NOT have more than 64 characters', meta: { errorCode: 'ERR_VALIDATION', field: 'cartItem.sku' } });
    const option = await a.call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CARE-SET', qty: 1, product_option: { junk: LONG } } });
    expect(option.body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'cartItem.product_option' });
  });

  it('refuses __proto__ keys with a 400 naming the body instead of letting them reach a prototype', async () => {
    const res = await a.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: '{"cartItem":{"sku":"CARE-SET","qty":1,"__proto__":{"polluted":true}}}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, meta: { errorCode: 'ERR_BAD_JSON', field: 'body' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stores SQL and HTML in names and addresses verbatim and returns them as JSON', async () => {
    const s = await signUp(a, `hostile-${dialect}@example.com`);
    const firstname = "<img src=x onerror=alert(1)>'; DROP TABLE customers;--";
    const lastname = 'Ünïcødé "quoted" \\ back\\slash';
    const res = await a.app.inject({ method: 'POST', url: `/api/user/me?token=${s.token}`, payload: { customer: { firstname, lastname } } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().result).toMatchObject({ firstname, lastname });
    const me = await a.call('GET', `/api/user/me?token=${s.token}`);
    expect(me.body.result).toMatchObject({ firstname, lastname });
    const cart = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    const street = ["Robert'); DROP TABLE orders;--", '<script>alert(1)</script>'];
    const order = await a.call('POST', '/api/order', orderBody(cart, [{ sku: 'OX-ANTON-42', qty: 1 }], { shippingAddress: { ...GERMAN_ADDRESS, street } }));
    expect(order.status).toBe(200);
    expect(a.placedOrders.at(-1)?.shippingAddress?.street).toEqual(street);
    expect(await a.t.db.selectFrom('customers').select('id').execute()).not.toHaveLength(0);
  });
});
