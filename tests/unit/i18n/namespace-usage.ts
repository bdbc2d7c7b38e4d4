// Which texts each downloadable part of the browser bundle can show, found statically: the client is bundled as the
// build does it (esbuild, code splitting, metafile), and every string literal of a module that is a dictionary key
// counts as a text that module shows. A part is the entry (the shell) or a lazily loaded screen or panel; its modules
// may show texts of the namespaces registered by the time they render (the shell's, plus the part's own).
import { build, type Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { CLIENT_BUNDLE_OPTIONS, CLIENT_ENTRY } from '../../../scripts/client-bundle-options.js';
import { FEATURE_DICTIONARIES } from '../../../shared/i18n/index.js';
import type { MessageNamespace } from '../../../shared/i18n/messages.js';

const ENTRY = CLIENT_ENTRY;

export interface BundlePart {
  /** Source path of the part's module ('client/entry.tsx', 'client/routes/category.tsx'). */
  module: string;
  /** Source files bundled into the part and not already loaded with the entry. */
  sources: string[];
}

export interface TextUse {
  source: string;
  key: string;
  /** Namespaces that hold the key. */
  owners: MessageNamespace[];
}

function keyOwners(): Map<string, MessageNamespace[]> {
  const owners = new Map<string, MessageNamespace[]>();
  for (const [namespace, dictionary] of Object.entries(FEATURE_DICTIONARIES) as [MessageNamespace, { en: Record<string, string> }][]) {
    for (const key of Object.keys(dictionary.en)) owners.set(key, [...(owners.get(key) ?? []), namespace]);
  }
  return owners;
}

/** The client as the build bundles it (not minified, not written). */
export async function bundleClient(): Promise<Metafile> {
  const result = await build({
    ...CLIENT_BUNDLE_OPTIONS,
    entryPoints: [ENTRY],
    outdir: 'dist/namespace-usage',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', __APP_VERSION__: '"0"', __BUILD_DATE__: '"0"' },
  });
  return result.metafile;
}

function staticClosure(outputs: Metafile['outputs'], output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const imported of outputs[output].imports) if (imported.kind === 'import-statement' && !imported.external) staticClosure(outputs, imported.path, seen);
  return seen;
}

function sourcesOf(outputs: Metafile['outputs'], closure: Set<string>): Set<string> {
  return new Set([...closure].flatMap((output) => Object.keys(outputs[output].inputs)).filter((source) => !source.includes('node_modules/')));
}

/** The entry and every module loaded by a dynamic import(), each with the sources it brings. */
export function bundleParts(metafile: Metafile): BundlePart[] {
  const outputs = metafile.outputs;
  const entryPoints = Object.entries(outputs).filter(([path, output]) => path.endsWith('.js') && output.entryPoint);
  const entryOutput = entryPoints.find(([, output]) => output.entryPoint === ENTRY)?.[0];
  if (!entryOutput) throw new Error(`no output for ${ENTRY}`);
  const shellSources = sourcesOf(outputs, staticClosure(outputs, entryOutput));
  return entryPoints.map(([path, output]) => ({
    module: output.entryPoint!,
    sources: path === entryOutput ? [...shellSources] : [...sourcesOf(outputs, staticClosure(outputs, path))].filter((source) => !shellSources.has(source)),
  }));
}

/** Comments (skipped: they name texts without showing them) or string literals, whichever starts first. */
const COMMENT_OR_STRING = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;

/** Dictionary keys written as string literals in the sources (the dictionaries themselves excepted). */
export function textUses(sources: readonly string[]): TextUse[] {
  const owners = keyOwners();
  const uses: TextUse[] = [];
  for (const source of sources) {
    if (source.startsWith('shared/i18n/') || !/\.(ts|tsx)$/.test(source)) continue;
    const code = readFileSync(source, 'utf8');
    for (const match of code.matchAll(COMMENT_OR_STRING)) {
      const literal = match[1] ?? match[2] ?? match[3];
      if (literal === undefined) continue;
      const key = literal.replace(/\\(['"`\\])/g, '$1');
      const keyOwners = owners.get(key);
      if (keyOwners) uses.push({ source, key, owners: keyOwners });
    }
  }
  return uses;
}
