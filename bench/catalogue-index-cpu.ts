// CPU per uncached query of the embedded catalogue index at scale, in-process (issue #14 item 5; not a test, no
// timing assertions). The catalogue-scale bench measures the same bodies over HTTP at 10 connections, where a query
// waits for the ones before it; this one measures what each query costs on its own:
//   npx tsx bench/catalogue-index-cpu.ts [--data-dir /tmp/search-scale] [--models 10000] [--queries 1000]
//        [--profile out.cpuprofile] [--digests out.json | --compare out.json] [--source-cache-bytes 0] [--slowest]
// The first run generates N models (`npm run catalog -- generate`) and imports them into <data-dir> (SQLite), later
// runs reuse it. The index is loaded exactly as the backend loads it (loadCatalogIndex), then the catalogue-scale
// bench's search and listing bodies run (a warm-up on other bodies first), each answer serialised as the route does
// (searchResponseBytes). Prints the median and p99 of the process's CPU time per query, and the heap.
// --profile records a V8 CPU profile of the measured queries only (summarise with bench/profile-summary.ts --skip 0).
// --digests writes a hash of every answer (took left out); --compare checks a later build answers the same.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { loadCatalogIndex } from '../server/backend/app.js';
import type { CatalogIndex } from '../server/backend/catalog-index/catalog-index.js';
import { searchResponseBytes } from '../server/backend/catalog-index/response-json.js';
import { closeDatabase, openDatabase, SQLITE_FILE_NAME } from '../server/db/database.js';
import { catalogueScaleBodies } from './catalogue-scale-bodies.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

const MODELS = Number(option('models', '10000'));
const DATA_DIR = path.resolve(option('data-dir', `/tmp/catalogue-index-cpu-${MODELS}`));
const QUERIES = Number(option('queries', '1000'));
const WARM_UP = 200;
const PROFILE = option('profile', '');
const DIGESTS = option('digests', '');
const COMPARE = option('compare', '');
/** The index's cache of hits' filtered sources (source-cache.ts): the default, or 0 to measure without it. */
const SOURCE_CACHE_BYTES = option('source-cache-bytes', '');
const PREFIX = 'vue_storefront_catalog';
const INDEX = `${PREFIX}_product`;

const loadavg = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function catalogCommand(args: string[]): void {
  const env = { ...process.env, DATA_DIR, DATABASE_URL: '', CATALOG_INDEX: PREFIX };
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/catalog.ts', ...args], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`catalog ${args[0]} exited with ${result.status}`);
}

function ensureCatalogue(): void {
  if (existsSync(path.join(DATA_DIR, SQLITE_FILE_NAME))) return;
  const file = path.join(DATA_DIR, 'catalogue.ndjson');
  console.error(`generating ${MODELS} models and importing them into ${DATA_DIR} …`);
  mkdirSync(DATA_DIR, { recursive: true });
  catalogCommand(['generate', '--models', String(MODELS), '--out', file]);
  catalogCommand(['import', file]);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Measured {
  cpuMs: number[];
  digests: string[];
}

/** Runs each body once: CPU time of search + serialisation, and a hash of the answer without `took`. */
function run(index: CatalogIndex, bodies: readonly string[]): Measured {
  const cpuMs: number[] = [];
  const digests: string[] = [];
  for (const text of bodies) {
    const body = JSON.parse(text) as unknown;
    const started = process.cpuUsage();
    // As the HTTP route asks and serialises it (routes.ts).
    const response = index.search(INDEX, body, { encodedSources: true });
    searchResponseBytes(response);
    const used = process.cpuUsage(started);
    cpuMs.push((used.user + used.system) / 1000);
    response.took = 0;
    digests.push(createHash('sha1').update(searchResponseBytes(response)).digest('hex').slice(0, 16));
  }
  return { cpuMs, digests };
}

function summary(name: string, cpuMs: readonly number[]): string {
  const sorted = [...cpuMs].sort((a, b) => a - b);
  const mean = cpuMs.reduce((sum, value) => sum + value, 0) / cpuMs.length;
  return `${name.padEnd(10)} ${cpuMs.length} queries: median ${percentile(sorted, 50).toFixed(2)} ms, p90 ${percentile(sorted, 90).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, mean ${mean.toFixed(2)} ms CPU`;
}

async function main(): Promise<void> {
  ensureCatalogue();
  const db = await openDatabase({ dataDir: DATA_DIR, databaseUrl: null });
  const loadStarted = performance.now();
  const { index, documents } = await loadCatalogIndex(db, undefined, SOURCE_CACHE_BYTES === '' ? {} : { sourceCacheBytes: Number(SOURCE_CACHE_BYTES) });
  await closeDatabase(db);
  console.error(`loaded ${documents} documents in ${Math.round(performance.now() - loadStarted)} ms`);
  const { searchBodies, listingBodies } = catalogueScaleBodies();
  const half = (bodies: string[]) => Math.floor(bodies.length / 2);
  // Warm-up on the second halves (JIT, the per-field structures built on first use), measurement on the first.
  run(index, searchBodies.slice(half(searchBodies), half(searchBodies) + WARM_UP));
  run(index, listingBodies.slice(half(listingBodies), half(listingBodies) + WARM_UP));
  const session = PROFILE ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const load = loadavg();
  const memoryBefore = process.memoryUsage();
  const search = run(index, searchBodies.slice(0, Math.min(QUERIES, half(searchBodies))));
  const listing = run(index, listingBodies.slice(0, Math.min(QUERIES, half(listingBodies))));
  const loadAfter = loadavg();
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(PROFILE, JSON.stringify(profile));
    session.disconnect();
  }
  const memory = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  console.log(`memory after the queries: RSS ${mb(memory.rss)} MB (${mb(memoryBefore.rss)} before them), heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB (${mb(memoryBefore.heapUsed)} of ${mb(memoryBefore.heapTotal)}), array buffers ${mb(memory.arrayBuffers)} MB (${mb(memoryBefore.arrayBuffers)})`);
  console.log(summary('search', search.cpuMs));
  console.log(summary('listing', listing.cpuMs));
  console.log(`load average ${load} → ${loadAfter}`);
  if (process.argv.includes('--slowest')) {
    for (const [kind, measured, bodies] of [['search', search, searchBodies], ['listing', listing, listingBodies]] as const) {
      const slowest = measured.cpuMs.map((ms, i) => ({ ms, i })).sort((a, b) => b.ms - a.ms).slice(0, 8);
      for (const { ms, i } of slowest) console.log(`  slow ${kind} ${ms.toFixed(1)} ms: ${bodies[i].slice(0, 400)}`);
    }
  }
  const digests = { search: search.digests, listing: listing.digests };
  if (DIGESTS) writeFileSync(DIGESTS, JSON.stringify(digests));
  if (COMPARE) {
    const expected = JSON.parse(readFileSync(COMPARE, 'utf8')) as typeof digests;
    for (const kind of ['search', 'listing'] as const) {
      const differing = expected[kind].flatMap((digest, i) => (digests[kind][i] !== undefined && digests[kind][i] !== digest ? [i] : []));
      console.log(`${kind}: ${differing.length} of ${Math.min(expected[kind].length, digests[kind].length)} answers differ${differing.length ? ` (first: #${differing.slice(0, 5).join(', #')})` : ''}`);
      if (differing.length) process.exitCode = 1;
    }
  }
}

await main();
