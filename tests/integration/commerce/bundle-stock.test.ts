// A bundle is sold as its default parts (issue #12 item 13) on SQLite and PostgreSQL: its stock answer (what Add to
// cart asks) is in stock only while every default part is, with as many sets as the scarcest part makes; an order of
// it takes its parts' stock, and is refused, naming the bundle, when a part is short. Fixture: CARE-BUNDLE = 2 × POLISH
// + 1 × CARE-SET, both with 100 in stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, createTestApp, orderBody, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

describe.each(DIALECTS)('bundle stock on %s', (dialect) => {
  let a: TestApp;
  const stockOf = async (sku: string) => a.t.db.selectFrom('stock').select(['qty', 'is_in_stock']).where('sku', '=', sku).executeTakeFirstOrThrow();
  const setStock = (sku: string, qty: number, inStock = qty > 0) => a.t.db.updateTable('stock').set({ qty, is_in_stock: inStock ? 1 : 0 }).where('sku', '=', sku).execute();
  const check = async (sku: string) => (await a.call('GET', `/api/stock/check?sku=${sku}`)).body.result;

  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  it('answers as many sets as the parts make', async () => {
    expect(await check('CARE-BUNDLE')).toMatchObject({ sku: 'CARE-BUNDLE', qty: 50, is_in_stock: true, manage_stock: true });
    await setStock('POLISH', 7);
    expect(await check('CARE-BUNDLE')).toMatchObject({ qty: 3, is_in_stock: true });
    const [listed] = (await a.call('GET', '/api/stock/list?skus=CARE-BUNDLE,POLISH')).body.result;
    expect(listed).toMatchObject({ sku: 'CARE-BUNDLE', qty: 3, is_in_stock: true });
  });

  it('is out of stock while one default part is, whatever the bundle’s own row says, and back when it is restocked', async () => {
    await setStock('CARE-SET', 0);
    expect(await check('CARE-BUNDLE')).toMatchObject({ qty: 0, is_in_stock: false });
    await setStock('CARE-SET', 40, false);
    expect(await check('CARE-BUNDLE')).toMatchObject({ is_in_stock: false });
    await setStock('POLISH', 1);
    await setStock('CARE-SET', 40);
    expect((await check('CARE-BUNDLE')).is_in_stock).toBe(false);
    await setStock('POLISH', 20);
    expect(await check('CARE-BUNDLE')).toMatchObject({ qty: 10, is_in_stock: true });
  });

  it('an order of sets takes its parts’ stock', async () => {
    const cartId = await cartWith(a, [{ sku: 'CARE-BUNDLE', qty: 3 }]);
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'CARE-BUNDLE', qty: 3 }]));
    expect(res.status).toBe(200);
    expect(await stockOf('POLISH')).toMatchObject({ qty: 14 });
    expect(await stockOf('CARE-SET')).toMatchObject({ qty: 37 });
    expect(await check('CARE-BUNDLE')).toMatchObject({ qty: 7, is_in_stock: true });
  });

  it('refuses an order when a part is short, naming the bundle, and takes nothing', async () => {
    const cartId = await cartWith(a, [{ sku: 'CARE-BUNDLE', qty: 8 }]);
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'CARE-BUNDLE', qty: 8 }]));
    expect(res.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_OUT_OF_STOCK', field: 'products', skus: ['CARE-BUNDLE'] } });
    expect(await stockOf('POLISH')).toMatchObject({ qty: 14 });
    expect(await stockOf('CARE-SET')).toMatchObject({ qty: 37 });
  });

  it('the cart names what one set contains', async () => {
    const cartId = await cartWith(a, [{ sku: 'CARE-BUNDLE', qty: 1 }]);
    const totals = (await a.call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(JSON.parse(totals.items[0].options)).toEqual([
      { label: 'Polish', value: '2 × Polish' },
      { label: 'Care', value: '1 × Shoe care set' },
    ]);
  });
});
