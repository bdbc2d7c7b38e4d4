// Where the browser gets a namespace's texts from. This file is what runs un-bundled (server, unit tests): it
// compiles the texts in process. scripts/build.ts replaces it in the browser bundle by a module that imports one
// small chunk per language and group of namespaces (scripts/i18n/message-chunks.ts), so a page downloads only the
// texts of its language and of what it shows. Both answer the same MessageBundle.
import type { MessageBundle, MessageNamespace } from '../../shared/i18n/messages.js';
import type { Language } from '../../shared/store-views.js';

/** The bundle holding `namespace` in `language` (a chunk may hold more namespaces than the one asked for). */
export async function importMessages(language: Language, namespace: MessageNamespace): Promise<MessageBundle> {
  const { compileBundle } = await import('../../shared/i18n/index.js');
  return compileBundle(language, [namespace]);
}
