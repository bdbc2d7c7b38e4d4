// The edge in front of the withdrawal button (§356a BGB) and the Omnibus figure (PAngV §11), over real HTTP on the
// whole shop: both withdrawal calls are checked against their schema at the edge (400 naming the field), forwarded
// to commerce (one not-found answer), and share login's per-minute limit; the catalogue API serves the lowest price
// of the last 30 days with the reduced product and its children.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY_SPECIAL_SKU } from '../../../server/demo-catalogue/index.js';
import { getJson, postJson, startTestShop, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '4' } });
});

afterAll(async () => {
  await shop?.close();
});

describe('withdrawal calls at the edge', () => {
  it('answers bad input with 400 naming the field, before the upstream', async () => {
    const missing = await postJson(shop, '/api/order/withdraw', { email: 'a@example.com' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('orderNumber');
    const badQty = await postJson(shop, '/api/order/withdraw', { orderNumber: '100000001', email: 'a@example.com', lines: [{ sku: 'X', qty: 0 }] });
    expect(badQty.status).toBe(400);
    expect(JSON.stringify(badQty.body)).toContain('qty');
  });

  it('forwards a well-formed lookup and declaration: an unknown order is the one not-found answer', async () => {
    const lookup = await postJson(shop, '/api/order/withdrawal-lookup', { orderNumber: '199999999', email: 'nobody@example.com' });
    expect(lookup).toMatchObject({ status: 404, body: { code: 404, meta: { errorCode: 'ERR_ORDER_NOT_FOUND' } } });
    const declare = await postJson(shop, '/api/order/withdraw', { orderNumber: '199999999', email: 'nobody@example.com' });
    expect(declare.body.meta.errorCode).toBe('ERR_ORDER_NOT_FOUND');
  });

  it('limits guesses of order number and e-mail like logins: 429 once the limit is used up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postJson(shop, '/api/order/withdrawal-lookup', { orderNumber: `19999999${i}`, email: 'guess@example.com' })).status);
    // The limit (4 a minute) counts the lookup of the test before as well.
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
  });
});

describe('Omnibus lowest price in the catalogue API', () => {
  it('serves lowest_price_30d_incl_tax with the product whose special price starts today, and with its children', async () => {
    const res = await getJson(shop, `/api/catalog/product/${TODAY_SPECIAL_SKU}?store=de`);
    expect(res.status).toBe(200);
    const product = res.body.result;
    // The demo's special price starts on the day its data was generated: the shared test data may be from a run
    // begun before midnight, so the check is that it has started (and, below, that the 30 days before it count).
    expect(product.special_from_date.slice(0, 10) <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(product).toMatchObject({ special_price_incl_tax: 369, lowest_price_30d_incl_tax: 469 });
    expect(product.configurable_children.every((c: { lowest_price_30d_incl_tax: number }) => c.lowest_price_30d_incl_tax === 469)).toBe(true);
    const plain = (await getJson(shop, '/api/catalog/products?store=main&size=50')).body.result.items as { special_price_incl_tax?: number | null; lowest_price_30d_incl_tax?: number | null }[];
    for (const item of plain.filter((p) => !p.special_price_incl_tax)) expect(item.lowest_price_30d_incl_tax ?? null).toBeNull();
  });
});
