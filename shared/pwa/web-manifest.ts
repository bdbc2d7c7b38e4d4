// The web app manifest of each store view (issue 6 §1): the shop's name, a description in the store's language,
// start URL and scope of the store view, standalone display, colours of the design tokens and the icons the build
// drew from the brand mark.
import { SHOP } from '../brands.js';
import type { Translate } from '../i18n/translate.js';
import { localizePath, type StoreView } from '../store-views.js';

export interface BuiltIcon {
  /** Public URL of the PNG ('/assets/icons/icon-192-AB12CD34.png'). */
  src: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** What the build writes to dist/client/pwa.json for the edge. */
export interface PwaBuildInfo {
  version: string;
  themeColor: string;
  backgroundColor: string;
  icons: BuiltIcon[];
}

export const PWA_INFO_FILE = 'pwa.json';
export const MANIFEST_NAME = 'manifest.webmanifest';
export const MANIFEST_DESCRIPTION = 'Goodyear-welted shoes from our own workshop: browse the collection, even offline.';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: 'image/png'; purpose: string }[];
}

/** Where a store view's manifest is served: '/manifest.webmanifest', '/de/manifest.webmanifest'. */
export function manifestPath(store: StoreView): string {
  return `${store.prefix}/${MANIFEST_NAME}`;
}

/** The store view's home as start URL and scope: '/', '/de/', '/it/'. */
export function storeScope(store: StoreView): string {
  return localizePath(store.code, '/');
}

export function buildWebManifest(store: StoreView, build: PwaBuildInfo, t: Translate): WebAppManifest {
  const scope = storeScope(store);
  return {
    id: scope,
    name: SHOP.name,
    short_name: SHOP.shortName,
    description: t(MANIFEST_DESCRIPTION),
    lang: store.locale,
    dir: 'ltr',
    start_url: scope,
    scope,
    display: 'standalone',
    orientation: 'any',
    theme_color: build.themeColor,
    background_color: build.backgroundColor,
    categories: ['shopping'],
    icons: build.icons.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/** A colour token's value from the design tokens stylesheet ('--color-ink: #1f2a24;'), or null. */
export function readColourToken(css: string, name: string): string | null {
  const match = new RegExp(`--${name}\\s*:\\s*(#[0-9a-fA-F]{3,8})\\b`).exec(css);
  return match ? match[1].toLowerCase() : null;
}
