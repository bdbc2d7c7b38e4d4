// The web app manifest per store view (issue 6 §1).
import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../../shared/i18n/index.js';
import { buildWebManifest, manifestPath, readColourToken, storeScope, type PwaBuildInfo } from '../../../shared/pwa/web-manifest.js';
import { getStoreView, STORE_VIEWS } from '../../../shared/store-views.js';

const BUILD: PwaBuildInfo = {
  version: 'v1',
  themeColor: '#1f2a24',
  backgroundColor: '#f7f4ef',
  icons: [
    { src: '/assets/icons/icon-any-192-a.png', size: 192, purpose: 'any' },
    { src: '/assets/icons/icon-any-512-b.png', size: 512, purpose: 'any' },
    { src: '/assets/icons/icon-maskable-512-c.png', size: 512, purpose: 'maskable' },
  ],
};

describe('buildWebManifest', () => {
  it('names the shop, scopes and starts in each store view, standalone, in the store’s language', () => {
    for (const store of STORE_VIEWS) {
      const manifest = buildWebManifest(store, BUILD, getTranslator(store.language));
      expect(manifest.start_url).toBe(storeScope(store));
      expect(manifest.scope).toBe(storeScope(store));
      expect(manifest.lang).toBe(store.locale);
      expect(manifest.display).toBe('standalone');
      expect(manifest.name).toBe('Kranich Schuhmanufaktur');
      expect(manifest.short_name).toBe('Kranich');
      expect(manifest.theme_color).toBe('#1f2a24');
      expect(manifest.background_color).toBe('#f7f4ef');
    }
    expect(storeScope(getStoreView('main'))).toBe('/');
    expect(storeScope(getStoreView('de'))).toBe('/de/');
    expect(storeScope(getStoreView('it'))).toBe('/it/');
  });

  it('describes the shop in English, German and Italian', () => {
    const descriptions = STORE_VIEWS.map((store) => buildWebManifest(store, BUILD, getTranslator(store.language)).description);
    expect(new Set(descriptions).size).toBe(3);
    expect(descriptions[1]).toMatch(/Manufaktur/);
  });

  it('lists 192 and 512 px PNG icons and a maskable one', () => {
    const { icons } = buildWebManifest(getStoreView('main'), BUILD, getTranslator('en'));
    expect(icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`)).toEqual(['192x192 any image/png', '512x512 any image/png', '512x512 maskable image/png']);
  });

  it('is served under each store view', () => {
    expect(STORE_VIEWS.map(manifestPath)).toEqual(['/manifest.webmanifest', '/de/manifest.webmanifest', '/it/manifest.webmanifest']);
  });
});

describe('readColourToken', () => {
  it('reads a colour of the design tokens and refuses missing ones', () => {
    const css = ':root {\n  --color-ink: #1F2A24;\n  --color-paper: #f7f4ef; /* paper */\n  --color-ink-soft: #2c3a32;\n}';
    expect(readColourToken(css, 'color-ink')).toBe('#1f2a24');
    expect(readColourToken(css, 'color-paper')).toBe('#f7f4ef');
    expect(readColourToken(css, 'color-cognac')).toBeNull();
  });
});
