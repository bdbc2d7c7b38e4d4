// A few builders for the simple, safe HTML the CMS pages use (h2, h3, p, ul, li, table, a, strong). Texts are
// written by us; & < > in them are escaped so a stray character cannot break the markup.
import { localizePath, type StoreCode } from '../../../shared/store-views.js';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const h2 = (text: string): string => `<h2>${escapeHtml(text)}</h2>`;
export const h3 = (text: string): string => `<h3>${escapeHtml(text)}</h3>`;
/** A paragraph whose text may already contain markup from a() or strong(). */
export const p = (html: string): string => `<p>${html}</p>`;
export const strong = (text: string): string => `<strong>${escapeHtml(text)}</strong>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const th = head.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Links inside the shop point at the store view's own path ('/agb' in de → '/de/agb'). */
export function linkIn(store: StoreCode): (path: string, text: string) => string {
  return (path, text) => `<a href="${localizePath(store, path)}">${escapeHtml(text)}</a>`;
}

export function mailto(address: string): string {
  return `<a href="mailto:${address}">${address}</a>`;
}

export interface PageText {
  title: string;
  metaDescription: string;
  html: string;
}

export type PageKey =
  | 'legal' | 'imprint' | 'terms' | 'privacy' | 'withdrawal'
  | 'about' | 'shoeKnowledge' | 'jobs' | 'newsletterInfo'
  | 'customerService' | 'storeLocator' | 'sizeGuide' | 'delivery' | 'returns' | 'giftVouchers' | 'faq';

export interface PageContext {
  store: StoreCode;
  link: (path: string, text: string) => string;
}
