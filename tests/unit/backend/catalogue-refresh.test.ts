// The running index's refresh (issue #14 item 2): a change this process applied as it made it (`_bulk` refreshes
// before answering) is not reloaded again when the change-log tail reads it; every other change is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogIndex } from '../../../server/backend/app.js';
import { CatalogueRefresher } from '../../../server/backend/catalogue-refresh.js';
import { storeCatalogDocuments } from '../../../server/db/catalog-documents.js';
import { closeDatabase, migrate, openDatabase, type Database } from '../../../server/db/database.js';

const PREFIX = 'vue_storefront_catalog';
const INDEX = `${PREFIX}_product`;
let dir: string;
let db: Database;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-refresh-'));
  db = await openDatabase({ dataDir: dir, databaseUrl: null });
  await migrate(db);
});

afterEach(async () => {
  await closeDatabase(db);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function refresherWithIndex() {
  await storeCatalogDocuments(db, { [INDEX]: [{ id: 1, sku: 'A-1', name: 'Albert', price: 100 }, { id: 2, sku: 'B-2', name: 'Bruno', price: 120 }] });
  const refresher = new CatalogueRefresher(db, PREFIX);
  const { index } = await loadCatalogIndex(db, (name, doc) => refresher.track(name, doc));
  refresher.serve(index);
  return { refresher, index, puts: vi.spyOn(index, 'putDocuments') };
}

const priceOf = (index: Awaited<ReturnType<typeof refresherWithIndex>>['index'], sku: string) =>
  (index.search(INDEX, { query: { term: { sku } } }).hits.hits[0]?._source as { price?: number } | undefined)?.price;

describe('CatalogueRefresher', () => {
  it('skips a logged change it applied itself, and reloads the others', async () => {
    const { refresher, index, puts } = await refresherWithIndex();
    await db.updateTable('catalog_documents').set({ body: JSON.stringify({ id: 1, sku: 'A-1', name: 'Albert', price: 90 }) }).where('doc_id', '=', '1').execute();
    await refresher.refreshOwn({ id: 7, tags: ['sku:A-1'], reason: 'bulk' });
    expect(priceOf(index, 'A-1')).toBe(90);
    expect(puts).toHaveBeenCalledTimes(1);
    // The tail reads change 7 (already applied) with change 8 of another process.
    await db.updateTable('catalog_documents').set({ body: JSON.stringify({ id: 2, sku: 'B-2', name: 'Bruno', price: 80 }) }).where('doc_id', '=', '2').execute();
    await refresher.refresh([
      { id: 7, tags: ['sku:A-1'], reason: 'bulk' },
      { id: 8, tags: ['sku:B-2'], reason: 'import' },
    ]);
    expect(priceOf(index, 'B-2')).toBe(80);
    expect(puts).toHaveBeenCalledTimes(2);
    expect(puts.mock.calls[1][1]).toHaveLength(1);
    // Read again (a second backend's tail replaying it), change 7 is an ordinary change: reloaded.
    await refresher.refresh([{ id: 7, tags: ['sku:A-1'], reason: 'bulk' }]);
    expect(puts).toHaveBeenCalledTimes(3);
  });

  it('removes the documents of a named sku the database no longer holds', async () => {
    const { refresher, index } = await refresherWithIndex();
    await db.deleteFrom('catalog_documents').where('doc_id', '=', '2').execute();
    await refresher.refresh([{ id: 3, tags: ['sku:B-2'], reason: 'import' }]);
    expect(priceOf(index, 'B-2')).toBeUndefined();
    expect(priceOf(index, 'A-1')).toBe(100);
  });
});
