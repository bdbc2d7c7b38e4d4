// Start-up work the first screen does not need (the tag manager, the service worker and its precache of the whole
// build) waits until the page has loaded and the browser has a quiet moment, so it neither competes with the
// page's own modules for the network nor adds long tasks while the shopper starts to read and tap.

/** Longest wait for an idle moment; browsers without requestIdleCallback wait this long after load. */
export const IDLE_TIMEOUT_MS = 3000;

export function afterLoadWhenIdle(work: () => void, win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(work, 1);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
