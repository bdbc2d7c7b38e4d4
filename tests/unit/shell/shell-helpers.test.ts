import { describe, expect, it } from 'vitest';
import { footerColumns } from '../../../client/components/shell/footer-links.js';
import { SUBMENU_CLOSE_DELAY_MS, sortByPosition } from '../../../client/components/shell/menu-utils.js';
import { pathInStore } from '../../../client/components/shell/store-switch.js';
import { BACK_TO_TOP_OFFSET_PX } from '../../../client/components/shell/BackToTop.js';
import { GENDER_SUBMIT_DELAY_MS, NEWSLETTER_API } from '../../../client/components/shell/NewsletterForm.js';
import { nextFocusIndex } from '../../../client/components/ui/focus-trap.js';
import { createScrollLock, SCROLL_LOCK_CLASS } from '../../../client/components/ui/scroll-lock.js';
import { BRANDS } from '../../../shared/brands.js';

describe('shell constants (spec 01 §9)', () => {
  it('uses the spec numbers', () => {
    expect(SUBMENU_CLOSE_DELAY_MS).toBe(300);
    expect(BACK_TO_TOP_OFFSET_PX).toBe(200);
    expect(GENDER_SUBMIT_DELAY_MS).toBe(100);
    expect(NEWSLETTER_API).toBe('/api/ext/mailchimp-subscribe/subscribe');
  });
});

describe('menu order', () => {
  it('sorts subcategories by position without changing the input', () => {
    const input = [{ position: 3, n: 'c' }, { position: 1, n: 'a' }, { position: 2, n: 'b' }];
    expect(sortByPosition(input).map((x) => x.n)).toEqual(['a', 'b', 'c']);
    expect(input[0].n).toBe('c');
  });
});

describe('language switcher links', () => {
  it('swaps the store prefix of the current path and keeps the query', () => {
    expect(pathInStore('/de/c/men', '?size=42', 'it')).toBe('/it/c/men?size=42');
    expect(pathInStore('/c/men', '', 'de')).toBe('/de/c/men');
    expect(pathInStore('/it/', '', 'main')).toBe('/');
    expect(pathInStore('/', '', 'de')).toBe('/de/');
  });
});

describe('footer link groups (spec 01 §2)', () => {
  it('has FAQ only for brands with hasFaq', () => {
    for (const brand of BRANDS) {
      const paths = footerColumns(brand).flatMap((c) => c.links.map((l) => l.path));
      expect(paths.includes('/i/faq')).toBe(brand.hasFaq);
    }
    expect(BRANDS.filter((b) => !b.hasFaq)).toHaveLength(1);
  });
});

describe('focus trap', () => {
  it('wraps Tab forward and Shift+Tab backward', () => {
    expect(nextFocusIndex(2, 3, false)).toBe(0);
    expect(nextFocusIndex(0, 3, true)).toBe(2);
    expect(nextFocusIndex(1, 3, false)).toBe(2);
    expect(nextFocusIndex(-1, 3, false)).toBe(0);
    expect(nextFocusIndex(-1, 3, true)).toBe(2);
    expect(nextFocusIndex(0, 0, false)).toBe(-1);
  });
});

describe('scroll lock (spec 01 §4: an open mobile menu locks page scrolling)', () => {
  it('locks while any holder holds it, and releases once per holder', () => {
    const classes = new Set<string>();
    const lock = createScrollLock(() => ({ classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } }));
    const releaseMenu = lock.acquire();
    const releaseModal = lock.acquire();
    expect(classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    releaseModal();
    releaseModal();
    expect(classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    releaseMenu();
    expect(classes.has(SCROLL_LOCK_CLASS)).toBe(false);
    // Nothing is left held: the next holder locks again and its release unlocks.
    const releaseAgain = lock.acquire();
    expect(classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    releaseAgain();
    expect(classes.has(SCROLL_LOCK_CLASS)).toBe(false);
  });
});
