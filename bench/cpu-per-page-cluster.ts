// CPU time per page rendered on demand by the compiled shop as production runs it (`node dist/server/main.js`,
// WORKERS=n, HTML cache off), split by process: the cluster primary (the embedded backends: catalogue, commerce)
// and the edge workers. autocannon rotates over many distinct product or category URLs, so the edges' catalogue
// cache is cold for most of them as on real misses; CPU is read from /proc (utime + stime of each process, every
// thread) before and after, and divided by the pages served. Other processes on the machine only add wall time, not
// CPU time of these processes, so the figure is far steadier than req/s on a shared machine.
//
//   npx tsx bench/cpu-per-page-cluster.ts [--workers 2] [--duration 10] [--connections 10] [--pages product,category]
//   NODE_ARGS='--max-semi-space-size=64' ...   runs the shop with those flags
//   PROFILE=1 ...   also writes V8 CPU profiles of every process (node --cpu-prof) to bench/results/cpu-prof/
//
// Port: BENCH_PORT (default 4590, the runtime part's range); data: DATA_DIR (default data/bench, seeded on first use).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { CategoryDocument, ProductDocument } from '../shared/catalog-types.js';
import { categoryPath, productPath } from '../shared/routing/urls.js';
import { saveResults } from './harness.js';

const PORT = Number(process.env.BENCH_PORT ?? 4590);
const DATA_DIR = process.env.DATA_DIR ?? 'data/bench';
const PROFILE_DIR = 'bench/results/cpu-prof';
const TICKS_PER_SECOND = 100; // USER_HZ on Linux
/** Distinct product pages the load rotates over. */
const PRODUCT_PAGES = 150;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

