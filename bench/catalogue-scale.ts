// npm run bench:catalogue-scale [-- --models 10000 --duration 10 --connections 10 --port 4310 --keep] [--reuse <dir>]
// Issue #14 item 5: the catalogue at scale. Generates N configurable models (the demo's brands and attributes,
// about ten sizes each, three store views) with `npm run catalog -- generate` into a throwaway DATA_DIR, imports
// them with `npm run catalog -- import` (wall time of the command), starts the backend tier alone
// (`node dist/server/backend.js`, run `npm run build` first; time from spawn to "listening", RSS once listening and
// after the load), then measures with autocannon at 10 connections, straight against the backend's `_search`:
//   search    the storefront's search body (server/upstream/catalog-query.ts) for a different text on every request
//             (model and brand words, prefixes, misspellings), so no fuzzy-expansion cache can answer it
//   listing   the storefront's category listing body (card fields, facet aggregations, post_filter) for a different
//             category / filter / sort / page on every request
// --backend-log <file>: runs the backend with --trace-gc and appends its standard output (log, GC pauses) there.
// --reuse <dir>: a DATA_DIR a run kept (--keep) or bench/catalogue-index-cpu.ts filled: no generation and import
// (their figures are left out), for measuring the queries again after a change.
// The backend keeps no answer cache, so every request is a search of the index ("uncached"). Prints a Markdown
// table for bench/README.md with the load average beside each figure (the machine is shared); raw figures go to
// bench/results/catalogue-scale.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BACKEND_NODE_FLAGS } from '../server/runtime/backend-node-flags.js';
import { catalogueScaleBodies } from './catalogue-scale-bodies.js';
import { saveResults } from './harness.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

const MODELS = option('models', 10_000);
const DURATION_S = option('duration', 10);
const CONNECTIONS = option('connections', 10);
const PORT = option('port', 4310);
const KEEP = process.argv.includes('--keep');
const REUSE = process.argv.includes('--reuse') ? process.argv[process.argv.indexOf('--reuse') + 1] : null;
const PREFIX = 'vue_storefront_catalog';
/** --backend-log <file>: the backend runs with --trace-gc; its standard output (log and GC lines) goes there. */
const BACKEND_LOG = process.argv.includes('--backend-log') ? process.argv[process.argv.indexOf('--backend-log') + 1] : null;
const BACKEND = 'dist/server/backend.js';

const loadavg = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Runs the catalogue command; resolves with its wall time in ms. */
function catalog(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/catalog.ts', ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`catalog ${args[0]} exited with ${code}: ${errors}`))));
  });
}

/** Starts the backend tier; resolves once it logs that it listens, with the time that took. */
function startBackend(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; startMs: number; indexMs: number | null; documents: number | null }> {
  const started = performance.now();
  // With the V8 flags production starts it with (backend-node-flags.ts).
  const child = spawn(process.execPath, [...BACKEND_NODE_FLAGS, ...(BACKEND_LOG ? ['--trace-gc'] : []), BACKEND], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let buffered = '';
    let indexMs: number | null = null;
    let documents: number | null = null;
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (BACKEND_LOG) appendFileSync(BACKEND_LOG, chunk);
      buffered += chunk.toString();
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        let entry: { msg?: string; ms?: number; documents?: number; level?: number };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          continue;
        }
        if (entry.level !== undefined && entry.level >= 50) process.stderr.write(`${line}\n`);
        if (entry.msg === 'catalogue index loaded') {
          indexMs = entry.ms ?? null;
          documents = entry.documents ?? null;
        }
        if (entry.msg === 'backend tier is listening') resolve({ child, startMs: performance.now() - started, indexMs, documents });
      }
    });
    child.on('exit', (code) => reject(new Error(`backend exited with ${code} before listening`)));
  });
}

/** autocannon with a different body on every request (a rotating list, warm-up and measurement on other halves). */
async function measure(name: string, url: string, bodies: readonly string[]) {
  const half = Math.floor(bodies.length / 2);
  const run = (from: number, count: number, duration: number) => {
    let next = 0;
    return autocannon({
      url,
      method: 'POST',
      connections: CONNECTIONS,
      duration,
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies[from + (next++ % count)] }) }],
    });
  };
  await run(half, bodies.length - half, 3);
  const before = loadavg();
  const result = await run(0, half, DURATION_S);
  return {
    name,
    distinctBodies: half,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    repeatedBodies: result.requests.total > half,
    loadavg: `${before} → ${loadavg()}`,
  };
}

