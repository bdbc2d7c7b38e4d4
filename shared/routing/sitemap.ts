// Sitemaps and robots.txt as pure text builders (spec 01 §2 routes, DESIGN §5 store views): one sitemap per store
// view under a sitemap index, absolute URLs on the public origin, and hreflang alternates for every store view
// that has the same page (matched by what it is, not by its path), x-default pointing at the main store view.
import { localizePath, STORE_VIEWS, type StoreCode } from '../store-views.js';

/** A page of one store view: its path inside the store and, where known, when it last changed (YYYY-MM-DD). */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** Per store view, its pages keyed by identity ('category:10', 'product:SKU', 'cms:agb', 'home'). */
export type StorePages = Readonly<Record<StoreCode, ReadonlyMap<string, SitemapPage>>>;

/** Paths robots are kept out of in every store view: checkout, account, cart, payment return, password reset. */
export const ROBOTS_DISALLOWED_PATHS = ['/checkout', '/my-account', '/cart', '/redirect', '/resetpassword'] as const;

export function sitemapPath(store: StoreCode): string {
  return `/sitemap-${store}.xml`;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

function origin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** The YYYY-MM-DD of an index timestamp ('2026-03-01 10:00:00' or ISO), or undefined when it is not a date. */
export function sitemapDate(value: string | undefined | null): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return match ? match[1] : undefined;
}

function urlEntry(publicUrl: string, store: StoreCode, key: string, pages: StorePages): string {
  const page = pages[store].get(key)!;
  const lines = [`<url><loc>${escapeXml(origin(publicUrl) + localizePath(store, page.path))}</loc>`];
  if (page.lastmod) lines.push(`<lastmod>${page.lastmod}</lastmod>`);
  const alternates = STORE_VIEWS.filter((view) => pages[view.code].has(key));
  if (alternates.length > 1) {
    for (const view of alternates) {
      const href = origin(publicUrl) + localizePath(view.code, pages[view.code].get(key)!.path);
      lines.push(`<xhtml:link rel="alternate" hreflang="${view.locale}" href="${escapeXml(href)}"/>`);
    }
    const main = STORE_VIEWS[0].code;
    if (pages[main].has(key)) {
      lines.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin(publicUrl) + localizePath(main, pages[main].get(key)!.path))}"/>`);
    }
  }
  lines.push('</url>');
  return lines.join('');
}

/** The urlset of one store view: every page it has, with the alternates of the other store views. */
export function buildStoreSitemap(publicUrl: string, store: StoreCode, pages: StorePages): string {
  const urls = [...pages[store].keys()].map((key) => urlEntry(publicUrl, store, key, pages));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index naming one sitemap per store view. */
export function buildSitemapIndex(publicUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STORE_VIEWS.map((view) => `<sitemap><loc>${escapeXml(origin(publicUrl) + sitemapPath(view.code))}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: the shop is open to crawlers except checkout, account, cart and the API; it names the sitemap index. */
export function buildRobotsTxt(publicUrl: string): string {
  const disallowed = STORE_VIEWS.flatMap((view) => ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${view.prefix}${path}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, 'Disallow: /api/', '', `Sitemap: ${origin(publicUrl)}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}
