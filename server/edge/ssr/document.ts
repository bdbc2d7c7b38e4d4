// The HTML around React's stream: the <head> of each page (language, title, description, canonical, hreflang,
// stylesheet) and the tail carrying the hydration data and the script that starts the client. Everything that comes
// from data is escaped here.
import { HYDRATION_DATA_ID } from '../../../client/api/hydration-data.js';
import { SHOP } from '../../../shared/brands.js';
import { manifestPath } from '../../../shared/pwa/web-manifest.js';
import { canonicalUrl, documentTitle, hreflangLinks, htmlLang, robotsContent } from '../../../shared/routing/page-head.js';
import { getStoreView, type StoreCode } from '../../../shared/store-views.js';

export interface DocumentHead {
  store: StoreCode;
  /** Path inside the store view the canonical and the alternates name. */
  canonicalPath: string;
  publicUrl: string;
  title: string;
  description: string;
  noindex?: boolean;
  stylesheet: string | null;
}

/** What the script at the end of the document starts (clientStarter). */
export interface ClientStart {
  entryScript: string;
  modulePreloads: readonly string[];
  /** CSP nonce for the script and the module preloads it adds; empty when the edge sets no CSP. */
  nonce: string;
}

/** A tiny inline icon, so browsers do not ask for /favicon.ico (and get the not-found page). */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%231f2a24'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' fill='%23f7f4ef' text-anchor='middle'%3EK%3C/text%3E%3C/svg%3E";

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

function nonceAttribute(nonce: string): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

export { HELD_TAPS, HOLD_TAP_ATTRIBUTE } from '../../../shared/held-taps.js';
import { HELD_TAPS, HOLD_TAP_ATTRIBUTE } from '../../../shared/held-taps.js';

/** Module preloads added per task: every one costs the main thread some setup, and one long task delays taps. */
export const PRELOADS_PER_TASK = 4;

/**
 * Asks for the client (the entry module, then preloads of the chunks it and the page's routes import) once the
 * browser has produced its first frame. The server's HTML is complete without JavaScript, so the first paint needs
 * only the HTML and the stylesheet; on a slow phone network some 200 KB of modules requested beside them share the
 * bandwidth with the stylesheet and the pictures above the fold and hold the first paint back. The frame callback
 * runs once the stylesheet no longer blocks rendering; the timeout lets that frame be painted first. A hidden tab
 * paints no frames, so there the client starts at once (or when the tab is shown). Either way it also waits for the
 * whole document: a streamed page can paint its shell before the rest and the hydration data have arrived, and an
 * inserted module runs as soon as it has loaded (a module in the markup would have waited for the parser). It is
 * written at the end of the document (renderDocumentTail says why). Modules
 * inserted by this nonced script inherit its trust under 'strict-dynamic'; the preloads carry the nonce themselves.
 */
export function clientStarter(entryScript: string, modulePreloads: readonly string[]): string {
  // Taps on a control marked data-hold-tap before the page has hydrated are held (not lost) and replayed by the
  // client once it answers them (client/shell/held-taps.ts).
  return (
    `(function(d,e,u){var n=d.currentScript.nonce,s=0,h=d.${HELD_TAPS}=[];` +
    `d.addEventListener('click',function(v){var t=v.target.closest&&v.target.closest('[${HOLD_TAP_ATTRIBUTE}]');` +
    `if(t&&!d.documentElement.hasAttribute('data-hydrated')){v.preventDefault();v.stopImmediatePropagation();if(!h.includes(t))h.push(t);t.setAttribute('aria-busy','true')}},true);` +
    `function add(t,p){var x=d.createElement(t);for(var k in p)x[k]=p[k];x.nonce=n;d.head.appendChild(x)}` +
    `function preload(i){u.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
    `if(u.length>i+${PRELOADS_PER_TASK})setTimeout(preload,0,i+${PRELOADS_PER_TASK})}` +
    `function start(){if(s)return;s=1;add('script',{type:'module',src:e});preload(0)}` +
    `function whenParsed(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',start);else start()}` +
    `if(d.hidden)whenParsed();else{d.addEventListener('visibilitychange',whenParsed);requestAnimationFrame(function(){setTimeout(whenParsed,0)})}` +
    `})(document,${scriptJson(entryScript)},${scriptJson(modulePreloads)})`
  );
}

/** Everything from the doctype to the opening of the element React renders into. */
export function renderDocumentHead(head: DocumentHead): string {
  const alternates = hreflangLinks(head.publicUrl, head.canonicalPath)
    .map((link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(htmlLang(head.store))}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(documentTitle(head.title))}</title>` +
    `<meta name="description" content="${escapeHtml(head.description)}">` +
    `<meta name="robots" content="${robotsContent(head)}">` +
    `<meta name="theme-color" content="${SHOP.themeColor}">` +
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(head.publicUrl, head.store, head.canonicalPath))}">` +
    alternates +
    `<link rel="icon" href="${FAVICON}">` +
    `<link rel="manifest" href="${manifestPath(getStoreView(head.store))}">` +
    (head.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(head.stylesheet)}">` : '') +
    '</head><body><div id="app">'
  );
}

/** Closes the element React rendered into; written right after the shell, so React's later chunks land outside it. */
export const APP_CLOSE = '</div>';

const SCRIPT_STRING_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** A JSON value as JavaScript source that is safe inside <script>. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_STRING_ESCAPES[char]);
}

/**
 * A JSON value as the content of a data block (<script type="application/json">): serialised once, and only '<'
 * escaped (as \u003c, still JSON), since a data block ends at '</script' and '<!--' changes how it is parsed;
 * nothing else in JSON can break out of it. The browser reads it with one JSON.parse, as fast as the string
 * literal it replaces (which cost a second JSON.stringify of ~25 KB per page and an escape pass over five
 * characters).
 */
export function jsonDataBlockContent(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The hydration data, the script that starts the client, and the end of the document. A data block is not executed,
 * so it needs no CSP nonce, and a browser without JavaScript parses it as text it never shows.
 * The starter comes last on purpose: an inline script waits for the stylesheets still loading, so the document
 * finishes parsing (DOMContentLoaded) only once the stylesheet is there, with nothing left for the parser to do in
 * the meantime. Chromium lays the page out at DOMContentLoaded to look at its forms (autofill); when parsing ended
 * before the stylesheet had arrived, that was a layout of the unstyled page (every footer part, default fonts)
 * thrown away a moment later, and on the search page one of the main thread's longest tasks (issue #16,
 * bench/history.md: 10 of 12 loads with a task over 50 ms, up to 115 ms; none with the starter last).
 */
export function renderDocumentTail(hydrationData: unknown, start: ClientStart): string {
  return (
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonDataBlockContent(hydrationData)}</script>` +
    `<script${nonceAttribute(start.nonce)}>${clientStarter(start.entryScript, start.modulePreloads)}</script></body></html>`
  );
}

/** The answer when the page could not be rendered at all (React's shell failed). */
export function renderErrorDocument(store: StoreCode, message: string): string {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(htmlLang(store))}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(SHOP.name)}</title><meta name="robots" content="noindex"></head>` +
    `<body><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(SHOP.name)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Home</a></p></main></body></html>`
  );
}
