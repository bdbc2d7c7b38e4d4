// How the browser bundle is cut (DESIGN §1): one entry as ESM with code splitting. Shared by the build
// (scripts/build.ts) and the test that reads which texts each part of the bundle shows, so both see the same parts.
import type { BuildOptions } from 'esbuild';

export const CLIENT_ENTRY = 'client/entry.tsx';

export const CLIENT_BUNDLE_OPTIONS = {
  outbase: '.',
  bundle: true,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: 'es2020',
  jsx: 'automatic',
  loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
} as const satisfies BuildOptions;
