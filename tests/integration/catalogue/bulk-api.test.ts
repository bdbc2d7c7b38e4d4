// Issue #14 items 2 and 3 on SQLite and PostgreSQL: `POST /_bulk` on the catalogue backend with Elasticsearch's
// per-item semantics, behind the admin token and not through the edge; after a price change through it, the
// catalogue API (product, search) and the cart's totals show one price, and the Omnibus line follows the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCatalogDate } from '../../../server/demo-catalogue/catalogue/pricing.js';
import { backendHeaders, getJson, postJson, type Json, type TestShop } from '../helpers/start-app.js';
import { DIALECTS } from '../commerce/helpers/test-database.js';
import { startCatalogueShop, type CatalogueShop } from './catalogue-shop.js';

const TOKEN = 'catalogue-admin-secret';
const SKU = 'KR-9003-HOR';

describe.each(DIALECTS)('catalogue _bulk and one truth on %s', (dialect) => {
  let catalogue: CatalogueShop;
  let shop: TestShop;
  let productIndex: string;
  let id: string;

  beforeAll(async () => {
    catalogue = await startCatalogueShop(dialect, TOKEN);
    ({ shop, productIndex } = catalogue);
    id = String((await getJson(shop, `/api/catalog/product/${SKU}?store=main`)).body.result.id);
  }, 120_000);
  afterAll(async () => {
    await catalogue?.close();
  });

  const bulk = (path: string, lines: unknown[], token: string | null = TOKEN) => catalogue.bulk(path, lines, token);
  const product = async () => (await getJson(shop, `/api/catalog/product/${SKU}?store=main`)).body.result;
  const cartTotals = async () => {
    const cartId = (await postJson(shop, '/api/cart/create', {})).body.result;
    const added = await postJson(shop, `/api/cart/update?cartId=${encodeURIComponent(cartId)}`, { cartItem: { sku: SKU, qty: 2, quoteId: cartId } });
    expect(added.status).toBe(200);
    return (await getJson(shop, `/api/cart/totals?cartId=${encodeURIComponent(cartId)}`)).body.result;
  };

  it('refuses a request without the admin token, and the edge does not serve _bulk at all', async () => {
    expect((await bulk('/_bulk', [{ delete: { _index: productIndex, _id: '1' } }], null)).status).toBe(401);
    expect((await bulk('/_bulk', [{ delete: { _index: productIndex, _id: '1' } }], 'wrong')).status).toBe(401);
    for (const path of ['/_bulk', `/${productIndex}/_bulk`, `/api/catalog/${productIndex}/_bulk`]) {
      const res = await shop.fetch(path, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson', ...backendHeaders(shop) }, body: '{"delete":{"_id":"1"}}\n' });
      expect(res.status, path).toBe(404);
    }
  });

  it('answers per item with Elasticsearch semantics and the errors flag; a malformed line fails the request', async () => {
    const res = await bulk(`/${productIndex}/_bulk`, [
      { update: { _id: id } }, { doc: { stock: { qty: 7 } } },
      { update: { _id: '999999999' } }, { doc: { stock: { qty: 1 } } },
      { update: { _id: id } }, { doc: { price_incl_tax: -3 } },
      { delete: { _id: '999999998' } },
      // Valid on its own, but the stored document has no special price window.
      { update: { _id: id } }, { doc: { special_price_incl_tax: 9.9 } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBe(true);
    expect(res.body.items.map((i: Json) => [Object.keys(i)[0], Object.values<Json>(i)[0].status, Object.values<Json>(i)[0].result ?? Object.values<Json>(i)[0].error.type])).toEqual([
      ['update', 200, 'updated'], ['update', 404, 'document_missing_exception'], ['update', 400, 'mapper_parsing_exception'], ['delete', 404, 'not_found'],
      ['update', 400, 'mapper_parsing_exception'],
    ]);
    expect(res.body.items[4].update.error.reason).toMatch(/^\[doc\.special_from_date\] a special price needs a valid window/);
    expect((await product()).stock.qty).toBe(7);
    const malformed = await fetch(new URL('/_bulk', shop.shop.backends!.url), { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson', ...backendHeaders(shop) }, body: '{"index":\n' });
    expect(malformed.status).toBe(400);
  });

  it('refuses per item, naming the field, a duplicate SKU and a size whose parent is missing; an unknown index fails the request', async () => {
    const laces = { id: 99_000_001, sku: SKU, name: 'Copy', type_id: 'simple', status: 1, visibility: 4, price_incl_tax: 5 };
    const orphan = { ...laces, id: 99_000_002, sku: 'ORPHAN-42', parentSku: 'NO-SUCH-PARENT', visibility: 1 };
    const res = await bulk(`/${productIndex}/_bulk`, [{ index: { _id: String(laces.id) } }, laces, { index: { _id: String(orphan.id) } }, orphan]);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBe(true);
    expect(res.body.items.map((i: Json) => [i.index.status, i.index.error.reason])).toEqual([
      [400, expect.stringMatching(/^\[sku\] duplicate SKU KR-9003-HOR/)],
      [400, expect.stringMatching(/^\[parentSku\] .*NO-SUCH-PARENT/)],
    ]);
    expect((await getJson(shop, '/api/catalog/product/ORPHAN-42?store=main')).status).toBe(404);
    const unknown = await bulk('/_bulk', [{ index: { _index: `${shop.config.catalogIndex}_review`, _id: '1' } }, { id: 1 }]);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('_index');
  });

  it('refuses a body over the _bulk limit (64 MiB) with 413, applying nothing', async () => {
    const before = await product();
    const line = JSON.stringify({ update: { _index: productIndex, _id: id } }) + '\n' + JSON.stringify({ doc: { stock: { qty: 3 } } }) + '\n';
    const body = line.repeat(Math.ceil((65 * 1024 * 1024) / line.length));
    const res = await fetch(new URL('/_bulk', shop.shop.backends!.url), { method: 'POST', headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}`, ...backendHeaders(shop) }, body });
    expect(res.status).toBe(413);
    expect(JSON.stringify(await res.json())).toMatch(/too large/i);
    expect((await product()).stock).toEqual(before.stock);
  });

  it('shows and charges the same new price: product, search and the cart’s totals; the Omnibus line follows the history', async () => {
    const before = await product();
    expect(before.price_incl_tax).toBe(19.9);
    const changed = await bulk('/_bulk', [{ update: { _index: productIndex, _id: id } }, { doc: { price_incl_tax: 29.9 } }]);
    expect(changed.body).toMatchObject({ errors: false, items: [{ update: { status: 200, result: 'updated' } }] });
    expect(await product()).toMatchObject({ price_incl_tax: 29.9, final_price_incl_tax: 29.9 });
    const found = (await getJson(shop, `/api/catalog/products?store=main&q=${SKU}&size=10`)).body.result.items.find((p: Json) => p.sku === SKU);
    expect(found).toMatchObject({ price_incl_tax: 29.9, final_price_incl_tax: 29.9 });
    expect(await cartTotals()).toMatchObject({ subtotal_incl_tax: 59.8, items_qty: 2 });

    // A reduction from now: 24.90 instead of 29.90; the lowest price of the 30 days before it is the 19.90 of before.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reduced = await bulk('/_bulk', [{ update: { _index: productIndex, _id: id } }, { doc: { special_price_incl_tax: 24.9, special_from_date: formatCatalogDate(Date.now()), special_to_date: null } }]);
    expect(reduced.body.errors).toBe(false);
    expect(await product()).toMatchObject({ special_price_incl_tax: 24.9, final_price_incl_tax: 24.9, lowest_price_30d_incl_tax: 19.9 });
    expect(await cartTotals()).toMatchObject({ subtotal_incl_tax: 49.8 });
  });
});
