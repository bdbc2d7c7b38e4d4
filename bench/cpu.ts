// CPU time per page of the compiled shop (`node dist/server/main.js`), read from /proc: what one page costs the
// shop on any number of cores. Throughput on a machine shared with other work measures the machine; CPU time of the
// shop's own processes does not depend on who else runs (contention only adds wall time), so this is the figure to
// compare between builds, best side by side in one run (--builds).
//
//   npm run build && npm run bench:cpu
//   npm run bench:cpu -- --only uncached-1 --builds .,/tmp/before --rounds 3   # A/B of two builds, alternating
//
// What it does, for each configuration:
// - starts the shop on a throwaway DATA_DIR (seeded by the shop on its first start, removed at the end), as
//   production runs it (NODE_ENV=production), catalogue caches on; for the uncached rows with the rendered-HTML
//   cache off (CACHE_TTL_HTML=0), so every page is rendered on demand as on a cache miss;
// - takes 300 distinct pages: 150 `/men` URLs (a cache-busting query, `/men?v=N`: the same listing, each URL its
//   own) and 150 product pages of the store view `main`;
// - warms up (every URL twice: JIT, catalogue caches; for the cached rows this also fills the HTML cache);
// - asks for every page in turn, one request at a time (`accept-encoding: gzip, br` as a browser does), --rounds
//   times, and reads before and after each page the CPU time of every process of the shop (the process, its
//   cluster workers, every thread of each: render, compression in libuv's pool, GC helpers, embedded backends).
//
// Two readings of the same CPU: utime + stime (/proc/PID/stat, whole process, 10 ms ticks) gives the mean over the
// run; the per-page figures (p95) need finer clocks, so each thread's run time in ns (/proc/PID/task/TID/schedstat)
// is summed per page. Both means are printed; they agree within a few percent.
//
// Configurations (--only a,b to pick): uncached-1 (WORKERS=1), uncached-default (WORKERS unset: one per core),
// cached-1 (WORKERS=1, HTML cache on for an hour: every measured page comes from it; checked through X-Cache).
// Ports: BENCH_PORT (default 5803). Figures also go to bench/results/cpu.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import type { CategoryDocument, ProductDocument } from '../shared/catalog-types.js';
import { productPath } from '../shared/routing/urls.js';
import { saveResults } from './harness.js';

const PORT = Number(process.env.BENCH_PORT ?? 5803);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const PAGES_PER_KIND = 150;
const CATEGORY_PATH = '/men';

type Configuration = 'uncached-1' | 'uncached-default' | 'cached-1';
const CONFIGURATIONS: Record<Configuration, { label: string; env: Record<string, string> }> = {
  'uncached-1': { label: 'uncached, WORKERS=1', env: { WORKERS: '1', CACHE_TTL_HTML: '0' } },
  'uncached-default': { label: `uncached, default workers (${os.availableParallelism()})`, env: { CACHE_TTL_HTML: '0' } },
  // A lifetime longer than the run, so that no page expires between the warm-up and its measurement.
  'cached-1': { label: 'cached (HTML cache), WORKERS=1', env: { WORKERS: '1', CACHE_TTL_HTML: '3600' } },
};

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process or thread has ended
  }
}

