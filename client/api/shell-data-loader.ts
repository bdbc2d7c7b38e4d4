// Builds the ShellData every page of the default layout needs (menu, footer opening hours, promoted content) from
// the catalogue and CMS. Only the menu is critical; the blocks fall back to empty when they are missing or broken.
import type { CatalogApi } from '../../shared/api/catalog.js';
import type { CategoryDocument } from '../../shared/catalog-types.js';
import { categoryUrl } from '../../shared/routing/urls.js';
import { ROOT_CATEGORY_ID, type StoreCode } from '../../shared/store-views.js';
import type { Banner, MenuCategory, PromotedContent, ShellData } from '../shell/shell-data.js';
import { optional } from './loader-helpers.js';
import type { BuildInfo } from './services.js';
import { extractJson } from './cms-json.js';

// Where the product blocks read it too; a module of its own so that they do not pull the shell's loader.
export { extractJson };

/** Spec 01 §2: the header shows categories of the configured level (level 2 by default). */
export const MENU_LEVEL = 2;
export const OPENING_HOURS_BLOCK = 'footer-opening-hours';
export const PROMOTED_CONTENT_BLOCK = 'promoted-content';

function inMenu(category: CategoryDocument): boolean {
  return category.is_active && Number(category.include_in_menu) === 1;
}

const byPosition = (a: CategoryDocument, b: CategoryDocument) => a.position - b.position || a.id - b.id;

function toMenuCategory(store: StoreCode, category: CategoryDocument, children: MenuCategory[]): MenuCategory {
  return {
    id: category.id,
    name: category.name,
    href: categoryUrl(store, category),
    position: category.position,
    children,
    asideBanner: category.menu_aside_banner ?? null,
  };
}

/**
 * Spec 01 §2: active in-menu categories of the menu level under the root, each with its active in-menu
 * subcategories sorted by position and its optional aside banner.
 */
export function buildMenu(store: StoreCode, topLevel: readonly CategoryDocument[], subLevel: readonly CategoryDocument[]): MenuCategory[] {
  return topLevel
    .filter((c) => inMenu(c) && c.parent_id === ROOT_CATEGORY_ID)
    .sort(byPosition)
    .map((parent) => {
      const children = subLevel
        .filter((c) => inMenu(c) && c.parent_id === parent.id)
        .sort(byPosition)
        .map((child) => toMenuCategory(store, child, []));
      return toMenuCategory(store, parent, children);
    });
}

function isBannerList(value: unknown): value is Banner[] {
  return Array.isArray(value) && value.every((b) => typeof b === 'object' && b !== null && typeof (b as Banner).link === 'string' && typeof (b as Banner).image === 'string');
}

/** The 'promoted-content' block as PromotedContent, or null when it is missing or not of that shape. */
export function parsePromotedContent(content: string | undefined): PromotedContent | null {
  const raw = content ? extractJson(content) : null;
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Partial<PromotedContent>;
  const banners = (list: unknown): Banner[] => (isBannerList(list) ? list : []);
  return {
    mainBanners: banners(value.mainBanners),
    smallBanners: banners(value.smallBanners),
    productBanners: banners(value.productBanners),
    menuAsideBanners: banners(value.menuAsideBanners),
    trustbar: Array.isArray(value.trustbar) ? value.trustbar.filter((t) => typeof t?.text === 'string') : [],
    newsletter: value.newsletter ?? { title_footer: '', gender: false, buttonText: '' },
  };
}

export async function loadShellData(catalog: CatalogApi, store: StoreCode, build: BuildInfo): Promise<ShellData> {
  const [topLevel, subLevel, hours, promoted] = await Promise.all([
    catalog.listCategories({ store, level: MENU_LEVEL }),
    catalog.listCategories({ store, level: MENU_LEVEL + 1 }),
    optional(catalog.getCmsBlock(store, OPENING_HOURS_BLOCK)),
    optional(catalog.getCmsBlock(store, PROMOTED_CONTENT_BLOCK)),
  ]);
  // Loaders run in the browser only on client-side moves: the sanitiser is not part of a page's first load.
  const { sanitizeHtml } = await import('./sanitize-html.js');
  return {
    store,
    menu: buildMenu(store, topLevel, subLevel),
    openingHoursHtml: hours ? sanitizeHtml(hours.content, 'simple') : '',
    promoted: parsePromotedContent(promoted?.content),
    appVersion: build.appVersion,
    buildDate: build.buildDate,
    paymentMethods: build.paymentMethods,
  };
}
