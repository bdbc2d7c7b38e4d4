// The owner's catalogue command (issue #14): `npm run catalog -- <command>`, on the data of DATA_DIR /
// DATABASE_URL, whether the shop runs or not (a running backend picks the change up from the change log).
//   import <file> [--skip-invalid]               validate every line, then apply the file as one transaction
//   export [--store main|de|it …] [--out <file>] the stored catalogue in bulk format (stdout by default)
//   generate [--models N] [--out <file>]         the demo catalogue (or one of N configurable models) in bulk format
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { isStoreCode, type StoreCode } from '../shared/store-views.js';
import { loadConfig } from '../server/config.js';
import { sql, type Kysely } from 'kysely';
import { closeDatabase, migrate, openDatabase } from '../server/db/database.js';
import { dialectOf } from '../server/db/dialect.js';
import { BACKEND_MIGRATIONS } from '../server/backend/app.js';
import { exportCatalogueLines } from '../server/catalogue-import/export.js';
import { importBulkLines } from '../server/catalogue-import/import-lines.js';
import { formatProblem } from '../server/catalogue-import/problems.js';
import { checkImportFile, formatBytes, ImportFileError, maxImportBytes, readLines } from '../server/catalogue-import/read-lines.js';
import { catalogueBulkLines } from '../server/demo-catalogue/bulk.js';
import { generateDemoCatalogue } from '../server/demo-catalogue/generate.js';
import { generateScaledCatalogue } from '../server/demo-catalogue/scaled.js';

const USAGE = 'usage: npm run catalog -- import <file> [--skip-invalid] | export [--store main|de|it] [--out <file>] | generate [--models N] [--out <file>]';

/** A progress line that redraws itself on a terminal and prints plain lines otherwise. */
function progress(text: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${text}`);
  else process.stderr.write(`${text}\n`);
}

async function writeLines(lines: AsyncIterable<string> | Iterable<string>, out: string | undefined): Promise<number> {
  const stream: NodeJS.WritableStream = out ? fs.createWriteStream(out) : process.stdout;
  let count = 0;
  for await (const line of lines) {
    count += 1;
    if (!stream.write(`${line}\n`)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  }
  if (out) await new Promise<void>((resolve, reject) => (stream as fs.WriteStream).end((error?: Error | null) => (error ? reject(error) : resolve())));
  return count;
}

async function withDatabase<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>, prefix: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // A catalogue of 100,000 documents is written in one transaction: with SQLite's default 2 MB page cache its
    // B-trees' pages spill to the WAL over and over; this connection (the command's only one) gets 256 MB.
    if (dialectOf(db as unknown as Kysely<unknown>) === 'sqlite') await sql`pragma cache_size = -262144`.execute(db);
    await migrate(db, BACKEND_MIGRATIONS);
    return await run(db, config.catalogIndex);
  } finally {
    await closeDatabase(db);
  }
}

async function importCommand(file: string | undefined, skipInvalid: boolean): Promise<number> {
  if (!file) throw new ImportFileError(USAGE);
  const size = checkImportFile(file, maxImportBytes());
  const started = performance.now();
  const report = await withDatabase((db, prefix) =>
    importBulkLines(db, () => readLines(file), {
      prefix,
      skipInvalid,
      onProgress: (phase, p) => progress(phase === 'validate' ? `validating ${Math.round(((p.bytes ?? 0) / Math.max(1, size)) * 100)}% (line ${p.line})` : `applying ${p.items} items`),
    }),
  );
  if (process.stderr.isTTY) process.stderr.write('\n');
  for (const problem of report.problems) console.error(formatProblem(problem));
  if (!report.applied) {
    console.error(`${report.problems.length} problem(s) in ${file}; nothing was imported (--skip-invalid applies the valid items)`);
    return 1;
  }
  const { created, updated, deleted, unchanged } = report.summary;
  console.error(`imported ${file} (${formatBytes(size)}) in ${Math.round(performance.now() - started)} ms: created ${created}, updated ${updated}, deleted ${deleted}, unchanged ${unchanged}${report.skipped ? `, skipped ${report.skipped} invalid` : ''}${report.errors ? `, refused ${report.errors}` : ''}`);
  return 0;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, store: { type: 'string', multiple: true }, models: { type: 'string' }, 'skip-invalid': { type: 'boolean' } },
  });
  const [command, file] = positionals;
  switch (command) {
    case 'import':
      return importCommand(file, values['skip-invalid'] === true);
    case 'export': {
      const stores = values.store?.flatMap((s) => s.split(','));
      const bad = stores?.find((s) => !isStoreCode(s));
      if (bad) throw new ImportFileError(`unknown store view ${bad}: main, de or it`);
      const lines = await withDatabase((db, prefix) => writeLines(exportCatalogueLines(db, prefix, stores as StoreCode[] | undefined), values.out));
      console.error(`exported ${lines / 2} documents${values.out ? ` to ${values.out}` : ''}`);
      return 0;
    }
    case 'generate': {
      const models = values.models === undefined ? null : Number(values.models);
      if (models !== null && !(Number.isSafeInteger(models) && models > 0 && models <= 1_000_000)) throw new ImportFileError('--models must be a whole number from 1 to 1000000');
      const catalogue = models === null ? generateDemoCatalogue() : generateScaledCatalogue(models);
      const lines = await writeLines(catalogueBulkLines(catalogue, loadConfig().catalogIndex), values.out);
      console.error(`generated ${lines / 2} documents${values.out ? ` to ${values.out}` : ''}`);
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ImportFileError ? error.message : error);
  process.exitCode = 1;
}
