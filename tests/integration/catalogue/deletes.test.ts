// Issue #14 item 1, a delete in the main store view: store views' copies follow the main view's prices and stock
// (store-view-fields.ts), and a product the owner deletes in the main view leaves every store view with its sizes,
// in the same transaction, whether it comes from the import or from `_bulk`. A delete addressed to another store
// view removes that view's copy (and its sizes) only: the product stays on sale in the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBulkRequest } from '../../../server/catalogue-import/bulk-request.js';
import { importBulkLines, linesOf } from '../../../server/catalogue-import/import-lines.js';
import { changesAfter, lastChangeId } from '../../../server/db/change-log.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../commerce/helpers/test-database.js';
import { catalogueLines, LACES, PREFIX, TEST_NOW } from './fixtures.js';

const SHOE_SKUS = ['KR-1001', 'KR-1001-42', 'KR-1001-43'];
const action = (op: string, index: string, id: string) => JSON.stringify({ [op]: { _index: index, _id: id } });

/** The fixture catalogue in the main store view, and a copy of each product document in de and it. */
function threeStoreViews(): string[] {
  const lines = catalogueLines();
  const copies: string[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    const { index } = JSON.parse(lines[i]) as { index: { _index: string; _id: string } };
    if (index._index !== 'shop_product') continue;
    for (const store of ['de', 'it']) copies.push(action('index', `shop_${store}_product`, index._id), lines[i + 1]);
  }
  return [...lines, ...copies];
}

describe.each(DIALECTS)('deleting a product on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => t?.dispose());

  const importLines = (lines: string[]) => importBulkLines(t.db, linesOf(lines), { prefix: PREFIX, now: TEST_NOW });
  /** index names of the stored documents of these skus, as `index sku`. */
  const stored = async (skus: string[]) =>
    (await t.db.selectFrom('catalog_documents').select(['index_name', 'sku']).where('sku', 'in', skus).orderBy('index_name').orderBy('sku').execute()).map((r) => `${r.index_name} ${r.sku}`);
  const statuses = async (skus: string[]) => (await t.db.selectFrom('products').select(['sku', 'status']).where('sku', 'in', skus).orderBy('sku').execute()).map((r) => `${r.sku} ${r.status}`);

  beforeAll(async () => {
    const report = await importLines(threeStoreViews());
    expect(report.problems).toEqual([]);
    expect(await stored(['KR-1001-42'])).toEqual(['shop_de_product KR-1001-42', 'shop_it_product KR-1001-42', 'shop_product KR-1001-42']);
  });

  it('a delete addressed to a store view other than main removes that view’s copy and its sizes only', async () => {
    const report = await importLines([action('delete', 'shop_de_product', '10010')]);
    expect(report.summary).toEqual({ created: 0, updated: 0, deleted: 1, unchanged: 0 });
    expect(await stored(SHOE_SKUS)).toEqual(['shop_it_product', 'shop_product'].flatMap((index) => SHOE_SKUS.map((sku) => `${index} ${sku}`)));
    // Still on sale: the commerce rows are the main store view's.
    expect(await statuses(SHOE_SKUS)).toEqual(SHOE_SKUS.map((sku) => `${sku} 1`));
  });

  it('a size deleted in the main store view leaves every store view, and its entry leaves its parent in each', async () => {
    const report = await importLines([action('delete', 'shop_product', '1001043')]);
    expect(report.summary).toEqual({ created: 0, updated: 0, deleted: 1, unchanged: 0 });
    expect(await stored(['KR-1001-43'])).toEqual([]);
    expect(await statuses(SHOE_SKUS)).toEqual(['KR-1001 1', 'KR-1001-42 1', 'KR-1001-43 2']);
    for (const index of ['shop_product', 'shop_it_product']) {
      const parent = JSON.parse((await t.db.selectFrom('catalog_documents').select('body').where('index_name', '=', index).where('sku', '=', 'KR-1001').executeTakeFirstOrThrow()).body);
      expect(parent.configurable_children.map((c: { sku: string }) => c.sku), index).toEqual(['KR-1001-42']);
    }
  });

  it('an imported delete of a main-view product removes it and its sizes from every store view in one change', async () => {
    const before = await lastChangeId(t.db);
    const report = await importLines([action('delete', 'shop_product', '10010')]);
    expect(report.summary).toEqual({ created: 0, updated: 0, deleted: 1, unchanged: 0 });
    expect(await stored(SHOE_SKUS)).toEqual([]);
    expect(await statuses(SHOE_SKUS)).toEqual(SHOE_SKUS.map((sku) => `${sku} 2`));
    const changes = await changesAfter(t.db, before);
    expect(changes).toHaveLength(1);
    // (Size 43 went in the test before.)
    expect(changes[0].tags).toEqual(expect.arrayContaining(['sku:KR-1001', 'sku:KR-1001-42', 'list:product']));
    // The other product's copies are left alone.
    expect(await stored(['KR-9012'])).toEqual(['shop_de_product KR-9012', 'shop_it_product KR-9012', 'shop_product KR-9012']);
  });

  it('a `_bulk` delete of a main-view product does the same, and a later update of a copy is answered 404', async () => {
    const text = [action('delete', 'shop_product', '90120'), action('update', 'shop_it_product', '90120'), JSON.stringify({ doc: { name: 'Lacci' } })].join('\n') + '\n';
    const { response } = await applyBulkRequest(t.db, text, { prefix: PREFIX, now: TEST_NOW });
    expect(response.items.map((item) => Object.values(item)[0].status)).toEqual([200, 404]);
    expect(await stored(['KR-9012'])).toEqual([]);
    expect(await statuses(['KR-9012'])).toEqual(['KR-9012 2']);
  });

  it('a copy the same file wrote before deleting the main document goes too', async () => {
    const belt = { ...LACES, id: 90130, sku: 'KR-9013', url_key: 'belt', url_path: 'p/KR-9013/belt' };
    expect((await importLines([action('index', 'shop_product', '90130'), JSON.stringify(belt)])).problems).toEqual([]);
    const report = await importLines([action('index', 'shop_de_product', '90130'), JSON.stringify({ ...belt, name: 'Gürtel' }), action('delete', 'shop_product', '90130')]);
    expect(report.summary).toEqual({ created: 1, updated: 0, deleted: 1, unchanged: 0 });
    expect(await stored(['KR-9013'])).toEqual([]);
  });
});
