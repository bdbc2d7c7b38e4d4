// Builds the browser bundle with esbuild (DESIGN §1): client/entry.tsx as ESM with code splitting (one chunk per
// lazy screen and panel, the shell in one chunk: scripts/lazy-modules-plugin.ts; the texts one chunk per language
// and namespace group: scripts/i18n/message-chunks.ts), the stylesheet client/styles/index.css, hashed names under
// dist/client/assets/, a manifest the SSR plugin reads to preload each page's chunks, and .br/.gz beside every asset.
//   tsx scripts/build.ts                  production build (minified) into dist/client
//   tsx scripts/build.ts --dev            readable output with source maps
//   tsx scripts/build.ts --out <dir>      somewhere else (the SSR plugin's clientDir)
import { build, type Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { ClientManifest, ModuleAssets } from '../server/edge/ssr/manifest.js';
import { MANIFEST_FILE } from '../server/edge/ssr/manifest.js';
import { CLIENT_BUNDLE_OPTIONS, CLIENT_ENTRY } from './client-bundle-options.js';
import { messageChunksPlugin, type MessageChunksPlugin } from './i18n/message-chunks.js';
import { lazyModulesPlugin } from './lazy-modules-plugin.js';
import { hintEagerCompilation } from './compile-hints.js';
import { buildPwaAssets, buildServiceWorker } from './pwa/build-pwa.js';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const CLIENT_DIR = argument('--out') ?? 'dist/client';
const ASSETS_DIR = `${CLIENT_DIR}/assets`;
const PUBLIC_PATH = '/assets';
const ENTRY = CLIENT_ENTRY;
const STYLESHEET = 'client/styles/index.css';
/** Already-compressed formats gain nothing from brotli or gzip. */
const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.txt', '.map', '.html', '.xml', '.ico', '.ttf']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function publicUrl(outputPath: string): string {
  return `${PUBLIC_PATH}/${path.relative(ASSETS_DIR, outputPath).split(path.sep).join('/')}`;
}

/** Every chunk an output imports statically, depth first, each once. */
function staticImports(outputs: Metafile['outputs'], outputPath: string, seen = new Set<string>()): string[] {
  const result: string[] = [];
  for (const imported of outputs[outputPath]?.imports ?? []) {
    if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue;
    seen.add(imported.path);
    result.push(...staticImports(outputs, imported.path, seen), publicUrl(imported.path));
  }
  return result;
}

function buildManifest(metafile: Metafile, version: string, buildDate: string, messageChunks: MessageChunksPlugin): ClientManifest {
  const routes: Record<string, ModuleAssets> = {};
  const messages: NonNullable<ClientManifest['messages']> = {};
  let entry: ModuleAssets | null = null;
  let css: string | null = null;
  for (const [outputPath, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const source = output.entryPoint.split(path.sep).join('/');
    if (source === STYLESHEET && outputPath.endsWith('.css')) css = publicUrl(outputPath);
    if (!outputPath.endsWith('.js')) continue;
    const chunk = messageChunks.chunkOf(output.entryPoint);
    if (chunk) {
      for (const namespace of chunk.namespaces) (messages[chunk.language] ??= {})[namespace] = publicUrl(outputPath);
      continue;
    }
    const assets = { file: publicUrl(outputPath), imports: staticImports(metafile.outputs, outputPath) };
    if (source === ENTRY) entry = assets;
    else routes[source] = assets;
  }
  if (!entry) throw new Error(`esbuild produced no output for ${ENTRY}`);
  return { version, buildDate, entry, css, routes, messages };
}

async function precompress(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

async function printSizes(files: readonly string[]): Promise<void> {
  const rows = await Promise.all(
    files.map(async (file) => {
      const raw = (await stat(file)).size;
      const gz = existsSync(`${file}.gz`) ? (await stat(`${file}.gz`)).size : raw;
      return { file: path.relative(CLIENT_DIR, file), raw, gz };
    }),
  );
  rows.sort((a, b) => b.gz - a.gz);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  for (const row of rows) console.log(`  ${row.file.padEnd(44)} ${kb(row.raw)} ${kb(row.gz)} gzip`);
  const js = rows.filter((r) => r.file.endsWith('.js'));
  console.log(`  ${'all JavaScript'.padEnd(44)} ${kb(js.reduce((s, r) => s + r.raw, 0))} ${kb(js.reduce((s, r) => s + r.gz, 0))} gzip`);
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const started = performance.now();
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
  const buildDate = new Date().toISOString();
  await rm(CLIENT_DIR, { recursive: true, force: true });
  await mkdir(ASSETS_DIR, { recursive: true });
  const hasStylesheet = existsSync(STYLESHEET);
  if (!hasStylesheet) console.warn(`warning: ${STYLESHEET} does not exist; pages will have no stylesheet`);

  const messageChunks = messageChunksPlugin();
  const result = await build({
    ...CLIENT_BUNDLE_OPTIONS,
    entryPoints: [ENTRY, ...(hasStylesheet ? [STYLESHEET] : [])],
    outdir: ASSETS_DIR,
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: PUBLIC_PATH,
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_DATE__: JSON.stringify(buildDate),
    },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [messageChunks.plugin, lazyModulesPlugin()],
  });
  // Without the replacement the browser would fetch every language's texts in one chunk: fail loudly instead.
  if (!messageChunks.replacedLoader()) throw new Error('client/messages/message-chunks.ts was not bundled: the texts would not be split by language');

  const manifest = buildManifest(result.metafile, pkg.version, buildDate, messageChunks);
  // The entry, the shell and esbuild's helpers: more means a lazy import escaped lazyModulesPlugin (one that is not
  // a literal import('./…')?) and the shell is split into small chunks again.
  if (manifest.entry.imports.length > 2) throw new Error(`the entry preloads ${manifest.entry.imports.length} chunks, expected at most 2 (scripts/lazy-modules-plugin.ts)`);
  await writeFile(path.join(CLIENT_DIR, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  // Beside the served directory, not in it: what each chunk is made of (bench/bundle-composition.ts reads it).
  await writeFile(`${CLIENT_DIR}-meta.json`, JSON.stringify(result.metafile));
  // Before the service worker's precache list and the .br/.gz copies are made from these files.
  if (!dev) await hintEagerCompilation(CLIENT_DIR, manifest.entry);
  // PWA: app icons and the service worker, whose precache list is every asset of this build.
  const pwaOptions = { clientDir: CLIENT_DIR, assetsDir: ASSETS_DIR, publicUrl, dev, appVersion: pkg.version };
  const swVersion = await buildServiceWorker(pwaOptions, await buildPwaAssets(pwaOptions));
  console.log(`  service worker ${swVersion}`);
  const assets = (await listFiles(ASSETS_DIR)).filter((file) => PRECOMPRESSED_EXTENSIONS.has(path.extname(file)) && !file.endsWith('.map'));
  await Promise.all(assets.map(precompress));
  await printSizes(assets);
  console.log(`client build (${dev ? 'dev' : 'production'}) in ${Math.round(performance.now() - started)} ms → ${CLIENT_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
