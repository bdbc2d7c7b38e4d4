// npm run bench:heap — where the memory of the one-process shop goes (issue #15 item 3). Starts
// `node --heapsnapshot-signal=SIGUSR2 dist/server/main.js` with WORKERS=1 on data/bench, waits until it is ready and
// idle, reads RSS, heap and external memory from its metrics port, takes a heap snapshot and sums the retained-by-
// nobody "self size" of its objects by constructor, the largest first. Needs `npm run build` and data/bench (created
// by the first start). Prints Markdown for bench/README.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 5791;
const METRICS_PORT = 5792;

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

async function waitReady(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ').pop()) : NaN;
}

/** The snapshot is written synchronously: once the shop answers again after the file appeared, it is complete. */
async function newSnapshotFile(dir: string, before: Set<string>, healthUrl: string): Promise<string> {
  for (;;) {
    const found = fs.readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (found) {
      await waitReady(healthUrl);
      return path.join(dir, found);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function summarise(file: string): { byType: [string, number][]; byName: [string, number][]; total: number } {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const byType = new Map<string, number>();
  const byName = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < data.nodes.length; i += fields.length) {
    const type = types[data.nodes[i + typeAt]];
    const size = data.nodes[i + sizeAt];
    const name = type === 'object' || type === 'closure' ? data.strings[data.nodes[i + nameAt]] : `(${type})`;
    total += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    byName.set(name, (byName.get(name) ?? 0) + size);
  }
  const top = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { byType: top(byType, 10), byName: top(byName, 20), total };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-heap-'));
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: path.resolve('data/bench'), LOG_LEVEL: 'warn', WORKERS: '1', METRICS_PORT: String(METRICS_PORT) };
  const child = spawn(process.execPath, ['--heapsnapshot-signal=SIGUSR2', path.resolve('dist/server/main.js')], { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitReady(`http://127.0.0.1:${PORT}/readyz`);
    // A few pages and API calls, as after the first visitors, then idle.
    for (const p of ['/', '/men', '/women', '/api/catalog/products?store=main&size=50']) await (await fetch(`http://127.0.0.1:${PORT}${p}`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`RSS ${mb(metric(metrics, 'process_resident_memory_bytes'))}, heap used ${mb(metric(metrics, 'nodejs_heap_size_used_bytes'))} of ${mb(metric(metrics, 'nodejs_heap_size_total_bytes'))}, external ${mb(metric(metrics, 'nodejs_external_memory_bytes'))}`);
    const before = new Set(fs.readdirSync(dir));
    child.kill('SIGUSR2');
    const file = await newSnapshotFile(dir, before, `http://127.0.0.1:${PORT}/healthz`);
    const { byType, byName, total } = summarise(file);
    console.log(`\nheap snapshot: ${mb(total)} in objects (self sizes)\n\n| kind | self size |\n|---|---:|`);
    for (const [type, size] of byType) console.log(`| ${type} | ${mb(size)} |`);
    console.log('\n| constructor (or kind) | self size |\n|---|---:|');
    for (const [name, size] of byName) console.log(`| ${name.slice(0, 60)} | ${mb(size)} |`);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
