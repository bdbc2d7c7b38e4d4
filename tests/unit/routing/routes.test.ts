// Spec 01 §2 routes: every path of the table, in each store view, reaches the right screen and layout.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, deepestHandle, pageScreens, type RouteHandle } from '../../../client/routes.js';
import { FOOTER_CMS_PAGES, ROUTE_TABLE, STATIC_CMS_PAGES, staticCmsIdentifier } from '../../../shared/routing/route-table.js';

const routes = createRoutes();

function resolve(path: string): { store: string; handle: RouteHandle; params: Record<string, string | undefined> } {
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`no match for ${path}`);
  const handle = deepestHandle(matches.map((m) => ({ handle: m.route.handle as unknown })));
  if (!handle) throw new Error(`no screen for ${path}`);
  return { store: matches[1].route.id!, handle, params: matches[matches.length - 1].params };
}

describe('route table (spec 01 §2)', () => {
  it.each([
    ['/', 'main', 'home', 'home'],
    ['/pwa.html', 'main', 'home-pwa', 'home'],
    ['/de', 'de', 'home', 'home'],
    ['/de/', 'de', 'home', 'home'],
    ['/it/pwa.html', 'it', 'home-pwa', 'home'],
    ['/checkout', 'main', 'checkout', 'checkout'],
    ['/my-account', 'main', 'my-account', 'my-account'],
    ['/contact', 'main', 'contact', 'contact'],
    ['/de/kontakt', 'de', 'kontakt', 'contact'],
    ['/cookie-settings', 'main', 'cookie-settings', 'cookie-settings'],
    ['/de/cookie-einstellungen', 'de', 'cookie-einstellungen', 'cookie-settings'],
    ['/newsletter', 'main', 'newsletter', 'newsletter'],
    ['/resetpassword', 'main', 'resetpassword', 'reset-password'],
    ['/abmelden', 'main', 'abmelden', 'unsubscribe'],
    ['/redirect', 'main', 'redirect', 'redirect'],
    ['/loading', 'main', 'loading', 'loading'],
    ['/error', 'main', 'error', 'not-found'],
    ['/c/men', 'main', 'category', 'category'],
    ['/it/c/donna', 'it', 'category', 'category'],
    ['/i/faq', 'main', 'cms-page', 'cms-page'],
    ['/de/search', 'de', 'search', 'search'],
    ['/p/KR-1/albert-oxford', 'main', 'product', 'product'],
    ['/de/p/KR-1/albert-oxford/KR-1-42', 'de', 'product-variant', 'product'],
    ['/men/oxfords', 'main', 'page-not-found', 'url-dispatcher'],
    ['/de/herren/nirgends', 'de', 'page-not-found', 'url-dispatcher'],
  ])('%s → store %s, route %s, screen %s', (path, store, name, screen) => {
    const resolved = resolve(path);
    expect(resolved.store).toBe(store);
    expect(resolved.handle.name).toBe(name);
    expect(resolved.handle.screen).toBe(screen);
  });

  it('every static and footer page shows the CMS page named by its path', () => {
    for (const identifier of [...STATIC_CMS_PAGES, ...FOOTER_CMS_PAGES]) {
      expect(resolve(`/${identifier}`).handle.screen).toBe('cms-page');
      expect(resolve(`/de/${identifier}`).store).toBe('de');
      expect(staticCmsIdentifier(`/${identifier}/`)).toBe(identifier);
    }
    expect(staticCmsIdentifier('/men')).toBeNull();
  });

  it('checkout uses the minimal layout, /redirect and /loading the empty one, the rest the default', () => {
    expect(resolve('/checkout').handle.layout).toBe('minimal');
    expect(resolve('/de/redirect').handle.layout).toBe('empty');
    expect(resolve('/loading').handle.layout).toBe('empty');
    expect(resolve('/c/men').handle.layout).toBe('default');
    expect(resolve('/nowhere').handle.layout).toBe('default');
  });

  it('product routes carry parentSku, slug and childSku', () => {
    expect(resolve('/p/KR-1/albert-oxford/KR-1-42').params).toMatchObject({ parentSku: 'KR-1', slug: 'albert-oxford', childSku: 'KR-1-42' });
    expect(resolve('/p/CARE-SET/care-set').params).toMatchObject({ parentSku: 'CARE-SET', slug: 'care-set' });
  });

  it('only pages the same for every visitor may be shared through the HTML cache', () => {
    const shareable = ROUTE_TABLE.filter((r) => r.shareable).map((r) => r.screen);
    expect(new Set(shareable)).toEqual(new Set(['home', 'cms-page', 'product', 'category', 'search', 'url-dispatcher']));
  });

  it('route ids are unique across the three store views', () => {
    const ids: string[] = [];
    const walk = (list: typeof routes) => list.forEach((r) => (ids.push(r.id!), r.children && walk(r.children)));
    walk(routes);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('de/category');
    expect(ids).toContain('it/product-variant');
  });
});

describe('screens a page shows (their code and texts load before hydration)', () => {
  const matched = (path: string, data: unknown) => matchRoutes(routes, path)!.map((m) => ({ handle: m.route.handle as unknown, data: m.route.handle ? data : undefined }));

  it('the URL dispatcher brings only the screen of the page its mapping found', () => {
    expect(pageScreens(matched('/men', { kind: 'category' }))).toEqual(['url-dispatcher', 'category']);
    expect(pageScreens(matched('/de/some-shoe', { kind: 'product' }))).toEqual(['url-dispatcher', 'product']);
    expect(pageScreens(matched('/faq', { kind: 'cms' }))).toEqual(['url-dispatcher', 'cms-page']);
    // A 404 (no data) shows the dispatcher's error alone.
    expect(pageScreens(matched('/nothing-here', undefined))).toEqual(['url-dispatcher']);
  });

  it('other screens are just themselves', () => {
    expect(pageScreens(matched('/c/men', { kind: 'category' }))).toEqual(['category']);
    expect(pageScreens(matched('/checkout', null))).toEqual(['checkout']);
  });
});
