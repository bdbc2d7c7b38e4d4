// Keeps the shell in one chunk (esbuild plugin for scripts/build.ts). esbuild puts a module that several entry
// points reach into a chunk per set of entry points reaching it, and every lazy screen and panel is an entry point.
// The shell's modules (i18n, stores, buttons, icons, money, …), each used by a different few screens and panels,
// would fall into some forty small chunks, every one compressed on its own: about 10 KB more gzip on every page and
// forty requests. So every lazy module also imports the route tree (client/routes.ts, whose closure is the shell):
// it is always loaded before them, so the import costs nothing at run time, and all of the shell shares one set of
// entry points, hence one chunk. The import goes at the end (imports are hoisted), so source maps keep their lines.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const SHELL_MODULE = 'client/routes.ts';

export function lazyModulesPlugin(lazyModules: readonly string[], shellModule: string = SHELL_MODULE): Plugin {
  const lazy = new Set(lazyModules.map((module) => path.resolve(module)));
  const shell = path.resolve(shellModule);
  return {
    name: 'lazy-modules-import-the-shell',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazy.has(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${JSON.stringify(shell)};\n`, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
