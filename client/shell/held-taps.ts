import { HELD_TAPS } from '../../shared/held-taps.js';

/**
 * Replays the taps the page's starter script held before hydration (server/edge/ssr/document.ts clientStarter): each
 * held control still in the page is clicked once, now that React answers it; the list is emptied.
 */
export function replayHeldTaps(): void {
  const held = (document as unknown as Record<string, HTMLElement[] | undefined>)[HELD_TAPS];
  if (!held?.length) return;
  for (const control of held.splice(0)) {
    control.removeAttribute('aria-busy');
    if (control.isConnected) control.click();
  }
}
