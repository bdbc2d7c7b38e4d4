// Spec 01 §2 header navigation and the shell's CMS blocks, as the root loader builds them.
import { describe, expect, it } from 'vitest';
import { buildMenu, extractJson, loadShellData, parsePromotedContent } from '../../../client/api/shell-data-loader.js';
import { parseProductBlock } from '../../../client/api/product-blocks.js';
import { category, createFakeCatalog } from './fake-catalog.js';

describe('menu (spec 01 §2: active in-menu categories of level 2, subcategories sorted by position)', () => {
  it('keeps active in-menu categories under the root, children sorted by position', () => {
    const top = [category(20, 'Women', 2, 2, 2), category(10, 'Men', 2, 2, 1), category(30, 'Hidden', 2, 2, 3, { include_in_menu: 0 }), category(40, 'Off', 2, 2, 4, { is_active: false })];
    const sub = [category(11, 'Oxfords', 10, 3, 2), category(12, 'Derbies', 10, 3, 1), category(13, 'Old', 10, 3, 0, { is_active: false }), category(21, 'Pumps', 20, 3, 1)];
    const menu = buildMenu('de', top, sub);
    expect(menu.map((m) => m.name)).toEqual(['Men', 'Women']);
    expect(menu[0].children.map((c) => c.name)).toEqual(['Derbies', 'Oxfords']);
    expect(menu[0].children[0].href).toBe('/de/men/derbies');
    expect(menu[1].children.map((c) => c.name)).toEqual(['Pumps']);
  });

  it('carries the aside banner', () => {
    const banner = { headline: 'Budapesters', link: '/c/budapesters', image: 'b.png' };
    expect(buildMenu('main', [category(10, 'Men', 2, 2, 1, { menu_aside_banner: banner })], [])[0].asideBanner).toEqual(banner);
  });
});

describe('JSON blocks', () => {
  it('reads JSON even when an editor wrapped it in a paragraph', () => {
    expect(extractJson('<p>{"category": 11, "headline": "A &amp; B"}</p>')).toEqual({ category: 11, headline: 'A & B' });
    expect(extractJson('no json')).toBeNull();
    expect(extractJson('{broken')).toBeNull();
  });

  it('promoted content keeps well-formed banners only', () => {
    const parsed = parsePromotedContent(JSON.stringify({ mainBanners: [{ title: 'A', link: '/a', image: '/img/a.png' }], smallBanners: 'nope', trustbar: [{ icon: 'x', text: 'Free' }, { icon: 'y' }] }));
    expect(parsed?.mainBanners).toHaveLength(1);
    expect(parsed?.smallBanners).toEqual([]);
    expect(parsed?.trustbar).toEqual([{ icon: 'x', text: 'Free' }]);
    expect(parsePromotedContent(undefined)).toBeNull();
    expect(parsePromotedContent('[1,2]')).toBeNull();
  });

  it('product blocks (spec 01 §1: category, productsCount, headline, headingLevel; default size 8)', () => {
    expect(parseProductBlock('{"category": 70, "productsCount": 24, "headline": "Bestsellers", "headingLevel": 3}')).toEqual({ category: 70, productsCount: 24, headline: 'Bestsellers', headingLevel: 3 });
    expect(parseProductBlock('{"category": "11", "headline": "X"}')).toEqual({ category: 11, productsCount: 8, headline: 'X', headingLevel: 2 });
    expect(parseProductBlock('{"headline": "no category"}')).toBeNull();
  });
});

describe('shell data', () => {
  it('sanitises the opening hours and parses the promoted content', async () => {
    const shell = await loadShellData(createFakeCatalog(), 'main', { appVersion: '1.0.0', buildDate: '2026-11-01', paymentMethods: ['banktransfer'] });
    expect(shell.openingHoursHtml).toBe('<p>Mon–Fri <strong>9–18</strong></p>');
    expect(shell.promoted?.mainBanners[0].title).toBe('The new Budapesters');
    expect(shell.menu.map((m) => m.name)).toEqual(['Men', 'Women']);
    expect(shell.appVersion).toBe('1.0.0');
  });

  it('fails when the menu cannot be loaded (the shell cannot be drawn without it)', async () => {
    await expect(loadShellData(createFakeCatalog({ failing: true }), 'main', { appVersion: '1', buildDate: '', paymentMethods: [] })).rejects.toThrow('catalogue unreachable');
  });
});
