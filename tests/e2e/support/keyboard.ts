// Keyboard-only driving for the accessibility tests (WCAG 2.1.1 keyboard, 2.4.7 focus visible, 2.1.2 no trap
// except in modals): moves focus with Tab / Shift+Tab only and checks, after every press, that the focused
// element shows a focus indicator (a non-zero outline or a box-shadow).
import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusedElement {
  tag: string;
  name: string;
  /** A non-zero outline or a box-shadow is drawn around the element (or, for a visually hidden input, its label). */
  indicator: boolean;
}

/** What has the focus now, and whether the shopper can see where it is. */
export async function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const drawsRing = (target: Element) => {
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== '' && style.boxShadow !== 'none');
    };
    // Custom radios and checkboxes hide the native input and draw the ring on their label.
    const label = (element as HTMLInputElement).labels?.[0];
    const name = element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '';
    return {
      tag: element.tagName.toLowerCase(),
      name: name.replace(/\s+/g, ' ').trim().slice(0, 80),
      indicator: drawsRing(element) || (label ? drawsRing(label) : false),
    };
  });
}

/**
 * Expects `target` to hold the focus (a surface closed gave it back). When it does not, the failure says what has
 * it instead: the phone dialogs test failed so once in a while under load, without telling where the focus was.
 */
export async function expectFocusedOn(page: Page, target: Locator): Promise<void> {
  try {
    await expect(target).toBeFocused();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe focus is on ${JSON.stringify(await focused(page))} instead (null: the page itself).`);
  }
}

/** Fails unless something has the focus and shows a focus indicator. */
export async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const element = await focused(page);
  expect(element, `${where}: nothing has the focus`).not.toBeNull();
  expect(element!.indicator, `${where}: no focus indicator on <${element!.tag}> "${element!.name}"`).toBe(true);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, checking the focus indicator of every element
 * passed on the way. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<void> {
  const max = options.max ?? 120;
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const element = await focused(page);
    if (element) expect(element.indicator, `no focus indicator on <${element.tag}> "${element.name}"`).toBe(true);
  }
  if (await isFocused(target)) return;
  throw new Error(`${target} not reached with ${max} presses of ${options.backwards ? 'Shift+Tab' : 'Tab'}; focus is on ${JSON.stringify(await focused(page))}`);
}

/** Types into the field that has the focus, after checking it is the expected one. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tab and Shift+Tab `presses` times each and the focus stays inside the open dialog or panel (WCAG 2.4.3). */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 15): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      const inside = await container.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${press + 1} left ${container} for ${JSON.stringify(await focused(page))}`).toBe(true);
      await expectVisibleFocus(page, `${key} #${press + 1} in ${container}`);
    }
  }
}
