// Issue #14 "Bad input" through the catalogue command itself (`npm run catalog -- import`, a child process): a
// file with a malformed line, an unknown document type, a negative price, a special price without a valid window,
// a child whose parent is missing and a duplicate SKU gets a message naming each line, exit status 1, and the
// catalogue unchanged; a 2 GB file is refused before it is read. On SQLite, and on PostgreSQL when DATABASE_URL is set.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBulkLines, linesOf } from '../../../server/catalogue-import/import-lines.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../commerce/helpers/test-database.js';
import { catalogueLines, LACES, PREFIX, TEST_NOW } from './fixtures.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const execFileAsync = promisify(execFile);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-command-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function writeFile(name: string, lines: unknown[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return file;
}

/** The command's exit status and error output. */
async function catalogImport(t: TestDatabase, file: string, env: Record<string, string> = {}): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/catalog.ts', 'import', file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', CATALOG_INDEX: PREFIX, ...env },
    });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

const product = (id: number, sku: string, extra: Record<string, unknown> = {}) => ({ ...LACES, id, sku, url_key: sku.toLowerCase(), ...extra });
const index = (id: number, entity = 'product') => ({ index: { _index: `${PREFIX}_${entity}`, _id: String(id) } });

describe.each(DIALECTS)('the catalogue command refuses bad input on %s', (dialect) => {
  let t: TestDatabase;
  const catalogue = () => t.db.selectFrom('catalog_documents').select(['index_name', 'doc_id', 'body']).orderBy('index_name').orderBy('doc_id').execute();
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    expect((await importBulkLines(t.db, linesOf(catalogueLines()), { prefix: PREFIX, now: TEST_NOW })).applied).toBe(true);
  });
  afterAll(async () => t?.dispose());

  it('names every bad line and field, exits with 1 and changes nothing', async () => {
    const before = await catalogue();
    const file = writeFile('bad.ndjson', [
      index(1), product(1, 'NEW-1'), // 1-2 fine on its own
      '{"index": {"_index": "shop_product", "_id": "2"}', // 3 malformed
      index(3, 'review'), { id: 3 }, // 4-5 unknown document type
      index(6), product(6, 'NEW-6', { price_incl_tax: -10 }), // 6-7 negative price
      index(8), product(8, 'NEW-8', { special_price_incl_tax: 5, special_from_date: null }), // 8-9 special price, no window
      index(10), product(10, 'NEW-10', { parentSku: 'NOT-THERE', visibility: 1 }), // 10-11 parent missing
      index(12), product(12, 'KR-9012'), // 12-13 duplicate of the stored laces' sku
    ]);
    const { code, stderr } = await catalogImport(t, file);
    expect(code).toBe(1);
    const reported = stderr.split('\n').filter((l) => l.startsWith('line ')).map((l) => l.slice(0, l.indexOf(':')));
    expect(reported).toEqual(['line 3', 'line 4 (_index)', 'line 7 (price_incl_tax)', 'line 9 (special_from_date)', 'line 11 (parentSku)', 'line 13 (sku)']);
    expect(stderr).toContain('line 13 (sku): duplicate SKU KR-9012');
    expect(stderr).toContain('6 problem(s)');
    expect(stderr).toContain('nothing was imported');
    expect(await catalogue()).toEqual(before);
  });

  it('refuses a 2 GB file before reading it, naming its size and the limit', async () => {
    const before = await catalogue();
    const file = path.join(dir, 'huge.ndjson');
    // A sparse file: 2 GiB long without 2 GiB on disk.
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 2 * 1024 ** 3);
    const { code, stderr } = await catalogImport(t, file);
    fs.rmSync(file);
    expect(code).toBe(1);
    expect(stderr).toContain(`${file} is 2048.0 MiB, more than the import's limit of 1024.0 MiB; nothing was imported`);
    expect(await catalogue()).toEqual(before);
  });

  it('says what is wrong with CATALOG_IMPORT_MAX_BYTES, and imports a good file', async () => {
    const file = writeFile('good.ndjson', [index(2), product(2, 'NEW-2')]);
    const wrongLimit = await catalogImport(t, file, { CATALOG_IMPORT_MAX_BYTES: 'lots' });
    expect(wrongLimit).toEqual({ code: 1, stderr: expect.stringContaining('CATALOG_IMPORT_MAX_BYTES must be a positive number of bytes, not "lots"') });
    const imported = await catalogImport(t, file);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toContain('created 1, updated 0, deleted 0, unchanged 0');
  });
});
