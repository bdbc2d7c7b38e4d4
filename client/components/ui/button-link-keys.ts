// A link that acts as a button (role="button", kept a link so it works without JavaScript) must also answer the
// Space key as a button does (WCAG 2.1.1, ARIA button pattern); links only answer Enter natively.
import type { KeyboardEvent } from 'react';

/** onKeyDown for an <a role="button">: Space clicks it instead of scrolling the page. */
export function clickOnSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== ' ' || event.repeat) return;
  event.preventDefault();
  event.currentTarget.click();
}
