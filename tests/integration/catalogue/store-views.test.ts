// Issue #14 item 3, one truth across store views, on SQLite and PostgreSQL: prices, special-price windows and stock
// are the same in every store view (euros; only texts differ). A `_bulk` change on the main store view's product
// index is what /de and /it show too: the product API, the category listing and the search in en, de and it, the
// mini cart and the order total agree, and the price history gets one entry per sku (the Omnibus line in every view).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCatalogDate } from '../../../server/demo-catalogue/catalogue/pricing.js';
import { closeDatabase, openDatabase } from '../../../server/db/database.js';
import type { Database } from '../../../server/db/schema.js';
import { orderBody } from '../commerce/helpers/test-app.js';
import { DIALECTS } from '../commerce/helpers/test-database.js';
import { getJson, postJson, type Json, type TestShop } from '../helpers/start-app.js';
import { startCatalogueShop, type CatalogueShop } from './catalogue-shop.js';

const TOKEN = 'store-views-secret';
const STORES = ['main', 'de', 'it'] as const;
/** A simple accessory (19.90 €) in categories 30 and 31, and a size of a configurable shoe. */
const SKU = 'KR-9003-HOR';
const PARENT = 'KR-1001-DBR';
const SIZE = 'KR-1001-DBR-42';

describe.each(DIALECTS)('one price and stock in every store view on %s', (dialect) => {
  let catalogue: CatalogueShop;
  let shop: TestShop;
  let db: Database;
  let productIndex: string;

  beforeAll(async () => {
    catalogue = await startCatalogueShop(dialect, TOKEN);
    ({ shop, productIndex } = catalogue);
    db = await openDatabase({ dataDir: shop.config.dataDir, databaseUrl: shop.config.databaseUrl });
  }, 120_000);
  afterAll(async () => {
    if (db) await closeDatabase(db);
    await catalogue?.close();
  });

  const bulk = async (lines: unknown[]) => {
    const { status, body } = await catalogue.bulk('/_bulk', lines);
    expect(status).toBe(200);
    expect(body.errors).toBe(false);
    return body;
  };
  const product = async (store: string, sku: string) => (await getJson(shop, `/api/catalog/product/${sku}?store=${store}`)).body.result;
  /** The main store view's document id of a sku (a size's own document, not the parent the API answers with). */
  const idOf = async (sku: string) => (await db.selectFrom('catalog_documents').select('doc_id').where('index_name', '=', productIndex).where('sku', '=', sku).executeTakeFirstOrThrow()).doc_id;
  const inListing = async (query: string, sku: string) => {
    const items: Json[] = (await getJson(shop, `/api/catalog/products?${query}&size=50`)).body.result.items;
    const found = items.find((p) => p.sku === sku);
    expect(found, `${sku} in ${query}`).toBeDefined();
    return found;
  };
  const historyRows = async (sku: string) => Number((await db.selectFrom('price_history').select((eb) => eb.fn.countAll<number>().as('n')).where('sku', '=', sku).executeTakeFirstOrThrow()).n);
  /** A cart with `qty` of `sku`: its totals, and the order placed from it for the total the shopper saw. */
  const cartAndOrder = async (sku: string, qty: number) => {
    const cartId = (await postJson(shop, '/api/cart/create', {})).body.result;
    const added = await postJson(shop, `/api/cart/update?cartId=${encodeURIComponent(cartId)}`, { cartItem: { sku, qty, quoteId: cartId } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const totals = (await getJson(shop, `/api/cart/totals?cartId=${encodeURIComponent(cartId)}`)).body.result;
    const grand = Math.round(totals.grand_total * 100);
    const order = await postJson(shop, '/api/order', { ...orderBody(cartId, [{ sku, qty }]), expected_grand_total_cents: grand });
    return { totals, order };
  };

  it('a price change on the main index shows in en, de and it alike: product, listing, search, mini cart, order total', async () => {
    const id = await idOf(SKU);
    for (const store of STORES) expect((await product(store, SKU)).price_incl_tax, store).toBe(19.9);
    const historyBefore = await historyRows(SKU);

    await bulk([{ update: { _index: productIndex, _id: id } }, { doc: { price_incl_tax: 29.9 } }]);
    for (const store of STORES) {
      expect(await product(store, SKU), store).toMatchObject({ price_incl_tax: 29.9, final_price_incl_tax: 29.9, original_price_incl_tax: 29.9, price: 25.13 });
      expect(await inListing(`store=${store}&category=31`, SKU), store).toMatchObject({ price_incl_tax: 29.9, final_price_incl_tax: 29.9 });
      expect(await inListing(`store=${store}&q=${SKU}`, SKU), store).toMatchObject({ price_incl_tax: 29.9, final_price_incl_tax: 29.9 });
    }
    // Texts stay the store view's own.
    expect((await product('de', SKU)).name).toBe('Rosshaar-Glanzbürste');
    const { totals, order } = await cartAndOrder(SKU, 2);
    expect(totals).toMatchObject({ subtotal_incl_tax: 59.8, items_qty: 2 });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    // One entry for the one sku, not one per store view.
    expect(await historyRows(SKU)).toBe(historyBefore + 1);
  });

  it('a special price from now carries the Omnibus line in every store view', async () => {
    const id = await idOf(SKU);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const historyBefore = await historyRows(SKU);
    await bulk([{ update: { _index: productIndex, _id: id } }, { doc: { special_price_incl_tax: 24.9, special_from_date: formatCatalogDate(Date.now()), special_to_date: null } }]);
    for (const store of STORES) {
      expect(await product(store, SKU), store).toMatchObject({ special_price_incl_tax: 24.9, final_price_incl_tax: 24.9, lowest_price_30d_incl_tax: 19.9 });
      expect(await inListing(`store=${store}&q=${SKU}`, SKU), store).toMatchObject({ final_price_incl_tax: 24.9 });
    }
    expect((await cartAndOrder(SKU, 1)).totals).toMatchObject({ subtotal_incl_tax: 24.9 });
    expect(await historyRows(SKU)).toBe(historyBefore + 1);
  });

  it('a size’s price and stock on the main index follow in every view’s size document and its parent’s entry; an order taking its last one too', async () => {
    const id = await idOf(SIZE);
    await bulk([{ update: { _index: productIndex, _id: id } }, { doc: { price_incl_tax: 489, stock: { qty: 1 } } }]);
    for (const store of STORES) {
      const parent = await product(store, PARENT);
      const entry = parent.configurable_children.find((c: Json) => c.sku === SIZE);
      expect(entry, store).toMatchObject({ price_incl_tax: 489, final_price_incl_tax: 489, stock: { qty: 1, is_in_stock: true } });
    }
    // The size's own documents (what its URL resolves; the API answers a size's sku with its parent).
    const copies = await db.selectFrom('catalog_documents').select(['index_name', 'body']).where('sku', '=', SIZE).execute();
    expect(copies.map((c) => c.index_name).sort()).toEqual([productIndex, `${shop.config.catalogIndex}_de_product`, `${shop.config.catalogIndex}_it_product`].sort());
    for (const copy of copies) expect(JSON.parse(copy.body), copy.index_name).toMatchObject({ price_incl_tax: 489, stock: { qty: 1 } });
    const { totals, order } = await cartAndOrder(SIZE, 1);
    expect(totals).toMatchObject({ subtotal_incl_tax: 489 });
    expect(order.status, JSON.stringify(order.body)).toBe(200);

    // The order took the last one: every store view's documents say so (the change is logged for the edges).
    const change = await db.selectFrom('change_log').select(['tags', 'reason']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect({ reason: change.reason, tags: JSON.parse(change.tags) }).toEqual({ reason: 'order', tags: expect.arrayContaining([`sku:${SIZE}`, `sku:${PARENT}`]) });
    for (const copy of await db.selectFrom('catalog_documents').select(['index_name', 'body']).where('sku', 'in', [SIZE, PARENT]).execute()) {
      const doc = JSON.parse(copy.body);
      const stock = doc.sku === SIZE ? doc.stock : doc.configurable_children.find((c: Json) => c.sku === SIZE).stock;
      expect(stock, `${copy.index_name} ${doc.sku}`).toMatchObject({ qty: 0 });
    }
    // The running index follows the change log (the change tail) within 2 s.
    const started = Date.now();
    for (const store of STORES) {
      for (;;) {
        const entry = (await product(store, PARENT)).configurable_children.find((c: Json) => c.sku === SIZE);
        if (entry.stock.qty === 0) break;
        expect(Date.now() - started, `${store} still shows ${entry.stock.qty}`).toBeLessThan(2000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  it('a store view’s own copy sent with another price keeps the main store view’s (the one the cart charges)', async () => {
    const id = await idOf(SKU);
    const main = await product('main', SKU);
    await bulk([{ update: { _index: `${shop.config.catalogIndex}_de_product`, _id: id } }, { doc: { price_incl_tax: 9.9, stock: { qty: 999 }, name: 'Rosshaarbürste' } }]);
    const de = await product('de', SKU);
    expect(de).toMatchObject({ name: 'Rosshaarbürste', price_incl_tax: main.price_incl_tax, final_price_incl_tax: main.final_price_incl_tax, stock: main.stock });
  });

  it('a product deleted in the main store view leaves /de and /it with its sizes; a cart holding a size is refused with a clear 400', async () => {
    // A configurable of the demo other than PARENT, and one of its sizes.
    const size = await db.selectFrom('products').select(['sku', 'parent_sku']).where('parent_sku', 'is not', null).where('parent_sku', '!=', PARENT).orderBy('sku').executeTakeFirstOrThrow();
    const parent = size.parent_sku!;
    const cartId = (await postJson(shop, '/api/cart/create', {})).body.result;
    const added = await postJson(shop, `/api/cart/update?cartId=${encodeURIComponent(cartId)}`, { cartItem: { sku: size.sku, qty: 1, quoteId: cartId } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    for (const store of STORES) expect((await getJson(shop, `/api/catalog/product/${parent}?store=${store}`)).status, store).toBe(200);

    await bulk([{ delete: { _index: productIndex, _id: await idOf(parent) } }]);
    expect(await db.selectFrom('catalog_documents').select('index_name').where('sku', 'in', [parent, size.sku]).execute()).toEqual([]);
    for (const store of STORES) {
      for (const sku of [parent, size.sku]) expect((await getJson(shop, `/api/catalog/product/${sku}?store=${store}`)).status, `${store} ${sku}`).toBe(404);
      const found: Json[] = (await getJson(shop, `/api/catalog/products?store=${store}&q=${parent}&size=50`)).body.result.items;
      expect(found.map((p) => p.sku), store).not.toContain(parent);
    }
    // The cart that holds the size: its totals still answer, the order is refused naming the size.
    const totals = await getJson(shop, `/api/cart/totals?cartId=${encodeURIComponent(cartId)}`);
    expect(totals.status, JSON.stringify(totals.body)).toBeLessThan(500);
    const order = await postJson(shop, '/api/order', { ...orderBody(cartId, [{ sku: size.sku, qty: 1 }]), expected_grand_total_cents: Math.round((totals.body.result?.grand_total ?? 0) * 100) });
    expect(order).toEqual({ status: 400, body: { code: 400, result: `This product is no longer available: ${size.sku}`, meta: expect.objectContaining({ errorCode: 'ERR_PRODUCT_DISCONTINUED', field: 'products' }) } });
    // A new cart cannot take it either.
    const other = (await postJson(shop, '/api/cart/create', {})).body.result;
    const refused = await postJson(shop, `/api/cart/update?cartId=${encodeURIComponent(other)}`, { cartItem: { sku: size.sku, qty: 1, quoteId: other } });
    expect(refused).toEqual({ status: 400, body: { code: 400, result: 'This product is no longer available', meta: { errorCode: 'ERR_PRODUCT_DISCONTINUED', field: 'cartItem.sku' } } });
  });
});
