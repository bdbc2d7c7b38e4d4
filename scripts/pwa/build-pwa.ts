// The PWA part of the client build (issue 6 §1–§2): draws the app icons from the brand mark in the colours of the
// design tokens, writes dist/client/pwa.json (version, colours, icons) for the edge's manifests, and bundles
// client/sw.ts to dist/client/sw.js with this build's version and the hashed assets it precaches.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PWA_INFO_FILE, readColourToken, type BuiltIcon, type PwaBuildInfo } from '../../shared/pwa/web-manifest.js';
import { drawIcon } from './icons.js';

const TOKENS = 'client/styles/tokens.css';
const WORKER_ENTRY = 'client/sw.ts';
export const WORKER_FILE = 'sw.js';
const ICONS: readonly { size: number; purpose: BuiltIcon['purpose'] }[] = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
];
/** Build files the worker does not precache: compressed twins and source maps (the browser asks for the plain URL). */
const NOT_PRECACHED = /\.(br|gz|map)$/;

export interface PwaBuildOptions {
  clientDir: string;
  assetsDir: string;
  /** Public URL of a file under assetsDir. */
  publicUrl: (file: string) => string;
  dev: boolean;
  appVersion: string;
}

function shortHash(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

async function tokenColours(): Promise<{ theme: string; background: string; accent: string }> {
  const css = await readFile(TOKENS, 'utf8');
  const token = (name: string) => {
    const value = readColourToken(css, name);
    if (!value) throw new Error(`${TOKENS} has no --${name} colour for the app manifest`);
    return value;
  };
  return { theme: token('color-ink'), background: token('color-paper'), accent: token('color-cognac-light') };
}

async function writeIcons(options: PwaBuildOptions, colours: { theme: string; background: string; accent: string }): Promise<BuiltIcon[]> {
  const dir = path.join(options.assetsDir, 'icons');
  await mkdir(dir, { recursive: true });
  return Promise.all(
    ICONS.map(async ({ size, purpose }) => {
      const png = drawIcon(size, { background: colours.theme, mark: colours.background, accent: colours.accent }, purpose === 'maskable');
      const file = path.join(dir, `icon-${purpose}-${size}-${shortHash(png).slice(0, 8)}.png`);
      await writeFile(file, png);
      return { src: options.publicUrl(file), size, purpose };
    }),
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/** Draws the icons and writes pwa.json; returns the icons (they are assets the worker precaches too). */
export async function buildPwaAssets(options: PwaBuildOptions): Promise<PwaBuildInfo> {
  const colours = await tokenColours();
  const icons = await writeIcons(options, colours);
  return { version: '', themeColor: colours.theme, backgroundColor: colours.background, icons };
}

/** Bundles the worker with the precache list of everything now under assetsDir; writes pwa.json with the version. */
export async function buildServiceWorker(options: PwaBuildOptions, info: PwaBuildInfo): Promise<string> {
  const precache = (await listFiles(options.assetsDir))
    .filter((file) => !NOT_PRECACHED.test(file))
    .map(options.publicUrl)
    .sort();
  // Hashed names change with their content, so the list (and the app version) identifies the build.
  const version = shortHash(`${options.appVersion}\n${precache.join('\n')}`);
  await build({
    entryPoints: [WORKER_ENTRY],
    outfile: path.join(options.clientDir, WORKER_FILE),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: !options.dev,
    sourcemap: false,
    define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
    legalComments: 'none',
    logLevel: 'warning',
  });
  await writeFile(path.join(options.clientDir, PWA_INFO_FILE), `${JSON.stringify({ ...info, version }, null, 2)}\n`);
  return version;
}
