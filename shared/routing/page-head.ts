// What every page's <head> says about the page (title, canonical URL, language alternates), built from the one
// store-view registry so that hreflang, <html lang> and the canonical stay consistent.
import { SHOP } from '../brands.js';
import { getStoreView, localizePath, STORE_VIEWS, type StoreCode } from '../store-views.js';

export interface PageMeta {
  title: string;
  description: string;
}

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** '<page> | Kranich Schuhmanufaktur'; the shop name alone for an empty title, and never twice. */
export function documentTitle(pageTitle: string): string {
  const title = pageTitle.trim();
  if (!title) return SHOP.name;
  return title.includes(SHOP.name) ? title : `${title} | ${SHOP.name}`;
}

function origin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The path a canonical names: no query string, no trailing slash (except the bare store root '/'). */
export function canonicalPath(store: StoreCode, pathInStore: string): string {
  const clean = pathInStore.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/';
  return localizePath(store, clean);
}

export function canonicalUrl(publicUrl: string, store: StoreCode, pathInStore: string): string {
  return origin(publicUrl) + canonicalPath(store, pathInStore);
}

/**
 * hreflang alternates: the same page in every store view (locale codes) plus x-default, which points at the
 * main store view (the one without a prefix).
 */
export function hreflangLinks(publicUrl: string, pathInStore: string): HreflangLink[] {
  const links: HreflangLink[] = STORE_VIEWS.map((view) => ({ hreflang: view.locale, href: canonicalUrl(publicUrl, view.code, pathInStore) }));
  links.push({ hreflang: 'x-default', href: canonicalUrl(publicUrl, STORE_VIEWS[0].code, pathInStore) });
  return links;
}

/** The value of <html lang> for a store view ('de-DE'). */
export function htmlLang(store: StoreCode): string {
  return getStoreView(store).locale;
}

/** The robots meta value: pages that must not be indexed say so. */
export function robotsContent(meta: { noindex?: boolean }): string {
  return meta.noindex ? 'noindex, follow' : 'index, follow';
}
