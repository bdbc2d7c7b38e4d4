// Issue #14 "Bad input": an import killed with kill -9 halfway leaves the old catalogue in place. The catalogue
// command runs as a child process on a large generated file against data holding the demo catalogue; once its
// progress says it is applying and has got past 40 % of the items, it gets SIGKILL. Then the catalogue is the old
// one in full (documents per index, a price in the documents and in the commerce rows, price history, change log),
// and the same import run again succeeds. On SQLite, and on PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBulkLines, linesOf } from '../../../server/catalogue-import/import-lines.js';
import { catalogueBulkLines } from '../../../server/demo-catalogue/bulk.js';
import { generateDemoCatalogue } from '../../../server/demo-catalogue/generate.js';
import { generateScaledCatalogue } from '../../../server/demo-catalogue/scaled.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../commerce/helpers/test-database.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PREFIX = 'shop';
/** About 15,000 documents: long enough an apply phase to be killed in. */
const MODELS = 500;
const SKU = 'KR-9003-HOR';

let dir: string;
let file: string;
let items: number;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-kill-'));
  file = path.join(dir, 'large.ndjson');
  const lines = [...catalogueBulkLines(generateScaledCatalogue(MODELS), PREFIX)];
  items = lines.length / 2;
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** Items the progress said were applied when the process was killed. */
  appliedAtKill: number | null;
}

/** `npm run catalog -- import <file>` as a child process; with `killAt`, SIGKILL once the progress passes that many items. */
function runImport(t: TestDatabase, killAt: number | null): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/catalog.ts', 'import', file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', CATALOG_INDEX: PREFIX },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let appliedAtKill: number | null = null;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr += text;
      const applied = [...stderr.matchAll(/applying (\d+) items/g)].map((m) => Number(m[1])).at(-1);
      if (killAt !== null && appliedAtKill === null && applied !== undefined && applied >= killAt) {
        appliedAtKill = applied;
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr, appliedAtKill }));
  });
}

describe.each(DIALECTS)('an import killed with SIGKILL halfway on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    const demo = await importBulkLines(t.db, linesOf([...catalogueBulkLines(generateDemoCatalogue(), PREFIX)]), { prefix: PREFIX });
    expect(demo.applied).toBe(true);
  });
  afterAll(async () => t?.dispose());

  /** What a shopper could see of the catalogue, and what the cart charges. */
  const snapshot = async () => {
    const perIndex = await t.db.selectFrom('catalog_documents').select(['index_name', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('index_name').orderBy('index_name').execute();
    const doc = await t.db.selectFrom('catalog_documents').select('body').where('index_name', '=', `${PREFIX}_de_product`).where('sku', '=', SKU).executeTakeFirstOrThrow();
    const count = async (table: 'products' | 'price_history' | 'change_log') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return {
      documents: perIndex.map((r) => `${r.index_name}=${Number(r.n)}`),
      price: JSON.parse(doc.body).price_incl_tax as number,
      priceCents: (await t.db.selectFrom('products').select('price_cents').where('sku', '=', SKU).executeTakeFirstOrThrow()).price_cents,
      products: await count('products'),
      history: await count('price_history'),
      changes: await count('change_log'),
    };
  };

  it('leaves the old catalogue in full, and the same import then succeeds', async () => {
    const before = await snapshot();
    expect(before.price).toBe(19.9);

    const killed = await runImport(t, Math.round(items * 0.4));
    expect(killed.signal, killed.stderr.slice(-2000)).toBe('SIGKILL');
    expect(killed.appliedAtKill).toBeGreaterThan(0);
    expect(killed.appliedAtKill!).toBeLessThan(items);
    console.info(`${dialect}: killed after ${killed.appliedAtKill} of ${items} items applied`);
    expect(await snapshot()).toEqual(before);

    const again = await runImport(t, null);
    expect(again.code, again.stderr.slice(-2000)).toBe(0);
    expect(again.stderr).toMatch(/imported .* created \d+/);
    console.info(`${dialect}: ${again.stderr.trim().split('\n').at(-1)}`);
    const after = await snapshot();
    expect(after.products).toBeGreaterThan(before.products);
    expect(after.documents).not.toEqual(before.documents);
    // Logged as one change naming the store views whole (too many products to name), so a running shop reloads them.
    expect(after.changes).toBe(before.changes + 1);
    const change = await t.db.selectFrom('change_log').select('tags').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(change.tags)).toEqual(expect.arrayContaining(['store:main', 'store:de', 'store:it']));
    expect(after.price).toBe(19.9);
  }, 180_000);
});
