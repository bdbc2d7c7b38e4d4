// Loading rules of the browser's texts: each namespace is downloaded once per language, at most one download at a
// time each; a failed download is forgotten so that the next attempt tries again. useMessages suspends a component
// until its texts are there (rendering before would show English keys in another store view).
import { addMessages, hasMessages, registeredNamespaces, type MessageNamespace } from '../../shared/i18n/messages.js';
import type { Language } from '../../shared/store-views.js';
import { readPromise } from '../shell/read-promise.js';
import { importMessages } from './message-chunks.js';

const downloads = new Map<string, Promise<void>>();
/** The same promise for the same missing namespaces, so that a suspended component finds it again (a suspended render reads it again). */
const waits = new Map<string, Promise<void>>();
const RESOLVED = Promise.resolve();

function loadNamespace(language: Language, namespace: MessageNamespace): Promise<void> {
  const key = `${language}:${namespace}`;
  let download = downloads.get(key);
  if (!download) {
    download = importMessages(language, namespace).then(
      (bundle) => addMessages(language, bundle),
      (error: unknown) => {
        downloads.delete(key);
        throw error;
      },
    );
    downloads.set(key, download);
  }
  return download;
}

/** Registers the namespaces' texts in `language`; resolves at once when they are there already. */
export function loadMessages(language: Language, namespaces: readonly MessageNamespace[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !hasMessages(language, [namespace]));
  if (missing.length === 0) return RESOLVED;
  const key = `${language}:${missing.join(',')}`;
  let wait = waits.get(key);
  if (!wait) {
    wait = Promise.all(missing.map((namespace) => loadNamespace(language, namespace))).then(
      () => void waits.delete(key),
      (error: unknown) => {
        waits.delete(key);
        throw error;
      },
    );
    waits.set(key, wait);
  }
  return wait;
}

/** A page that changes its language (a client-side move to another store view) needs what it has in the new one. */
export function loadMessagesForLanguage(language: Language, namespaces: readonly MessageNamespace[]): Promise<void> {
  return loadMessages(language, [...new Set([...namespaces, ...registeredNamespaces()])]);
}

/** What a suspended render waits for: settled either way, and the same promise every time (a suspended render reads it again). */
const renderWaits = new Map<string, Promise<void>>();

/**
 * Suspends until the namespaces' texts in `language` are registered; a no-op once they are (always on the server).
 * Should they not arrive (offline), the component renders with the keys rather than waiting for ever.
 */
export function useMessages(language: Language, namespaces: readonly MessageNamespace[]): void {
  if (hasMessages(language, namespaces)) return;
  const key = `${language}:${namespaces.join(',')}`;
  let wait = renderWaits.get(key);
  if (!wait) {
    wait = loadMessages(language, namespaces).catch(() => undefined);
    renderWaits.set(key, wait);
  }
  readPromise(wait);
}
