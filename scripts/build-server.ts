// Compiles the server for production (issue #15 item 1): esbuild bundles each entry point with the app's own
// TypeScript (server/, shared/, client/ for SSR, server/demo-catalogue for the first start's demo data) into one ESM file in
// dist/server/, and leaves every npm package external, so production runs `node dist/server/main.js` with the
// installed node_modules and needs neither tsx nor esbuild. Part of `npm run build`.
//   dist/server/main.js      the shop (edge workers + embedded backends, or an edge alone with the *_URL settings)
//   dist/server/backend.js   the backend tier alone (docker-compose's backend service)
//   dist/server/reviews.js   the review moderation staff command (`node dist/server/reviews.js list`)
//   dist/server/outbox.js    the mail outbox staff command
//   dist/server/orders.js    the orders staff command (`node dist/server/orders.js list`)
import { build, type BuildOptions } from 'esbuild';
import { isEntryPoint } from '../server/runtime/lifecycle.js';
import { rm } from 'node:fs/promises';

export const SERVER_OUT_DIR = 'dist/server';

export const SERVER_ENTRIES: Readonly<Record<string, string>> = {
  main: 'server/main.ts',
  backend: 'server/backend/main.ts',
  reviews: 'scripts/reviews.ts',
  outbox: 'scripts/outbox.ts',
  orders: 'scripts/orders.ts',
};

export const SERVER_BUILD_OPTIONS = {
  entryPoints: SERVER_ENTRIES,
  outdir: SERVER_OUT_DIR,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // Modules imported with import() become chunks of their own, loaded when first used: the cluster primary
  // (backends only) never loads the edge and SSR chunks, and a start with data present never loads the demo
  // catalogue generator (issue #15 item 3). Chunks sit beside the entries, so import.meta.url paths hold.
  splitting: true,
  jsx: 'automatic',
  // For readable stack traces run with `node --enable-source-maps` (off by default: it parses the maps at start).
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
} satisfies BuildOptions;

const isEntry = (file: string): boolean => Object.keys(SERVER_ENTRIES).some((name) => file === `${SERVER_OUT_DIR}/${name}.js`);

async function main(): Promise<void> {
  const started = performance.now();
  await rm(SERVER_OUT_DIR, { recursive: true, force: true });
  const result = await build(SERVER_BUILD_OPTIONS);
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.js') && isEntry(file)) console.log(`  ${file.padEnd(28)} ${(output.bytes / 1024).toFixed(1).padStart(8)} KB`);
  }
  const chunks = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js') && !isEntry(file));
  const chunkKb = chunks.reduce((sum, file) => sum + result.metafile.outputs[file].bytes, 0) / 1024;
  console.log(`  ${`${chunks.length} shared/lazy chunks`.padEnd(28)} ${chunkKb.toFixed(1).padStart(8)} KB`);
  console.log(`server build in ${Math.round(performance.now() - started)} ms → ${SERVER_OUT_DIR}`);
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
