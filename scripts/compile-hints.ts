// V8's explicit compile hint (Chromium ≥ 136): a file that starts with the magic comment `//# allFunctionsCalledOnLoad`
// has all its functions compiled eagerly, on the background thread that streams the script in, instead of each one
// lazily on the main thread the first time it is called. Every page calls most of the shell chunk (React, React
// Router, the layout) while it evaluates and hydrates, and that lazy compilation was the largest part of the one
// long task every page showed (issue #16: V8.CompileCode/ParseFunction/PreParse on the main thread). Only the entry
// and the chunks it imports statically get the hint: screens and panels load later and call a smaller part of their
// code, so eager compilation would mostly be wasted work there. Engines without the feature read a comment.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ModuleAssets } from '../server/edge/ssr/manifest.js';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the compile hint to the entry and its static imports (public /assets/… URLs under clientDir). */
export async function hintEagerCompilation(clientDir: string, entry: ModuleAssets): Promise<string[]> {
  const urls = [entry.file, ...entry.imports];
  await Promise.all(
    urls.map(async (url) => {
      const file = path.join(clientDir, url);
      const source = await readFile(file, 'utf8');
      if (!source.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + source);
    }),
  );
  return urls;
}
