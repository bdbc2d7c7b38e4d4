// Lean start (issue #15 item 3): what each compiled entry loads before it runs a line. The cluster primary runs
// dist/server/main.js but only keeps the backends, so the edge, the SSR pages and React must not be in main.js's
// static import graph (they are loaded with import() when a process starts an edge); no entry may load the demo
// catalogue generator statically (only a first start without data needs it).
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUILD_OPTIONS, SERVER_OUT_DIR } from '../../../scripts/build-server.js';

let metafile: Metafile;

beforeAll(async () => {
  metafile = (await build({ ...SERVER_BUILD_OPTIONS, write: false, sourcemap: false, logLevel: 'silent' })).metafile;
}, 120_000);

/** Source files and packages an output loads through static imports alone, transitively. */
function staticallyLoaded(entry: string): { sources: Set<string>; packages: Set<string> } {
  const sources = new Set<string>();
  const packages = new Set<string>();
  const pending = [`${SERVER_OUT_DIR}/${entry}.js`];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const output = metafile.outputs[file];
    for (const input of Object.keys(output.inputs)) sources.add(input);
    for (const imported of output.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else pending.push(imported.path);
    }
  }
  return { sources, packages };
}

describe('the compiled server entries', () => {
  it('main.js (also the cluster primary) loads neither the edge, nor the SSR pages, nor React until an edge starts', () => {
    const { sources, packages } = staticallyLoaded('main');
    expect(sources.has('server/backend/bootstrap.ts')).toBe(true);
    expect([...sources].filter((source) => source.startsWith('server/edge/') || source.startsWith('client/'))).toEqual([]);
    expect([...packages].filter((name) => /^react(-dom|-router)?(\/|$)/.test(name))).toEqual([]);
  });

  it('no entry loads the demo catalogue generator before it is needed', () => {
    for (const entry of ['main', 'backend']) {
      expect([...staticallyLoaded(entry).sources].filter((source) => source.startsWith('scripts/seed/')), entry).toEqual([]);
    }
  });
});
