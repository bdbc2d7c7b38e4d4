// Keeps Tab inside an open dialog or panel and remembers where focus was, to give it back on close.

export const FOCUSABLE_SELECTOR =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])';

/** Index of the element to focus after Tab (or Shift+Tab) from index `current` of `count`; wraps around. */
export function nextFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

/**
 * The elements Tab reaches in `container`, in order: focusable, not inert, and rendered. What a closed <details>
 * hides (any child but its summary, and what is inside) is left out before its boxes are asked for: the browser skips
 * rendering that content (content-visibility), and getClientRects() on an element in it makes the browser style and
 * lay out the hidden subtree on the spot. In the phone's filter dialog, whose closed groups hold hundreds of values,
 * that was 200+ ms of a tap (issue #16).
 */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (el) => !el.closest('[inert],details:not([open])>:not(summary)') && el.getClientRects().length > 0,
  );
}

/** Handles a Tab keydown inside `container` so that focus cycles through its focusable elements only. */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = nextFocusIndex(current, items.length, event.shiftKey);
  event.preventDefault();
  (items[next] ?? container).focus();
}