/** utime + stime from a /proc stat file, in ms (0 once the process is gone). */
function statCpuMs(file: string): number {
  try {
    // The command name may hold spaces: the fields after it start behind the last ')'.
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** utime + stime of one process (all its threads), in ms. */
function cpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/**
 * The same for the process's main thread alone: JavaScript runs there (the event loop); the rest is the threads
 * beside it (libuv's pool compressing and reading files, V8's garbage collection helpers). A thread can use at most
 * one core, so when the main thread is saturated, what the others use on top says how many cores one edge process
 * occupies, and so how far more processes can scale on this machine.
 */
function mainThreadCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

function rssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Active level-2 categories with products and up to `perCategory` products of each (the store view `main`). */
async function pagePaths(url: string, perCategory: number): Promise<{ category: string[]; product: string[] }> {
  const categories = (await json<{ result: CategoryDocument[] }>(`${url}/api/catalog/categories?store=main&level=2`)).result.filter((c) => c.is_active && (c.product_count ?? 0) > 0);
  const product: string[] = [];
  for (const category of categories) {
    const listing = await json<{ result: { items: ProductDocument[] } }>(`${url}/api/catalog/products?store=main&category=${category.id}&size=${perCategory}`);
    product.push(...listing.result.items.map((item) => productPath(item)));
  }
  // A fixed number, sorted: the same pages for every run (the listings' order may vary between starts).
  return { category: categories.map(categoryPath).sort(), product: [...new Set(product)].sort().slice(0, PRODUCT_PAGES) };
}

interface Row {
  page: string;
  urls: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  primaryMsPerPage: number;
  workersMsPerPage: number;
  totalMsPerPage: number;
  /** Of the edge processes' CPU (the workers, or the one process when WORKERS=1): on their main threads. */
  edgeMainThreadMsPerPage: number;
  /** Cores the edge processes used during the load: on main threads and on all threads. */
  edgeMainThreadCores: number;
  edgeCores: number;
  /** autocannon in this process: the load generator shares the machine's cores. */
  generatorMsPerPage: number;
}

async function main(): Promise<void> {
  const workers = Number(option('workers', '2'));
  const duration = Number(option('duration', '10'));
  const connections = Number(option('connections', '10'));
  const kinds = option('pages', 'product,category').split(',') as ('product' | 'category')[];
  const profile = process.env.PROFILE === '1';
  if (!existsSync('dist/server/main.js')) throw new Error('run npm run build first');
  if (profile) {
    rmSync(PROFILE_DIR, { recursive: true, force: true });
    mkdirSync(PROFILE_DIR, { recursive: true });
  }
  // NODE_ARGS: V8/Node flags to try (e.g. '--max-semi-space-size=64'); cluster workers inherit them.
  const nodeArgs = process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...nodeArgs, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : []), 'dist/server/main.js'];
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', RATE_LIMIT_PER_MINUTE: '1000000', WORKERS: String(workers), CACHE_TTL_HTML: '0' };
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${PORT}`;
  const rows: Row[] = [];
  try {
    await waitReady(url, child);
    const paths = await pagePaths(url, 50);
    const pids = () => (workers > 1 ? childPids(child.pid!) : []);
    // The processes that render pages: the workers, or with WORKERS=1 the one process (which also hosts the backends).
    const edgePids = () => (workers > 1 ? pids() : [child.pid!]);
    const edgeCpu = () => edgePids().reduce((sum, pid) => sum + cpuMs(pid), 0);
    const edgeMainCpu = () => edgePids().reduce((sum, pid) => sum + mainThreadCpuMs(pid), 0);
    for (const kind of kinds) {
      const requests = paths[kind].map((p) => ({ method: 'GET' as const, path: p }));
      const base = { url, connections, headers: { 'accept-encoding': 'gzip, br' }, requests };
      await autocannon({ ...base, duration: 3 }); // warm up: JIT
      const before = { primary: cpuMs(child.pid!), workers: pids().reduce((sum, pid) => sum + cpuMs(pid), 0), edge: edgeCpu(), edgeMain: edgeMainCpu() };
      const generatorStart = process.cpuUsage();
      const result = await autocannon({ ...base, duration });
      const generator = process.cpuUsage(generatorStart);
      const after = { primary: cpuMs(child.pid!), workers: pids().reduce((sum, pid) => sum + cpuMs(pid), 0), edge: edgeCpu(), edgeMain: edgeMainCpu() };
      const elapsedMs = result.duration * 1000;
      const served = result.requests.total;
      const primary = (after.primary - before.primary) / served;
      const edges = (after.workers - before.workers) / served;
      rows.push({ page: kind, urls: requests.length, requests: served, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, primaryMsPerPage: round(primary), workersMsPerPage: round(edges), totalMsPerPage: round(primary + edges), edgeMainThreadMsPerPage: round((after.edgeMain - before.edgeMain) / served), edgeMainThreadCores: round((after.edgeMain - before.edgeMain) / elapsedMs), edgeCores: round((after.edge - before.edge) / elapsedMs), generatorMsPerPage: round((generator.user + generator.system) / 1000 / served) });
    }
    // Resident memory right after the load and 10 s later (what a larger young generation keeps).
    for (const when of ['after the load', '10 s later']) {
      if (when !== 'after the load') await new Promise((resolve) => setTimeout(resolve, 10_000));
      console.log(`RSS ${when}: primary ${rssMb(child.pid!)} MB, workers ${pids().map(rssMb).join(' / ')} MB`);
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  const loadavg = os.loadavg().map((l) => l.toFixed(1)).join(', ');
  console.log(`\nWORKERS=${workers}, ${connections} connections, ${duration} s; load average at the end: ${loadavg}`);
  console.log('| page | distinct URLs | pages | req/s | p50 ms | p99 ms | non-2xx | CPU ms/page primary | edge workers | total | on edge main threads | cores used by edges: main threads / all | autocannon |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.urls} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.primaryMsPerPage} | ${r.workersMsPerPage} | ${r.totalMsPerPage} | ${r.edgeMainThreadMsPerPage} | ${r.edgeMainThreadCores} / ${r.edgeCores} | ${r.generatorMsPerPage} |`);
  saveResults(`cpu-per-page-cluster-w${workers}.json`, { workers, connections, duration, rows, loadavg: os.loadavg() });
  if (profile) console.log(`profiles: ${PROFILE_DIR}`);
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
