// The routes of spec 01 §2, as data: every store view gets the same table under its own prefix (client/routes.ts
// turns it into React Router route objects). Names are the spec's route names; the product route's final name
// ('<type>-product') depends on the product and is decided by its loader.

export type LayoutName = 'default' | 'minimal' | 'empty';

/** One screen module per id (client/routes/<screen>.tsx). */
export type ScreenId =
  | 'home'
  | 'checkout'
  | 'cms-page'
  | 'my-account'
  | 'contact'
  | 'cookie-settings'
  | 'product'
  | 'category'
  | 'newsletter'
  | 'reset-password'
  | 'unsubscribe'
  | 'redirect'
  | 'loading'
  | 'not-found'
  | 'url-dispatcher'
  | 'search'
  | 'withdrawal';

export interface RouteDefinition {
  /** Unique within a store view; the spec's route name where it gives one. */
  name: string;
  /** Path inside the store view without a leading slash; '' is the store's home (index route). */
  path: string;
  screen: ScreenId;
  layout: LayoutName;
  /**
   * The page is the same for every visitor, so its rendered HTML may be shared through the edge's HTML cache
   * (DESIGN §2). Everything personal is filled in by the browser after hydration.
   */
  shareable: boolean;
}

/** Static content pages of spec 01 §2; each shows the CMS page whose identifier is its path. */
export const STATIC_CMS_PAGES = ['legal', 'privacy', 'about-us', 'customer-service', 'store-locator', 'size-guide', 'delivery', 'returns'] as const;

/** Static shop pages the footer links to (spec 01 §2), shown as CMS pages by identifier as well. */
export const FOOTER_CMS_PAGES = [
  'schuhwissen',
  'jobs',
  'geschenkgutscheine',
  'lieferung-und-versand',
  'ruecksendung-und-umtausch',
  'groessentabelle',
  'agb',
  'datenschutz',
  'impressum',
  'widerruf',
] as const;

const CMS_IDENTIFIER_ROUTES: readonly string[] = [...STATIC_CMS_PAGES, ...FOOTER_CMS_PAGES];

function route(name: string, path: string, screen: ScreenId, layout: LayoutName = 'default', shareable = false): RouteDefinition {
  return { name, path, screen, layout, shareable };
}

export const ROUTE_TABLE: readonly RouteDefinition[] = Object.freeze([
  route('home', '', 'home', 'default', true),
  route('home-pwa', 'pwa.html', 'home', 'default', true),
  route('checkout', 'checkout', 'checkout', 'minimal'),
  ...CMS_IDENTIFIER_ROUTES.map((identifier) => route(identifier, identifier, 'cms-page', 'default', true)),
  route('my-account', 'my-account', 'my-account'),
  route('contact', 'contact', 'contact'),
  route('kontakt', 'kontakt', 'contact'),
  route('cookie-settings', 'cookie-settings', 'cookie-settings'),
  route('cookie-einstellungen', 'cookie-einstellungen', 'cookie-settings'),
  route('product', 'p/:parentSku/:slug', 'product', 'default', true),
  route('product-variant', 'p/:parentSku/:slug/:childSku', 'product', 'default', true),
  route('category', 'c/:slug', 'category', 'default', true),
  route('cms-page', 'i/:slug', 'cms-page', 'default', true),
  route('search', 'search', 'search', 'default', true),
  route('newsletter', 'newsletter', 'newsletter'),
  route('resetpassword', 'resetpassword', 'reset-password'),
  route('abmelden', 'abmelden', 'unsubscribe'),
  route('redirect', 'redirect', 'redirect', 'empty'),
  route('loading', 'loading', 'loading', 'empty'),
  route('error', 'error', 'not-found'),
  // The withdrawal button (§356a BGB), with a German alias.
  route('withdrawal', 'withdrawal', 'withdrawal'),
  route('widerruf-erklaeren', 'widerruf-erklaeren', 'withdrawal'),
  // Unmatched paths first try the URL mapping (category, product or CMS url_path), then show the not-found page.
  route('page-not-found', '*', 'url-dispatcher', 'default', true),
]);

/** The CMS page identifier a static route shows ('/de/agb' → 'agb'), or null when the path is not one of them. */
export function staticCmsIdentifier(pathInStore: string): string | null {
  const identifier = pathInStore.replace(/^\/+|\/+$/g, '');
  return CMS_IDENTIFIER_ROUTES.includes(identifier) ? identifier : null;
}
