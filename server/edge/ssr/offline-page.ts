// The offline page of a store view (the service worker's precached fallback, issue 6 §3): the shop's name, the
// spec's message that the page is not available offline, a link home, and a meta refresh that goes home after a
// few seconds. Static HTML without scripts, so it runs under any CSP and without the client bundle.
import { SHOP } from '../../../shared/brands.js';
import { getTranslator } from '../../../shared/i18n/index.js';
import { homePath, OFFLINE_REDIRECT_SECONDS, OFFLINE_UNAVAILABLE_MESSAGE } from '../../../shared/pwa/offline-pages.js';
import { htmlLang } from '../../../shared/routing/page-head.js';
import type { StoreView } from '../../../shared/store-views.js';
import { escapeHtml } from './document.js';

export interface OfflinePageAssets {
  stylesheet: string | null;
  themeColor: string;
  manifest: string;
}

export function renderOfflinePage(store: StoreView, assets: OfflinePageAssets): string {
  const t = getTranslator(store.language);
  const home = escapeHtml(homePath(store));
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(htmlLang(store.code))}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${OFFLINE_REDIRECT_SECONDS};url=${home}">` +
    `<title>${escapeHtml(t('Offline'))} | ${escapeHtml(SHOP.name)}</title><meta name="robots" content="noindex">` +
    `<meta name="theme-color" content="${escapeHtml(assets.themeColor)}"><link rel="manifest" href="${escapeHtml(assets.manifest)}">` +
    (assets.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` : '') +
    '</head><body class="offline-page">' +
    `<header class="offline-page__header"><a class="offline-page__brand" href="${home}">${escapeHtml(SHOP.name)}</a></header>` +
    '<main class="offline-page__main" id="main">' +
    `<h1 class="offline-page__title">${escapeHtml(t('You are offline'))}</h1>` +
    `<p class="offline-page__message" role="alert">${escapeHtml(t(OFFLINE_UNAVAILABLE_MESSAGE))}</p>` +
    `<p><a class="button button--primary" href="${home}">${escapeHtml(t('Go to the home page'))}</a></p>` +
    '</main></body></html>'
  );
}
