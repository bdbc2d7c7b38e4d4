// Plain links that navigate in the app like react-router's <Link>, through one listener on the document. A <Link>
// is a component with some twenty hooks (path resolution, navigate, prefetch) that hydration has to run; a listing
// has one per product card and one per filter value, about 100 on /men. Those anchors are rendered as plain <a>
// with SPA_LINK (issue #16): the server HTML, the no-JS path and the keyboard (Enter fires click) are unchanged.
import type { DataRouter } from 'react-router';

/**
 * Marks an anchor that navigates in the app (written literally in JSX: `data-spa-link=""`); the value KEEP_SCROLL keeps
 * the scroll position (preventScrollReset).
 */
export const SPA_LINK = 'data-spa-link';
export const KEEP_SCROLL = 'keep-scroll';

export interface ClickFacts {
  defaultPrevented: boolean;
  button: number;
  modified: boolean;
  /** The anchor's target and download attributes, its resolved href and SPA_LINK's value (null: not marked). */
  anchor: { target: string; download: boolean; href: string; spa: string | null };
  /** The page's current location.href. */
  current: string;
}

export interface AppNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

/** The navigation a click should become, or null to leave it to the browser (the same rules as <Link>'s handler). */
export function appNavigationFor({ defaultPrevented, button, modified, anchor, current }: ClickFacts): AppNavigation | null {
  if (defaultPrevented || button !== 0 || modified || anchor.spa === null) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return null;
  const url = new URL(anchor.href, current);
  const here = new URL(current);
  if (url.origin !== here.origin) return null;
  const to = url.pathname + url.search + url.hash;
  // Like <Link>: following a link to the page already shown replaces the history entry instead of adding one.
  return { to, replace: to === here.pathname + here.search + here.hash, preventScrollReset: anchor.spa === KEEP_SCROLL };
}

/** Listens on the document (after React's own handlers, which may prevent the default) for clicks on SPA_LINK anchors. */
export function followSpaLinks(router: Pick<DataRouter, 'navigate'>, doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${SPA_LINK}]`) : null;
    if (!anchor) return;
    const navigation = appNavigationFor({
      defaultPrevented: event.defaultPrevented,
      button: event.button,
      modified: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
      anchor: { target: anchor.target, download: anchor.hasAttribute('download'), href: anchor.href, spa: anchor.getAttribute(SPA_LINK) },
      current: doc.location.href,
    });
    if (!navigation) return;
    event.preventDefault();
    void router.navigate(navigation.to, { replace: navigation.replace, preventScrollReset: navigation.preventScrollReset });
  });
}
