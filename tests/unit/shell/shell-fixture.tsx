// A fake ShellData and a server render inside the providers root.tsx uses (I18nProvider, ShellDataContext and a
// data router), for render tests and static previews of the shell.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '../../../client/i18n.js';
import { shopPaymentMethodCodes } from '../../../shared/commerce/methods.js';
import { ShellDataContext, type MenuCategory, type ShellData } from '../../../client/shell/shell-data.js';
import { localizePath, type StoreCode } from '../../../shared/store-views.js';
// Server rendering translates with every text registered; so do these renders (the browser loads its page's texts).
import '../../../shared/i18n/index.js';

const BANNER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 360 240'%3E%3Cdefs%3E%3ClinearGradient id='g' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%23b67a4a'/%3E%3Cstop offset='1' stop-color='%233b2417'/%3E%3C/linearGradient%3E%3C/defs%3E%3Crect width='360' height='240' fill='url(%23g)'/%3E%3Cpath d='M40 170c40-6 90-30 130-60 20-15 60-20 90-5 30 15 60 40 70 55v20H40z' fill='%231b1410' opacity='.85'/%3E%3C/svg%3E";

function category(store: StoreCode, id: number, name: string, slug: string, position: number, children: MenuCategory[] = []): MenuCategory {
  return { id, name, href: localizePath(store, `/c/${slug}`), position, children, asideBanner: null };
}

export function fakeShellData(store: StoreCode = 'main', overrides: Partial<ShellData> = {}): ShellData {
  const c = (id: number, name: string, slug: string, position: number, children: MenuCategory[] = []) => category(store, id, name, slug, position, children);
  const men = c(10, 'Men', 'men', 1, [
    c(13, 'Derbies', 'men-derbies', 2, [c(131, 'Plain derbies', 'men-derbies-plain', 1), c(132, 'Split-toe', 'men-derbies-split', 2)]),
    c(11, 'Oxfords', 'men-oxfords', 1, [c(111, 'Cap-toe', 'men-oxfords-cap', 1), c(112, 'Wholecut', 'men-oxfords-wholecut', 2)]),
    c(14, 'Budapesters', 'men-budapesters', 3),
    c(15, 'Loafers', 'men-loafers', 4),
    c(16, 'Boots', 'men-boots', 5, [c(161, 'Chelsea boots', 'men-boots-chelsea', 1), c(162, 'Lace-up boots', 'men-boots-laceup', 2)]),
    c(17, 'Sneakers', 'men-sneakers', 6),
  ]);
  men.asideBanner = { headline: 'The Budapester, welted in Baden-Baden', link: localizePath(store, '/c/men-budapesters'), image: BANNER_IMAGE };
  const women = c(20, 'Women', 'women', 2, [c(21, 'Loafers', 'women-loafers', 1), c(22, 'Boots', 'women-boots', 2), c(23, 'Oxfords', 'women-oxfords', 3)]);
  return {
    store,
    menu: [c(40, 'Sale', 'sale', 5), c(30, 'Accessories', 'accessories', 3, [c(31, 'Shoe care', 'care', 1), c(32, 'Belts', 'belts', 2)]), women, men, c(50, 'New in', 'new', 4)],
    openingHoursHtml: '<p>Mon–Fri 10:00–18:30<br>Sat 10:00–16:00</p>',
    promoted: null,
    appVersion: '0.1.0',
    buildDate: '2026-11-22',
    // A shop with a Payone account: every mark shows (payment-badges.test.tsx checks one without).
    paymentMethods: shopPaymentMethodCodes(true),
    ...overrides,
  };
}

/** Server-renders `ui` at `path` (store view from its prefix) inside the shell's providers. */
export function renderInShell(ui: ReactNode, options: { path?: string; store?: StoreCode; shell?: ShellData } = {}): string {
  const store = options.store ?? 'main';
  const shell = options.shell ?? fakeShellData(store);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? localizePath(store, '/')] });
  return renderToString(
    <I18nProvider store={store}>
      <ShellDataContext.Provider value={shell}>
        <RouterProvider router={router} />
      </ShellDataContext.Provider>
    </I18nProvider>,
  );
}
