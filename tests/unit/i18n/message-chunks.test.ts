// The texts as the build splits them (scripts/i18n/message-chunks.ts): one chunk per language and group of
// namespaces, with the compiled texts; no chunk where a language has nothing to download (English texts are their
// keys); and the browser's loader module replaced, so that no dictionary lands in the bundle.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../../../client/messages/page-messages.js';
import { messageChunks, messageChunksPlugin, messageGroups } from '../../../scripts/i18n/message-chunks.js';
import { compileBundle } from '../../../shared/i18n/index.js';
import { MESSAGE_NAMESPACES } from '../../../shared/i18n/messages.js';

describe('message chunks', () => {
  it('groups the shell namespaces together and every other namespace alone, each namespace once', () => {
    const groups = messageGroups();
    expect(groups[0].namespaces).toEqual(SHELL_NAMESPACES);
    expect(groups.slice(1).every((group) => group.namespaces.length === 1)).toBe(true);
    expect(groups.flatMap((group) => group.namespaces).sort()).toEqual([...MESSAGE_NAMESPACES].sort());
  });

  it('holds the compiled texts; German and Italian get every group, English only what differs from its keys', () => {
    const chunks = messageChunks();
    for (const chunk of chunks) expect(chunk.bundle).toEqual(compileBundle(chunk.language, chunk.namespaces));
    for (const language of ['de', 'it'] as const) expect(chunks.filter((chunk) => chunk.language === language)).toHaveLength(messageGroups().length);
    const english = chunks.filter((chunk) => chunk.language === 'en');
    // Method names come from shared/commerce/method-names.ts, so every English text is its own key.
    expect(english.map((chunk) => chunk.id)).toEqual([]);
  });

  it('replaces the loader in the bundle: one chunk per language and group, no dictionary bundled', async () => {
    const plugin = messageChunksPlugin();
    const result = await build({
      stdin: { contents: "import { importMessages } from './client/messages/message-chunks.js'; void importMessages('de', 'shell');", resolveDir: '.', loader: 'ts' },
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'dist/message-chunks-test',
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [plugin.plugin],
    });
    expect(plugin.replacedLoader()).toBe(true);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => input.startsWith('shared/i18n/'))).toEqual([]);
    const chunks = Object.values(result.metafile.outputs).map((output) => output.entryPoint && plugin.chunkOf(output.entryPoint)).filter(Boolean);
    expect(chunks).toHaveLength(messageChunks().length);
  });
});
