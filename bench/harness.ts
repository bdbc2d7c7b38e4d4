// Shared pieces of the benchmarks: start the shop as a child process on a throwaway data dir, warm it up, run
// autocannon, and report req/s, p50 and p99. Figures go to bench/results/*.json and, by hand, bench/README.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

export interface ShopProcess {
  url: string;
  stop(): Promise<void>;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  connections: number;
  durationS: number;
}

export async function startShop(opts: { port: number; dataDir: string; env?: Record<string, string> }): Promise<ShopProcess> {
  // tsx itself, not through npx: a signal to npx does not reach the server it started.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function load(
  name: string,
  url: string,
  opts: { connections?: number; duration?: number; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; warmupS?: number } = {},
): Promise<LoadResult> {
  const connections = opts.connections ?? 10;
  const duration = opts.duration ?? 10;
  const base = { url, method: opts.method ?? 'GET', body: opts.body, headers: { 'accept-encoding': 'gzip, br', ...opts.headers } };
  // The first seconds after start are several times slower (ENV-NOTES): warm up before measuring.
  await autocannon({ ...base, connections, duration: opts.warmupS ?? 3 });
  const result = await autocannon({ ...base, connections, duration });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    connections,
    durationS: duration,
  };
}

export function printTable(rows: LoadResult[]): void {
  console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`);
}

export function saveResults(file: string, data: unknown): void {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${file}`, JSON.stringify({ at: new Date().toISOString(), data }, null, 2));
}

/** Gzip size of the JavaScript a page asks for in its HTML: module scripts, modulepreload links and the starter's list. */
export async function pageJavaScriptGzipBytes(baseUrl: string, path: string): Promise<{ files: string[]; gzipBytes: number }> {
  const html = await (await fetch(baseUrl + path)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) srcs.add(m[1]);
  // The inline starter (server/edge/ssr/document.ts) adds the entry module and its preloads after the first frame:
  // its URLs are JSON strings in the script, and they count just the same.
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]);
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: [...srcs], gzipBytes };
}
