// The browser's loading rules for texts (client/messages/load-messages.ts): a namespace is downloaded once per
// language, callers at the same time share the download, a failed download is tried again, a change of language
// downloads what the page had in the old one, and the translator shows a key until its text is registered.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageBundle, MessageNamespace } from '../../../shared/i18n/messages.js';
import type { Language } from '../../../shared/store-views.js';

const downloads: string[] = [];
let failNext = false;

vi.mock('../../../client/messages/message-chunks.js', () => ({
  importMessages: async (language: Language, namespace: MessageNamespace): Promise<MessageBundle> => {
    downloads.push(`${language}:${namespace}`);
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    return { [namespace]: { [`${namespace} text`]: `${namespace} (${language})` } };
  },
}));

// Each test gets fresh modules: the registry starts empty, as in a browser that has not loaded anything yet.
async function modules() {
  vi.resetModules();
  const loading = await import('../../../client/messages/load-messages.js');
  const registry = await import('../../../shared/i18n/messages.js');
  return { ...loading, ...registry };
}

beforeEach(() => {
  downloads.length = 0;
  failNext = false;
});

describe('loading the texts of a page', () => {
  it('shows the key until the namespace is registered, then its text', async () => {
    const { loadMessages, getTranslator } = await modules();
    const t = getTranslator('de');
    expect(t('listing text')).toBe('listing text');
    await loadMessages('de', ['listing']);
    expect(t('listing text')).toBe('listing (de)');
    expect(getTranslator('it')('listing text')).toBe('listing text');
  });

  it('downloads each namespace once per language; callers at the same time share the download', async () => {
    const { loadMessages, hasMessages } = await modules();
    await Promise.all([loadMessages('de', ['shell', 'listing']), loadMessages('de', ['listing']), loadMessages('de', ['shell'])]);
    await loadMessages('de', ['listing', 'shell']);
    expect(downloads.sort()).toEqual(['de:listing', 'de:shell']);
    expect(hasMessages('de', ['shell', 'listing'])).toBe(true);
    expect(hasMessages('it', ['shell'])).toBe(false);
  });

  it('answers at once when everything is registered (the server registers every namespace at start)', async () => {
    const { loadMessages, addMessages } = await modules();
    addMessages('de', { checkout: {} });
    let settled = false;
    void loadMessages('de', ['checkout']).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(downloads).toEqual([]);
  });

  it('tries a failed download again at the next call', async () => {
    const { loadMessages, hasMessages } = await modules();
    failNext = true;
    await expect(loadMessages('it', ['product'])).rejects.toThrow('offline');
    expect(hasMessages('it', ['product'])).toBe(false);
    await loadMessages('it', ['product']);
    expect(downloads).toEqual(['it:product', 'it:product']);
    expect(hasMessages('it', ['product'])).toBe(true);
  });

  it('a move to another language downloads the shell and whatever the page had loaded, in the new language', async () => {
    const { loadMessages, loadMessagesForLanguage, hasMessages } = await modules();
    await loadMessages('de', ['shell', 'search']);
    downloads.length = 0;
    await loadMessagesForLanguage('it', ['shell', 'common']);
    expect(downloads.sort()).toEqual(['it:common', 'it:search', 'it:shell']);
    expect(hasMessages('it', ['shell', 'common', 'search'])).toBe(true);
  });
});
