// The build keeps the shell in one chunk (scripts/lazy-modules-plugin.ts): every module the entry loads lands in the
// entry chunk or one shared chunk, whichever lazily imported modules use it too; without the plugin esbuild splits
// it by the set of screens, panels and helpers using each module.
import { build, type Metafile } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageChunksPlugin } from '../../../scripts/i18n/message-chunks.js';
import { lazilyImportedModules, lazyModulesPlugin } from '../../../scripts/lazy-modules-plugin.js';

async function entryClosureChunks(withPlugin: boolean): Promise<number> {
  const plugins = [messageChunksPlugin().plugin, ...(withPlugin ? [lazyModulesPlugin()] : [])];
  const { metafile } = await build({
    entryPoints: ['client/entry.tsx'],
    outdir: 'dist/lazy-modules-test',
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
    loader: { '.svg': 'file', '.png': 'file' },
    plugins,
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === 'client/entry.tsx')!;
  const closure = new Set<string>();
  const visit = (path: string) => {
    if (closure.has(path)) return;
    closure.add(path);
    for (const imported of outputs[path].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return closure.size;
}

describe('lazy modules import the shell', () => {
  it('the entry loads three files (itself, the shell, esbuild helpers) instead of dozens', async () => {
    expect(await entryClosureChunks(true)).toBeLessThanOrEqual(3);
    expect(await entryClosureChunks(false)).toBeGreaterThan(20);
  }, 60_000);

  it('finds the lazily imported modules of client/: screens, panels, the cart and session engines', async () => {
    const lazy = [...(await lazilyImportedModules())].map((file) => path.relative(process.cwd(), file));
    expect(lazy).toEqual(expect.arrayContaining(['client/routes/category.tsx', 'client/components/search/SearchPanel.tsx', 'client/cart/cart.ts', 'client/session/session.ts']));
    expect(lazy).not.toContain('client/routes.ts');
  });
});
