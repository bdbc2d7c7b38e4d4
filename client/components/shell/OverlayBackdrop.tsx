import { useEffect } from 'react';
import { closeAllPanels, useUi } from '../../stores/ui-store.js';

/** The dimmed backdrop behind the mini cart, search panel and sidebar; a click or Escape closes them. */
export function OverlayBackdrop() {
  const overlay = useUi((state) => state.overlay);
  useEffect(() => {
    if (!overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAllPanels();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay]);
  if (!overlay) return null;
  return <div className="overlay-backdrop" onClick={closeAllPanels} aria-hidden="true" />;
}
