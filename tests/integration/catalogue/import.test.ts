// Issue #14 items 1–3: the import writes documents, commerce rows and price history in one transaction on SQLite
// and PostgreSQL; an invalid file changes nothing; export → import is a no-op; a stock-only update leaves the price
// history alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesAfter } from '../../../server/db/change-log.js';
import { exportCatalogueLines } from '../../../server/catalogue-import/export.js';
import { importBulkLines, linesOf } from '../../../server/catalogue-import/import-lines.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../commerce/helpers/test-database.js';
import { catalogueLines, LACES, PREFIX, TEST_NOW } from './fixtures.js';

const importLines = (t: TestDatabase, lines: string[], extra: { skipInvalid?: boolean; now?: Date } = {}) => importBulkLines(t.db, linesOf(lines), { prefix: PREFIX, now: TEST_NOW, ...extra });
const update = (id: string, doc: unknown) => [JSON.stringify({ update: { _index: 'shop_product', _id: id } }), JSON.stringify({ doc })];

describe.each(DIALECTS)('catalogue import on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => t?.dispose());

  const history = async (sku: string) => (await t.db.selectFrom('price_history').select(['price_cents', 'effective_from']).where('sku', '=', sku).orderBy('id').execute()).map((r) => Number(r.price_cents));
  const product = (sku: string) => t.db.selectFrom('products').innerJoin('stock', 'stock.sku', 'products.sku').selectAll().where('products.sku', '=', sku).executeTakeFirstOrThrow();

  it('imports documents, commerce rows and price history, and logs the change with its tags', async () => {
    const report = await importLines(t, catalogueLines());
    expect(report.problems).toEqual([]);
    expect(report.summary).toEqual({ created: 6, updated: 0, deleted: 0, unchanged: 0 });
    const docs = await t.db.selectFrom('catalog_documents').select(['index_name', 'doc_id', 'sku']).orderBy('position').execute();
    expect(docs.map((d) => `${d.index_name}/${d.doc_id}/${d.sku}`)).toContain('shop_product/1001042/KR-1001-42');
    const size = await product('KR-1001-42');
    expect(size).toMatchObject({ parent_sku: 'KR-1001', price_cents: 18900, qty: 5, is_in_stock: 1 });
    expect(JSON.parse(size.options!)).toEqual([{ option_id: '143', option_value: '342', label: 'Size', value: '42' }]);
    expect(await history('KR-1001-42')).toEqual([18900]);
    const [change] = await changesAfter(t.db, 0);
    expect(change.reason).toBe('import');
    expect(change.tags).toEqual(expect.arrayContaining(['sku:KR-1001', 'sku:KR-1001-42', 'sku:KR-9012', 'category:20', 'cms_page:1']));
  });

  it('imports its own export as a no-op', async () => {
    const exported: string[] = [];
    for await (const line of exportCatalogueLines(t.db, PREFIX)) exported.push(line);
    expect(exported.length).toBe(12);
    const report = await importLines(t, exported);
    expect(report.summary).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 6 });
    expect(report.tags).toEqual([]);
  });

  it('changes nothing when one line is wrong, and reports every wrong line', async () => {
    const before = await t.db.selectFrom('catalog_documents').select(['doc_id', 'body']).orderBy('doc_id').execute();
    const lines = [...update('90120', { price_incl_tax: 5 }), ...update('90120', { price_incl_tax: -1 }), '{not json', ...update('123', { stock: { qty: 1 } })];
    const report = await importLines(t, lines);
    expect(report.applied).toBe(false);
    expect(report.problems.map((p) => [p.line, p.field])).toEqual([[4, 'doc.price_incl_tax'], [5, ''], [6, '_id']]);
    expect(await t.db.selectFrom('catalog_documents').select(['doc_id', 'body']).orderBy('doc_id').execute()).toEqual(before);
    expect((await product('KR-9012')).price_cents).toBe(900);
    // --skip-invalid applies the rest.
    const skipping = await importLines(t, lines, { skipInvalid: true });
    expect(skipping.applied).toBe(true);
    expect(skipping.skipped).toBe(2);
    expect((await product('KR-9012')).price_cents).toBe(500);
  });

  it('refuses an update that leaves a stored product with a special price without a window, applying nothing of the file', async () => {
    const before = await t.db.selectFrom('catalog_documents').select(['doc_id', 'body']).orderBy('doc_id').execute();
    const report = await importLines(t, [...update('90120', { price_incl_tax: 5.5 }), ...update('1001043', { special_price_incl_tax: 99 })]);
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([{ line: 4, field: 'doc.special_from_date', message: expect.stringContaining('a special price needs a valid window') }]);
    expect(await t.db.selectFrom('catalog_documents').select(['doc_id', 'body']).orderBy('doc_id').execute()).toEqual(before);
    expect((await product('KR-9012')).price_cents).toBe(500);
  });

  it('appends to the price history for a price change, not for a stock-only update; the parent’s size entry follows its child document', async () => {
    const later = new Date(TEST_NOW.getTime() + 3_600_000);
    await importLines(t, update('1001042', { price_incl_tax: 199 }), { now: later });
    expect(await history('KR-1001-42')).toEqual([18900, 19900]);
    await importLines(t, update('1001042', { stock: { qty: 0, is_in_stock: false } }), { now: later });
    expect(await history('KR-1001-42')).toEqual([18900, 19900]);
    expect(await product('KR-1001-42')).toMatchObject({ price_cents: 19900, qty: 0, is_in_stock: 0, parent_sku: 'KR-1001' });
    const parent = await t.db.selectFrom('catalog_documents').select('body').where('sku', '=', 'KR-1001').executeTakeFirstOrThrow();
    const entry = (JSON.parse(parent.body) as { configurable_children: { sku: string; price_incl_tax: number; stock: { qty: number } }[] }).configurable_children.find((c) => c.sku === 'KR-1001-42')!;
    expect(entry).toMatchObject({ price_incl_tax: 199, original_price_incl_tax: 199, stock: { qty: 0 } });
  });

  it('keeps a store view’s copy at the main store view’s price and stock, whichever comes first in the file', async () => {
    const deCopy = (price: number) => [JSON.stringify({ index: { _index: 'shop_de_product', _id: '90120' } }), JSON.stringify({ ...LACES, name: 'Schnürsenkel', price_incl_tax: price, final_price_incl_tax: price })];
    const body = async (index: string) => JSON.parse((await t.db.selectFrom('catalog_documents').select('body').where('index_name', '=', index).where('doc_id', '=', '90120').executeTakeFirstOrThrow()).body);
    const later = new Date(TEST_NOW.getTime() + 7_200_000);
    // The copy before its main document's change, in one file: the copy ends with the main document's new price.
    await importLines(t, [...deCopy(3), ...update('90120', { price_incl_tax: 6, stock: { qty: 4 } })], { now: later });
    expect(await body('shop_de_product')).toMatchObject({ name: 'Schnürsenkel', price_incl_tax: 6, final_price_incl_tax: 6, stock: { qty: 4 } });
    // The copy alone with another price: it keeps the main one's (what the cart charges); no price history for it.
    const history = (await t.db.selectFrom('price_history').select('id').where('sku', '=', 'KR-9012').execute()).length;
    await importLines(t, deCopy(2), { now: later });
    expect(await body('shop_de_product')).toMatchObject({ name: 'Schnürsenkel', price_incl_tax: 6, stock: { qty: 4 } });
    expect((await product('KR-9012')).price_cents).toBe(600);
    expect((await t.db.selectFrom('price_history').select('id').where('sku', '=', 'KR-9012').execute()).length).toBe(history);
  });

  it('disables the commerce rows of a deleted product', async () => {
    const report = await importLines(t, [JSON.stringify({ delete: { _index: 'shop_product', _id: '90120' } })]);
    expect(report.summary.deleted).toBe(1);
    expect((await product('KR-9012')).status).toBe(2);
  });
});
