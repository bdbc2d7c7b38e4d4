// Issue #14 item 2: an import running while orders are placed never loses their stock decrements. The import reads
// the stored documents, plans, then writes documents and commerce rows; an order placed in between (the import's
// beforeWrite hook places it there) must not commit before the import does, or the import writes back the stock
// it read and the order's units are sold again. The rule (server/db/catalogue-lock.ts): the import's stock applies
// as of its transaction, and orders serialise with it (SQLite's write lock, PostgreSQL's advisory lock). On SQLite
// and PostgreSQL.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBulkLines, linesOf } from '../../../server/catalogue-import/import-lines.js';
import { lockCatalogueForChange } from '../../../server/db/catalogue-lock.js';
import { SQLITE_FILE_NAME } from '../../../server/db/database.js';
import { cartWith, createTestApp, orderBody, type TestApp } from '../commerce/helpers/test-app.js';
import { DIALECTS } from '../commerce/helpers/test-database.js';
import { catalogueLines, LACES, PREFIX, TEST_NOW } from './fixtures.js';

const SKU = LACES.sku;
const line = (value: unknown) => JSON.stringify(value);

describe.each(DIALECTS)('an import while an order is placed on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
    const copies = [line({ index: { _index: 'shop_de_product', _id: String(LACES.id) } }), line(LACES)];
    expect((await importBulkLines(a.t.db, linesOf([...catalogueLines(), ...copies]), { prefix: PREFIX, now: TEST_NOW })).applied).toBe(true);
  });
  afterAll(async () => a?.close());

  /**
   * Resolves once the order placed meanwhile provably cannot commit before the import: on SQLite the import's
   * transaction holds the database's write lock (a second connection cannot take it); on PostgreSQL a session
   * waits for a lock (the order, for the catalogue lock).
   */
  async function orderHeldBack(): Promise<void> {
    if (dialect === 'sqlite') {
      const other = new BetterSqlite3(path.join(a.t.config.dataDir, SQLITE_FILE_NAME), { timeout: 0 });
      try {
        expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i);
      } finally {
        other.close();
      }
      return;
    }
    const deadline = Date.now() + 5000;
    for (;;) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_locks where not granted`.execute(a.t.db);
      if (Number(rows[0].n) > 0) return;
      if (Date.now() > deadline) throw new Error('no session waits for a lock');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Imports `lines`, placing an order of `qty` of the laces between the import's plan and its writes. */
  async function importWithOrderBetween(lines: string[], qty: number) {
    const cartId = await cartWith(a, [{ sku: SKU, qty }]);
    let order: ReturnType<TestApp['call']> | undefined;
    const report = await importBulkLines(a.t.db, linesOf(lines), {
      prefix: PREFIX,
      now: TEST_NOW,
      beforeWrite: async () => {
        if (order) return;
        order = a.call('POST', '/api/order', orderBody(cartId, [{ sku: SKU, qty }]));
        // Either the order commits now (the defect) or it waits for the import.
        await Promise.race([order, orderHeldBack()]);
      },
    });
    expect(report.applied).toBe(true);
    const placed = await order!;
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  }

  const stockRow = async () => Number((await a.t.db.selectFrom('stock').select('qty').where('sku', '=', SKU).executeTakeFirstOrThrow()).qty);
  const documents = async () => (await a.t.db.selectFrom('catalog_documents').select(['index_name', 'body']).where('sku', '=', SKU).orderBy('index_name').execute()).map((r) => ({ index: r.index_name, ...(JSON.parse(r.body) as { name: string; stock: { qty: number } }) }));

  it('an update without stock keeps the units an order took meanwhile, in the stock row and every store view’s document', async () => {
    const before = await stockRow();
    await importWithOrderBetween([line({ update: { _index: 'shop_product', _id: String(LACES.id) } }), line({ doc: { name: 'Flat laces' } })], 3);
    expect(await stockRow()).toBe(before - 3);
    expect((await documents()).map((d) => [d.index, d.name, d.stock.qty])).toEqual([
      ['shop_de_product', LACES.name, before - 3],
      ['shop_product', 'Flat laces', before - 3],
    ]);
  });

  it('a file’s stock value applies as of the import: the order placed meanwhile takes its units from it', async () => {
    await importWithOrderBetween([line({ index: { _index: 'shop_product', _id: String(LACES.id) } }), line({ ...LACES, stock: { qty: 40, is_in_stock: true, manage_stock: true } })], 3);
    expect(await stockRow()).toBe(37);
    expect((await documents()).map((d) => d.stock.qty)).toEqual([37, 37]);
  });

  it.runIf(dialect === 'postgres')('an order that waits longer than 5 s for a catalogue change is answered 503 “try again”, never a 500', async () => {
    const cartId = await cartWith(a, [{ sku: SKU, qty: 3 }]);
    const before = await stockRow();
    const placed = await a.t.db.transaction().execute(async (trx) => {
      await lockCatalogueForChange(trx);
      return a.call('POST', '/api/order', orderBody(cartId, [{ sku: SKU, qty: 3 }]));
    });
    expect(placed).toMatchObject({ status: 503, body: { meta: { errorCode: 'ERR_SERVICE_UNAVAILABLE' } } });
    expect(await stockRow()).toBe(before);
    // The cart is still open: the same order goes through once the change has committed.
    expect((await a.call('POST', '/api/order', orderBody(cartId, [{ sku: SKU, qty: 3 }]))).status).toBe(200);
    expect(await stockRow()).toBe(before - 3);
  }, 15_000);
});
