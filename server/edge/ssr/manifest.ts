// dist/client/manifest.json, written by scripts/build.ts: which hashed files the entry and every lazy route module
// (keyed by source path, as route handles name them) became, and the chunks each imports statically, so a page can
// <link rel="modulepreload"> exactly what its matched routes need, and the chunks of texts its language needs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageNamespace } from '../../../shared/i18n/messages.js';
import type { Language } from '../../../shared/store-views.js';

export interface ModuleAssets {
  /** Public URL of the module's own chunk ('/assets/category-3FQ2.js'). */
  file: string;
  /** Public URLs of the chunks it imports statically, transitively, in load order. */
  imports: string[];
}

export interface ClientManifest {
  version: string;
  buildDate: string;
  entry: ModuleAssets;
  /** Public URL of the stylesheet, or null when the build had none. */
  css: string | null;
  /** Lazy route modules by source path ('client/routes/category.tsx'). */
  routes: Record<string, ModuleAssets>;
  /**
   * Public URL of the chunk holding each namespace's texts, by language; a namespace without an entry has no text
   * to download in that language (client/messages/, scripts/i18n/message-chunks.ts).
   */
  messages?: Partial<Record<Language, Partial<Record<MessageNamespace, string>>>>;
}

export const MANIFEST_FILE = 'manifest.json';

export class MissingBuildError extends Error {
  readonly code = 'ERR_MISSING_BUILD';
}

export async function readManifest(clientDir: string): Promise<ClientManifest> {
  const file = path.join(clientDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new MissingBuildError(`${file} is missing: run \`npm run build\` before starting the shop`);
  }
  const manifest = JSON.parse(text) as ClientManifest;
  if (!manifest.entry?.file || typeof manifest.routes !== 'object') throw new MissingBuildError(`${file} is not a client manifest; run \`npm run build\` again`);
  return manifest;
}

/** Chunks to preload for a page: the entry's imports, then each matched route module and its imports, once each. */
export function modulePreloads(manifest: ClientManifest, routeModules: readonly string[]): string[] {
  const urls = new Set(manifest.entry.imports);
  for (const module of routeModules) {
    const assets = manifest.routes[module];
    if (!assets) continue;
    urls.add(assets.file);
    for (const url of assets.imports) urls.add(url);
  }
  urls.delete(manifest.entry.file);
  return [...urls];
}

/** Chunks of texts to preload for a page in `language` showing the given namespaces, once each. */
export function messagePreloads(manifest: ClientManifest, language: Language, namespaces: readonly MessageNamespace[]): string[] {
  const chunks = manifest.messages?.[language] ?? {};
  return [...new Set(namespaces.map((namespace) => chunks[namespace]).filter((url): url is string => Boolean(url)))];
}
