// Focus after a client-side navigation (WCAG 2.4.3 focus order): when the element that started the navigation
// is gone or hidden (a mega-menu link whose panel closes, the mini cart's checkout link when the layout changes),
// the browser drops the focus on <body> and the next Tab starts at the top of the page again. Then the focus
// moves to <main id="main"> (tabindex -1, so it draws no ring), and the next Tab reaches the new page's content.
// A focus that survives the navigation (a size chip, a filter link) is left where it is.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function focusIsLost(): boolean {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || !active.isConnected) return true;
  return typeof active.checkVisibility === 'function' ? !active.checkVisibility({ visibilityProperty: true }) : false;
}

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // One frame later: panels that close on navigation (menu, mini cart) give their focus back first.
    const frame = requestAnimationFrame(() => {
      if (focusIsLost()) document.getElementById('main')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
