// Plain anchors that navigate in the app (issue #16: product cards and filter values without a <Link> each) follow
// the same rules as react-router's <Link> click handler.
import { describe, expect, it } from 'vitest';
import { appNavigationFor, KEEP_SCROLL, type ClickFacts } from '../../../client/shell/spa-links.js';

const HERE = 'https://shop.test/men?sort=price';

function click(overrides: Partial<ClickFacts> = {}, anchor: Partial<ClickFacts['anchor']> = {}): ClickFacts {
  return { defaultPrevented: false, button: 0, modified: false, current: HERE, ...overrides, anchor: { target: '', download: false, href: 'https://shop.test/p/A-1/shoe/A-1', spa: '', ...anchor } };
}

describe('appNavigationFor', () => {
  it('turns a plain left click on a marked anchor into an app navigation that resets the scroll', () => {
    expect(appNavigationFor(click())).toEqual({ to: '/p/A-1/shoe/A-1', replace: false, preventScrollReset: false });
  });

  it('keeps the scroll position for anchors marked keep-scroll (filter values) and keeps query and hash', () => {
    expect(appNavigationFor(click({}, { href: 'https://shop.test/men?colour=red#list', spa: KEEP_SCROLL }))).toEqual({ to: '/men?colour=red#list', replace: false, preventScrollReset: true });
  });

  it('replaces the history entry when the link leads to the page already shown', () => {
    expect(appNavigationFor(click({}, { href: HERE }))?.replace).toBe(true);
  });

  it('leaves to the browser: unmarked anchors, other buttons, modifier keys, handled clicks, other windows, downloads, other origins', () => {
    expect(appNavigationFor(click({}, { spa: null }))).toBeNull();
    expect(appNavigationFor(click({ button: 1 }))).toBeNull();
    expect(appNavigationFor(click({ modified: true }))).toBeNull();
    expect(appNavigationFor(click({ defaultPrevented: true }))).toBeNull();
    expect(appNavigationFor(click({}, { target: '_blank' }))).toBeNull();
    expect(appNavigationFor(click({}, { download: true }))).toBeNull();
    expect(appNavigationFor(click({}, { href: 'https://elsewhere.test/p/A-1' }))).toBeNull();
  });

  it('follows anchors that target this window explicitly', () => {
    expect(appNavigationFor(click({}, { target: '_self' }))?.to).toBe('/p/A-1/shoe/A-1');
  });
});
