// An order names its items as the shopper's store view showed them (the order is the record of what was shown and
// bought), over HTTP on SQLite and PostgreSQL: an order placed in /de keeps the German names in the stored order, in
// the order history and for the confirmation hook, also after the catalogue renames the product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCatalogDocuments } from '../../../server/db/catalog-documents.js';
import { cartWith, createTestApp, orderBody, signUp, TEST_CATALOG_INDEX, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

/** The German catalogue's Oxford (fixture id 1000) with the size the tests buy,. */
const germanDocs = (colour: string) => [
  { id: 1000, sku: 'OX-ANTON', name: 'Oxford Anton', configurable_children: [{ sku: 'OX-ANTON-42', name: `Oxford Anton ${colour} 42` }] },
];

describe.each(DIALECTS)('order item names on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
    await storeCatalogDocuments(a.t.db, { [`${TEST_CATALOG_INDEX}_de_product`]: germanDocs('Schwarz') });
  });
  afterAll(async () => a?.close());

  it('an order placed in /de stores and shows the German names; a later rename does not change it', async () => {
    const me = await signUp(a, `names-${dialect}@example.com`);
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }, { sku: 'CARE-SET', qty: 1 }], me.token);
    const res = await a.call('POST', `/api/order?token=${me.token}`, { ...orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }, { sku: 'CARE-SET', qty: 1 }]), store_code: 'de', user_id: me.id });
    expect(res.status).toBe(200);
    // The care set has no German document here: it keeps the stored (main store) name.
    const expected = [['OX-ANTON-42', 'Oxford Anton Schwarz 42'], ['CARE-SET', 'Shoe care set']];
    expect(a.placedOrders.at(-1)?.items.map((i) => [i.sku, i.name])).toEqual(expected);

    await storeCatalogDocuments(a.t.db, { [`${TEST_CATALOG_INDEX}_de_product`]: germanDocs('Tiefschwarz') });
    const history = (await a.call('GET', `/api/user/order-history?token=${me.token}`)).body.result;
    expect(history.items[0].items.map((i: { sku: string; name: string }) => [i.sku, i.name])).toEqual(expected);
  });

  it('an order in the main store keeps the English names', async () => {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    expect((await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]))).status).toBe(200);
    expect(a.placedOrders.at(-1)?.items.map((i) => i.name)).toEqual(['Oxford Anton 42']);
  });
});
