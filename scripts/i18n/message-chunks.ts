// The browser's texts as chunks (esbuild plugin for scripts/build.ts): one module per language and group of
// namespaces holding the compiled texts (German fallback applied, texts equal to their key left out), and in place
// of client/messages/message-chunks.ts a module that imports them. The shell's namespaces form one group, every other
// namespace is a group of its own; a group with no text in a language (most English ones) gets no chunk at all.
import type { Plugin } from 'esbuild';
import { SHELL_NAMESPACES } from '../../client/messages/page-messages.js';
import { compileBundle } from '../../shared/i18n/index.js';
import { MESSAGE_NAMESPACES, type MessageBundle, type MessageNamespace } from '../../shared/i18n/messages.js';
import type { Language } from '../../shared/store-views.js';

const LANGUAGES: readonly Language[] = ['en', 'de', 'it'];
const VIRTUAL_NAMESPACE = 'i18n-messages';
const LOADER_MODULE = /client[\\/]messages[\\/]message-chunks\.ts$/;

export interface MessageChunk {
  /** Module id, also the chunk's file name before its hash ('messages-de-shell'). */
  id: string;
  language: Language;
  namespaces: readonly MessageNamespace[];
  bundle: MessageBundle;
}

interface MessageGroup {
  name: string;
  namespaces: readonly MessageNamespace[];
}

/** The shell's namespaces together (every page needs them), every other one alone. */
export function messageGroups(): MessageGroup[] {
  const others = MESSAGE_NAMESPACES.filter((namespace) => !SHELL_NAMESPACES.includes(namespace));
  return [{ name: 'shell', namespaces: SHELL_NAMESPACES }, ...others.map((namespace) => ({ name: namespace, namespaces: [namespace] }))];
}

function hasText(bundle: MessageBundle): boolean {
  return Object.values(bundle).some((messages) => Object.keys(messages).length > 0);
}

/** Every chunk with at least one text. */
export function messageChunks(): MessageChunk[] {
  return LANGUAGES.flatMap((language) =>
    messageGroups()
      .map(({ name, namespaces }) => ({ id: `messages-${language}-${name}`, language, namespaces, bundle: compileBundle(language, namespaces) }))
      .filter((chunk) => hasText(chunk.bundle)),
  );
}

/** The browser's client/messages/message-chunks.ts: a literal import() per chunk, so esbuild splits each off. */
export function loaderModuleSource(chunks: readonly MessageChunk[]): string {
  const table: Record<string, Record<string, string>> = Object.fromEntries(LANGUAGES.map((language) => [language, {}]));
  for (const chunk of chunks) for (const namespace of chunk.namespaces) table[chunk.language][namespace] = `() => import(${JSON.stringify(`${VIRTUAL_NAMESPACE}:${chunk.id}`)})`;
  const languages = LANGUAGES.map((language) => `${JSON.stringify(language)}: {${Object.entries(table[language]).map(([namespace, load]) => `${JSON.stringify(namespace)}: ${load}`).join(', ')}}`);
  return [
    `const CHUNKS = {${languages.join(', ')}};`,
    '// A namespace without a chunk has no text in this language that differs from its key.',
    'export function importMessages(language, namespace) {',
    '  const load = CHUNKS[language][namespace];',
    '  return load ? load().then((module) => module.default) : Promise.resolve({ [namespace]: {} });',
    '}',
  ].join('\n');
}

export interface MessageChunksPlugin {
  plugin: Plugin;
  /** The chunk a build output's entry point is, if it is one ('i18n-messages:messages-de-shell'). */
  chunkOf(entryPoint: string): MessageChunk | undefined;
  /** Whether the build met client/messages/message-chunks.ts and replaced it. */
  replacedLoader(): boolean;
}

export function messageChunksPlugin(): MessageChunksPlugin {
  const chunks = messageChunks();
  const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  let replaced = false;
  const plugin: Plugin = {
    name: 'message-chunks',
    setup(build) {
      build.onLoad({ filter: LOADER_MODULE }, () => {
        replaced = true;
        return { contents: loaderModuleSource(chunks), loader: 'js' };
      });
      build.onResolve({ filter: new RegExp(`^${VIRTUAL_NAMESPACE}:`) }, (args) => ({ path: args.path.slice(VIRTUAL_NAMESPACE.length + 1), namespace: VIRTUAL_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: VIRTUAL_NAMESPACE }, (args) => {
        const chunk = byId.get(args.path);
        if (!chunk) throw new Error(`no message chunk ${args.path}`);
        return { contents: `export default ${JSON.stringify(chunk.bundle)};`, loader: 'js' };
      });
    },
  };
  return {
    plugin,
    chunkOf: (entryPoint) => (entryPoint.startsWith(`${VIRTUAL_NAMESPACE}:`) ? byId.get(entryPoint.slice(VIRTUAL_NAMESPACE.length + 1)) : undefined),
    replacedLoader: () => replaced,
  };
}
