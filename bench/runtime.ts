// npm run bench:runtime [-- --duration 10 --workers 2]
// Issue #15's runtime figures on the demo catalogue (SQLite in data/bench), each shop started from the command
// line as production starts it:
//   before  `node --import tsx server/main.ts` (TypeScript compiled at run time, one process)
//   after   `node dist/server/main.js` with WORKERS=1 and with WORKERS=<cores>
// For each: time from spawn to /readyz 200 (data present), idle RSS of the whole process tree 5 s after ready, and
// uncached SSR (HTML cache off, catalogue reads cached as after a miss in production) of a product page at 10 and
// 50 connections. Prints Markdown tables for bench/README.md; raw figures in bench/results/runtime.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { load, saveResults, type LoadResult } from './harness.js';
import { samplePagePaths } from './scenarios/pages.js';

const DATA_DIR = 'data/bench';
/** BENCH_PORT, default in the runtime part's port range (4500-4599), away from npm run bench's shops. */
const PORT = Number(process.env.BENCH_PORT ?? 4595);

interface Variant {
  name: string;
  args: string[];
  workers: number;
}

interface Measured {
  variant: string;
  readyMs: number;
  idleRssMb: number;
  processes: number;
  ssr: LoadResult[];
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

/** Resident memory of a process and all its descendants (a cluster primary and its workers), from /proc. */
export function treeRssBytes(pid: number): { bytes: number; processes: number } {
  const status = (p: number) => {
    try {
      return readFileSync(`/proc/${p}/status`, 'utf8');
    } catch {
      return '';
    }
  };
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status(pid))?.[1] ?? 0) * 1024;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return children.map(treeRssBytes).reduce((sum, child) => ({ bytes: sum.bytes + child.bytes, processes: sum.processes + child.processes }), { bytes: rss, processes: 1 });
}

async function waitReady(url: string, child: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return performance.now() - started;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(variant: Variant, duration: number): Promise<Measured> {
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', RATE_LIMIT_PER_MINUTE: '1000000', WORKERS: String(variant.workers), CACHE_TTL_HTML: '0' };
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, variant.args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    await waitReady(url, child);
    const readyMs = Math.round(performance.now() - spawnedAt);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const { bytes, processes } = treeRssBytes(child.pid!);
    const { product } = await samplePagePaths(url);
    const ssr = [];
    for (const connections of [10, 50]) ssr.push(await load(`${variant.name}, product page uncached, ${connections} connections`, url + product, { connections, duration }));
    return { variant: variant.name, readyMs, idleRssMb: Math.round(bytes / 1024 / 1024), processes, ssr };
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

async function main(): Promise<void> {
  const duration = option('duration', 10);
  const workers = option('workers', os.availableParallelism());
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/manifest.json')) {
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  }
  // First start creates the demo data; the figures below are starts "with data present".
  if (!existsSync(`${DATA_DIR}/shop.sqlite`)) await measure({ name: 'data', args: ['dist/server/main.js'], workers: 1 }, 1);
  const variants: Variant[] = [
    { name: 'before: tsx, 1 process', args: ['--import', 'tsx', 'server/main.ts'], workers: 1 },
    { name: 'after: node dist, WORKERS=1', args: ['dist/server/main.js'], workers: 1 },
    { name: `after: node dist, WORKERS=${workers}`, args: ['dist/server/main.js'], workers },
  ];
  const results: Measured[] = [];
  for (const variant of variants) results.push(await measure(variant, duration));

  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}`);
  console.log('\n| shop | ready after start | idle RSS (processes) |\n|---|---:|---:|');
  for (const r of results) console.log(`| ${r.variant} | ${(r.readyMs / 1000).toFixed(1)} s | ${r.idleRssMb} MB (${r.processes}) |`);
  console.log('\n| uncached product page | req/s | p50 ms | p99 ms | non-2xx |\n|---|---:|---:|---:|---:|');
  for (const row of results.flatMap((r) => r.ssr)) console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.non2xx} |`);
  saveResults('runtime.json', { duration, workers, results, loadavg: os.loadavg() });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
