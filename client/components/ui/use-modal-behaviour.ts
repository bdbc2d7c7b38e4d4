// What every modal surface needs while open (dialogs, the mobile menu): page scroll locked, focus moved in and
// kept inside (Tab cycles), Escape closes, and focus returned to the element that opened it.
// `phoneOnly`: a surface that exists on phones only (the mobile menu, the filters dialog) closes when the window
// widens to the desktop layout, where CSS hides it or shows its content in place: left open, its scroll lock would
// freeze the page and its focus trap hold Tab on something no longer shown.
import { type RefObject, useEffect, useRef } from 'react';
import { DESKTOP_QUERY } from './breakpoints.js';
import { focusableIn, trapTabKey } from './focus-trap.js';
import { pageScrollLock } from './scroll-lock.js';

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

  useEffect(() => {
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
      if (opener?.isConnected) opener.focus();
    };
  }, [open, containerRef, initialFocusRef, phoneOnly]);
}
