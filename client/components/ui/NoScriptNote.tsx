import { useT } from '../../i18n.js';

/** What a browser without JavaScript is told where buying, the cart or an account would need it. */
export const NEEDS_JAVASCRIPT = 'Buying, the cart and your account need JavaScript. Please turn it on in your browser.';

/**
 * Without JavaScript the parts that only work with it (`hide`, a CSS selector) are hidden and a plain note says why,
 * instead of a dead button or a loader that never ends. A browser with JavaScript ignores <noscript> entirely. Its
 * content is given as HTML (React does not hydrate into <noscript>); the note is the shop's own translated text,
 * which holds no markup (tests/unit/i18n checks it), so it is written as it is.
 */
export function NoScriptNote({ hide }: { hide: string }) {
  const t = useT();
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${hide}{display:none!important}</style><p class="no-script-note" role="status">${t(NEEDS_JAVASCRIPT)}</p>` }} />;
}
