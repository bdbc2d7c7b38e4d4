// Keeps the shell in one chunk (esbuild plugin for scripts/build.ts). esbuild puts a module that several entry
// points reach into a chunk per set of entry points reaching it, and every module the client imports lazily (a
// screen, a panel, the cart's or the session's engine) is an entry point. The shell's modules (i18n, stores,
// buttons, icons, money, …), each used by a different few of them, would fall into some forty small chunks, every
// one compressed on its own: about 10 KB more gzip on every page and forty requests. So every lazily imported module
// of client/ also imports the app (client/app.tsx, whose closure is everything the entry loads; client/entry.tsx
// only starts it): it is always loaded before them, so the import costs nothing at run time, and all of the shell
// shares one set of entry points, hence one chunk. The import goes at the end (imports are hoisted), so source maps
// keep their lines.
// The lazily imported modules are found before bundling, from the literal import('./…') calls in client/: while
// bundling, a module imported statically somewhere may be loaded before its lazy import is seen.
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const SHELL_MODULE = 'client/app.tsx';
const CLIENT_DIR = 'client';
const LAZY_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat().filter((file) => /\.tsx?$/.test(file));
}

function resolveSource(importer: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(importer), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => existsSync(candidate)) ?? null;
}

/** Absolute paths of the modules of `dir` that some module of `dir` imports with a literal import('./…'). */
export async function lazilyImportedModules(dir: string = CLIENT_DIR): Promise<Set<string>> {
  const found = new Set<string>();
  for (const file of await sourceFiles(path.resolve(dir))) {
    for (const match of (await readFile(file, 'utf8')).matchAll(LAZY_IMPORT)) {
      const target = resolveSource(file, match[2]);
      if (target) found.add(target);
    }
  }
  return found;
}

export function lazyModulesPlugin(shellModule: string = SHELL_MODULE): Plugin {
  const shell = path.resolve(shellModule);
  let lazy = new Set<string>();
  return {
    name: 'lazy-modules-import-the-shell',
    setup(build) {
      build.onStart(async () => {
        lazy = await lazilyImportedModules();
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazy.has(args.path) || args.path === shell) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${JSON.stringify(shell)};\n`, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