/** The shop's processes: the one started and, in a cluster, its workers (and theirs). */
function processTree(pid: number): number[] {
  const children = (read(`/proc/${pid}/task/${pid}/children`) ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** utime + stime of a whole process (every thread, ended ones included), in ms. */
function statCpuMs(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // The command name may hold spaces: the fields after it start behind the last ')'.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Run time of every thread of a process, in ns (schedstat's first field: time spent on a CPU). */
function threadRunNs(pid: number): number {
  let sum = 0;
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const tid of tids) sum += Number((read(`/proc/${pid}/task/${tid}/schedstat`) ?? '0').split(' ')[0]);
  return sum;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('shop not ready after 300 s');
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** 150 `/men` URLs and 150 product pages, the same for every run (sorted; the listings' order may vary). */
async function pagePaths(url: string): Promise<{ category: string[]; product: string[] }> {
  const categories = (await json<{ result: CategoryDocument[] }>(`${url}/api/catalog/categories?store=main&level=2`)).result.filter((c) => c.is_active && (c.product_count ?? 0) > 0);
  const product = new Set<string>();
  for (const category of categories) {
    const listing = await json<{ result: { items: ProductDocument[] } }>(`${url}/api/catalog/products?store=main&category=${category.id}&size=50`);
    for (const item of listing.result.items) product.add(productPath(item));
  }
  if (product.size < PAGES_PER_KIND) throw new Error(`only ${product.size} products found`);
  return {
    category: Array.from({ length: PAGES_PER_KIND }, (_, i) => `${CATEGORY_PATH}?v=${i + 1}`),
    product: [...product].sort().slice(0, PAGES_PER_KIND),
  };
}

interface PageSample {
  kind: 'category' | 'product';
  cpuMs: number;
  bytes: number;
}

interface Row {
  build: string;
  configuration: Configuration;
  label: string;
  round: number;
  pages: number;
  /** utime + stime of every process over the measured pages, per page. */
  meanMs: number;
  /** The same from the threads' run times (ns clock), and its 95th percentile across pages. */
  threadMeanMs: number;
  p95Ms: number;
  categoryMeanMs: number;
  productMeanMs: number;
  /** Bytes on the wire per page (compressed as asked). */
  meanBytes: number;
  cacheMisses: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

async function measure(build: string, configuration: Configuration, dataDir: string, rounds: number, firstRound: number): Promise<Row[]> {
  const { label, env } = CONFIGURATIONS[configuration];
  const nodeArgs = process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const inherited = { ...process.env };
  delete inherited.REDIS_URL; // per-process limits: the bench is one client
  delete inherited.DATABASE_URL; // SQLite in the throwaway data dir
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: build,
    env: { ...inherited, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const rows: Row[] = [];
  try {
    await waitReady(url, child);
    const paths = await pagePaths(url);
    // Interleaved, so both kinds meet the same moments of the machine.
    const pages = paths.category.flatMap((category, i) => [{ kind: 'category' as const, path: category }, { kind: 'product' as const, path: paths.product[i] }]);
    const get = async (pagePath: string) => {
      // undici's request hands over the body as sent (fetch would decode it): its length is the bytes on the wire.
      const response = await request(url + pagePath, { headers: { 'accept-encoding': 'gzip, br' } });
      const bytes = (await response.body.arrayBuffer()).byteLength;
      if (response.statusCode !== 200) throw new Error(`${pagePath} answered ${response.statusCode}`);
      return { bytes, cache: response.headers['x-cache'] };
    };
    for (let warm = 0; warm < 2; warm++) for (const page of pages) await get(page.path);
    const pids = processTree(child.pid!);
    for (let r = 0; r < rounds; r++) {
      const samples: PageSample[] = [];
      let misses = 0;
      const statBefore = sum(pids.map(statCpuMs));
      for (const page of pages) {
        const before = sum(pids.map(threadRunNs));
        const answer = await get(page.path);
        const after = sum(pids.map(threadRunNs));
        if (configuration === 'cached-1' && answer.cache !== 'HIT') misses += 1;
        samples.push({ kind: page.kind, cpuMs: (after - before) / 1e6, bytes: answer.bytes });
      }
      const statMs = sum(pids.map(statCpuMs)) - statBefore;
      const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
      const meanOf = (kind: PageSample['kind']) => sum(samples.filter((s) => s.kind === kind).map((s) => s.cpuMs)) / PAGES_PER_KIND;
      rows.push({
        build,
        configuration,
        label,
        round: firstRound + r,
        pages: samples.length,
        meanMs: round2(statMs / samples.length),
        threadMeanMs: round2(sum(cpu) / cpu.length),
        p95Ms: round2(percentile(cpu, 95)),
        categoryMeanMs: round2(meanOf('category')),
        productMeanMs: round2(meanOf('product')),
        meanBytes: Math.round(sum(samples.map((s) => s.bytes)) / samples.length),
        cacheMisses: misses,
      });
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  return rows;
}

async function main(): Promise<void> {
  const builds = option('builds', '.').split(',').map((dir) => path.resolve(dir));
  const only = option('only', Object.keys(CONFIGURATIONS).join(',')).split(',') as Configuration[];
  const rounds = Number(option('rounds', '1'));
  const unknown = only.find((c) => !(c in CONFIGURATIONS));
  if (unknown) throw new Error(`unknown configuration ${unknown}; known: ${Object.keys(CONFIGURATIONS).join(', ')}`);
  for (const build of builds) if (!existsSync(path.join(build, 'dist/server/main.js'))) throw new Error(`${build}: run npm run build first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cpu-'));
  const rows: Row[] = [];
  const startedAt = new Date();
  try {
    // With several builds, each round starts each build in turn: A, B, A, B …, so a change in the machine's load
    // meets both alike. Each start measures one pass over the 300 pages.
    for (const configuration of only) {
      for (let r = 0; r < rounds; r++) {
        for (const build of builds) {
          const [row] = await measure(build, configuration, dataDir, 1, r + 1);
          rows.push(row);
          console.log(`${path.relative(process.cwd(), build) || '.'} ${row.label} round ${row.round}: ${row.meanMs} ms/page (p95 ${row.p95Ms}), load ${os.loadavg()[0].toFixed(1)}`);
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadavg = os.loadavg().map((l) => l.toFixed(1)).join(', ');
  console.log(`\nCPU ms per page, every thread of every shop process (${startedAt.toISOString().slice(0, 16)}Z, load average at the end: ${loadavg})`);
  console.log('| build | shop | round | pages | mean (utime+stime) | mean (threads) | p95 | `/men` mean | product mean | bytes/page | cache misses |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${path.relative(process.cwd(), r.build) || '.'} | ${r.label} | ${r.round} | ${r.pages} | ${r.meanMs} | ${r.threadMeanMs} | ${r.p95Ms} | ${r.categoryMeanMs} | ${r.productMeanMs} | ${r.meanBytes} | ${r.configuration === 'cached-1' ? r.cacheMisses : '–'} |`);
  }
  saveResults('cpu.json', { startedAt, loadavg: os.loadavg(), rows });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