async function main(): Promise<void> {
  if (!existsSync(BACKEND)) throw new Error(`${BACKEND} is missing: run npm run build first`);
  const dataDir = REUSE ?? mkdtempSync(path.join(os.tmpdir(), 'catalogue-scale-'));
  const file = path.join(dataDir, 'catalogue.ndjson');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CATALOG_INDEX: PREFIX, LOG_LEVEL: 'info', LOG_FORMAT: 'json', NODE_ENV: 'production' };
  let backend: ChildProcess | null = null;
  try {
    let generateMs = NaN;
    let importMs = NaN;
    let fileMb = NaN;
    let importLoad = '';
    let importLoadAfter = '';
    if (!REUSE) {
      console.error(`generating ${MODELS} models into ${dataDir} …`);
      generateMs = await catalog(['generate', '--models', String(MODELS), '--out', file], env);
      fileMb = Math.round(statSync(file).size / 1024 / 1024);
      importLoad = loadavg();
      console.error(`importing ${fileMb} MB (load ${importLoad}) …`);
      importMs = await catalog(['import', file], env);
      importLoadAfter = loadavg();
      rmSync(file);
    }
    const startLoad = loadavg();
    const started = await startBackend({ ...env, HOST: '127.0.0.1', BACKEND_PORT: String(PORT) });
    backend = started.child;
    const startRss = rssMb(backend.pid!);
    console.error(`backend listening after ${Math.round(started.startMs)} ms, RSS ${startRss.rss} MB`);

    const { searchBodies, listingBodies } = catalogueScaleBodies();
    const url = `http://127.0.0.1:${PORT}/${PREFIX}_product/_search`;
    const search = await measure('search (distinct texts)', url, searchBodies);
    const listing = await measure('category listing (distinct filters)', url, listingBodies);
    const afterRss = rssMb(backend.pid!);

    const results = {
      models: MODELS,
      documents: started.documents,
      fileMb,
      generateMs: Math.round(generateMs),
      importMs: Math.round(importMs),
      importLoadavg: `${importLoad} → ${importLoadAfter}`,
      startMs: Math.round(started.startMs),
      indexLoadMs: started.indexMs,
      startLoadavg: startLoad,
      rssAfterStartMb: startRss.rss,
      rssAfterLoadMb: afterRss.rss,
      peakRssMb: afterRss.peak,
      cores: os.cpus().length,
      queries: [search, listing],
    };
    saveResults(`catalogue-scale-${MODELS}.json`, results);
    console.log(`\n### ${MODELS.toLocaleString('en')} models (${started.documents?.toLocaleString('en')} documents, ${fileMb} MB of NDJSON), ${os.cpus().length} cores\n`);
    console.log('| figure | value | load average (1/5/15 min) |');
    console.log('|---|---|---|');
    console.log(`| import (\`npm run catalog -- import\`) | ${(importMs / 1000).toFixed(1)} s | ${results.importLoadavg} |`);
    console.log(`| backend start (spawn → listening) | ${(started.startMs / 1000).toFixed(1)} s (index load ${started.indexMs} ms) | ${startLoad} |`);
    console.log(`| backend RSS after start / after the load / peak | ${startRss.rss} / ${afterRss.rss} / ${afterRss.peak} MB | |`);
    for (const q of [search, listing]) {
      console.log(`| ${q.name}, ${CONNECTIONS} connections, ${DURATION_S} s | p50 ${q.p50Ms} ms, p99 ${q.p99Ms} ms, ${q.requestsPerSecond} req/s${q.non2xx || q.errors ? `, ${q.non2xx} non-2xx, ${q.errors} errors` : ''}${q.repeatedBodies ? ' (bodies repeated)' : ''} | ${q.loadavg} |`);
    }
  } finally {
    if (backend && backend.exitCode === null) {
      backend.kill('SIGTERM');
      await new Promise((resolve) => backend!.once('exit', resolve));
    }
    if (!KEEP && !REUSE) rmSync(dataDir, { recursive: true, force: true });
    else console.error(`kept ${dataDir}`);
  }
}

await main();
