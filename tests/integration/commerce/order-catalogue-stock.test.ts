// Stock taken by orders reaches the catalogue documents (issue #14 items 3, 4), also when orders of different sizes
// of one shoe are placed at the same time: each order rewrites the parent's document (its sizes' entries), so on
// PostgreSQL the second must not write back a body read before the first committed. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBulkLines, linesOf } from '../../../server/catalogue-import/import-lines.js';
import { catalogueLines, PREFIX, TEST_NOW } from '../catalogue/fixtures.js';
import { cartWith, createTestApp, orderBody, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const SIZES = ['KR-1001-42', 'KR-1001-43'];
const ORDERS_PER_SIZE = 3;

describe.each(DIALECTS)('stock taken by orders in the catalogue documents on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
    expect((await importBulkLines(a.t.db, linesOf(catalogueLines()), { prefix: PREFIX, now: TEST_NOW })).applied).toBe(true);
  });
  afterAll(async () => a?.close());

  it('every size’s entry in its parent and its own document show the stock left after concurrent orders', async () => {
    const carts = await Promise.all(SIZES.flatMap((sku) => Array.from({ length: ORDERS_PER_SIZE }, async () => ({ sku, cartId: await cartWith(a, [{ sku, qty: 1 }]) }))));
    const placed = await Promise.all(carts.map(({ sku, cartId }) => a.call('POST', '/api/order', orderBody(cartId, [{ sku, qty: 1 }]))));
    expect(placed.map((p) => p.status)).toEqual(carts.map(() => 200));

    const rows = await a.t.db.selectFrom('stock').select(['sku', 'qty']).where('sku', 'in', SIZES).execute();
    expect(Object.fromEntries(rows.map((r) => [r.sku, Number(r.qty)]))).toEqual({ 'KR-1001-42': 5 - ORDERS_PER_SIZE, 'KR-1001-43': 5 - ORDERS_PER_SIZE });
    const parent = JSON.parse((await a.t.db.selectFrom('catalog_documents').select('body').where('sku', '=', 'KR-1001').executeTakeFirstOrThrow()).body);
    for (const sku of SIZES) {
      expect(parent.configurable_children.find((c: { sku: string }) => c.sku === sku).stock.qty, `${sku} in its parent`).toBe(5 - ORDERS_PER_SIZE);
      const own = JSON.parse((await a.t.db.selectFrom('catalog_documents').select('body').where('sku', '=', sku).executeTakeFirstOrThrow()).body);
      expect(own.stock.qty, sku).toBe(5 - ORDERS_PER_SIZE);
    }
  });
});
