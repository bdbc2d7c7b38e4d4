// Which chunks of texts the server preloads with a page (server/edge/ssr/manifest.ts): the page's language only,
// the namespaces of the shell and its screens, each chunk once; none for a language with nothing to download.
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../../../client/messages/page-messages.js';
import { SCREENS } from '../../../client/routes.js';
import { messagePreloads, type ClientManifest } from '../../../server/edge/ssr/manifest.js';

const manifest: ClientManifest = {
  version: '1',
  buildDate: '2026-11-24',
  entry: { file: '/assets/entry.js', imports: [] },
  css: null,
  routes: {},
  messages: {
    de: { common: '/assets/messages-de-shell.js', shell: '/assets/messages-de-shell.js', catalog: '/assets/messages-de-shell.js', offline: '/assets/messages-de-shell.js', cart: '/assets/messages-de-shell.js', listing: '/assets/messages-de-listing.js', checkout: '/assets/messages-de-checkout.js' },
    en: { checkout: '/assets/messages-en-checkout.js' },
  },
};

describe('text chunks a page preloads', () => {
  it('a German category page: the shell group and the listing, once each', () => {
    expect(messagePreloads(manifest, 'de', [...SHELL_NAMESPACES, ...SCREENS.category.messages])).toEqual(['/assets/messages-de-shell.js', '/assets/messages-de-listing.js']);
  });

  it('an English page downloads no text, except where English differs from its keys', () => {
    expect(messagePreloads(manifest, 'en', [...SHELL_NAMESPACES, ...SCREENS.category.messages])).toEqual([]);
    expect(messagePreloads(manifest, 'en', [...SHELL_NAMESPACES, ...SCREENS.checkout.messages])).toEqual(['/assets/messages-en-checkout.js']);
  });

  it('a manifest from before the split preloads no text chunk', () => {
    expect(messagePreloads({ ...manifest, messages: undefined }, 'de', SHELL_NAMESPACES)).toEqual([]);
  });
});
