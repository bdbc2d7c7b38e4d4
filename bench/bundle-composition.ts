// What the browser bundle is made of (issue #16, first-load JavaScript): the production client build's esbuild
// metafile (scripts/build.ts writes it as dist/client-meta.json, outside the served directory), read back as
//   - each chunk that a page loads before hydrating (the entry, its static imports, and each route's chunks from
//     dist/client/manifest.json) with its minified and gzip -9 size, and
//   - the minified bytes of each npm package and of each group of app modules inside the shell chunk.
// Minified bytes per module are esbuild's own count (bytesInOutput); gzip is measured per file, so a package's gzip
// share is an estimate: its minified share of the chunk's gzip.
//   npx tsx bench/bundle-composition.ts [--modules N]      (after `npm run build`)
import type { Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientManifest } from '../server/edge/ssr/manifest.js';

const CLIENT_DIR = 'dist/client';
const METAFILE = 'dist/client-meta.json';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** 'react-dom' for node_modules/react-dom/…, '@scope/name' for scoped packages, the app's folder otherwise. */
export function groupOf(input: string, depth = 3): string {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at !== -1) return parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || input;
}

function main(): void {
  const moduleRows = Number(process.argv[process.argv.indexOf('--modules') + 1]) || 25;
  const metafile = JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile;
  const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, 'manifest.json'), 'utf8')) as ClientManifest;
  const fileOf = (url: string) => path.join(CLIENT_DIR, url);
  const outputOf = (url: string) => metafile.outputs[path.join(CLIENT_DIR, url)];

  const entryFiles = [manifest.entry.file, ...manifest.entry.imports];
  console.log('Entry and its static imports (every page):');
  let total = 0;
  for (const url of entryFiles) {
    const gz = gzipSize(fileOf(url));
    total += gz;
    console.log(`  ${url.padEnd(40)} ${kb(outputOf(url)?.bytes ?? 0)} ${kb(gz)} gzip`);
  }
  console.log(`  ${'together'.padEnd(40)} ${' '.repeat(9)} ${kb(total)} gzip`);
  console.log('Routes (their chunks beyond the entry\'s):');
  for (const [source, assets] of Object.entries(manifest.routes)) {
    const own = [assets.file, ...assets.imports].filter((url) => !entryFiles.includes(url));
    const gz = own.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0);
    console.log(`  ${source.padEnd(52)} ${kb(gz)} gzip in ${own.length} files`);
  }

  // The biggest chunk the entry imports is the shell: break it down.
  const shellUrl = entryFiles.reduce((a, b) => ((outputOf(a)?.bytes ?? 0) >= (outputOf(b)?.bytes ?? 0) ? a : b));
  const shell = outputOf(shellUrl);
  const shellGzip = gzipSize(fileOf(shellUrl));
  const byGroup = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(shell.inputs)) byGroup.set(groupOf(input), (byGroup.get(groupOf(input)) ?? 0) + bytesInOutput);
  console.log(`\nShell ${shellUrl}: ${kb(shell.bytes)} minified, ${kb(shellGzip)} gzip; by package / app folder (gzip share estimated):`);
  for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${group.padEnd(40)} ${kb(bytes)} ~${kb((bytes / shell.bytes) * shellGzip)}`);
  }
  console.log(`\nLargest modules of the shell (minified):`);
  for (const [input, { bytesInOutput }] of Object.entries(shell.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, moduleRows)) {
    console.log(`  ${input.padEnd(80)} ${kb(bytesInOutput)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
