// What every modal surface needs while open (dialogs, the mobile menu): page scroll locked, focus moved in and
// kept inside (Tab cycles), Escape closes, and focus returned to the element that opened it.
import { type RefObject, useEffect, useRef } from 'react';
import { focusableIn, trapTabKey } from './focus-trap.js';
import { pageScrollLock } from './scroll-lock.js';

export function useModalBehaviour(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
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
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, containerRef, initialFocusRef]);
}
