// What every modal surface needs while open (dialogs, the mobile menu, the search panel, the mini cart): page scroll
// locked, focus moved in and kept inside (Tab cycles), Escape closes, and focus returned to the element that opened it.
// The focus moves in a layout effect, in the same commit that shows the surface: a passive effect may run a task
// later (React's scheduler yields after 5 ms, e.g. when a lazy panel's code arrives and it renders on its own), and a
// key press handled in between acted on the page behind it; a Tab then moved the focus past the trigger, which the
// surface took for its opener and gave the focus back to on Escape.
// `phoneOnly`: a surface that exists on phones only (the mobile menu, the filters dialog) closes when the window
// widens to the desktop layout, where CSS hides it or shows its content in place: left open, its scroll lock would
// freeze the page and its focus trap hold Tab on something no longer shown.
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { DESKTOP_QUERY } from './breakpoints.js';
import { focusableIn, trapTabKey } from './focus-trap.js';
import { pageScrollLock } from './scroll-lock.js';

// React 18's server renderer warns about useLayoutEffect; neither kind runs there. (The mobile menu and the filters
// panel are rendered on the server.)
const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function useModalBehaviour(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
  phoneOnly?: boolean,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffectInBrowser(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const opener = document.activeElement as HTMLElement | null;
    const release = pageScrollLock.acquire();
    (initialFocusRef?.current ?? focusableIn(container)[0] ?? container).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else trapTabKey(event, container);
    };
    container.addEventListener('keydown', onKeyDown);
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => phoneOnly && desktop.matches && onCloseRef.current();
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', closeOnDesktop);
      release();
      // After the commit: React puts the focus back where it was before a commit when that element is still in the
      // document (as in a surface CSS hides), and a layout effect's clean-up runs before that. Not when another
      // surface opened in the same commit has taken the focus.
      queueMicrotask(() => {
        const focused = document.activeElement;
        const focusLost = !focused || focused === document.body || container.contains(focused);
        if (focusLost && opener?.isConnected) opener.focus();
      });
    };
  }, [open, containerRef, initialFocusRef, phoneOnly]);
}
