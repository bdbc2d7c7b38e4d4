// Keeps the shell in one chunk (esbuild plugin for scripts/build.ts). esbuild puts a module that several entry
// points reach into a chunk per set of entry points reaching it, and every module the client imports lazily (a
// screen, a panel, a helper only some screens need) is an entry point. The shell's modules (i18n, stores, buttons,
// icons, money, …), each used by a different few of them, would fall into some forty small chunks, every one
// compressed on its own: about 10 KB more gzip on every page and forty requests. So every lazily imported module of
// client/ also imports the route tree (client/routes.ts, whose closure is the shell): it is always loaded before
// them, so the import costs nothing at run time, and all of the shell shares one set of entry points, hence one
// chunk. The import goes at the end (imports are hoisted), so source maps keep their lines.
// A lazy import is seen when its importer is parsed; a module imported statically somewhere else may be loaded
// before that, so the screens and panels are named up front as well (scripts/build.ts checks the outcome).
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const SHELL_MODULE = 'client/routes.ts';
const CLIENT_DIR = `${path.resolve('client')}${path.sep}`;

export function lazyModulesPlugin(knownLazyModules: readonly string[] = [], shellModule: string = SHELL_MODULE): Plugin {
  const shell = path.resolve(shellModule);
  const lazy = new Set(knownLazyModules.map((module) => path.resolve(module)));
  return {
    name: 'lazy-modules-import-the-shell',
    setup(build) {
      // A module is resolved (here) before it is loaded (below).
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-modules') return undefined;
        const result = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'lazy-modules' });
        if (result.errors.length === 0 && result.namespace === 'file' && result.path.startsWith(CLIENT_DIR)) lazy.add(result.path);
        return result;
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazy.has(args.path) || args.path === shell) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${JSON.stringify(shell)};\n`, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
