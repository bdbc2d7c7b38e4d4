// What a store view's sitemap lists, read through the edge's cached catalogue service: the home page, active
// categories below the root, the products a listing shows (visibility 2/3/4, status 1: never configurable
// children, which are visibility 1) and the active CMS pages.
import { cmsPagePath, categoryPath, productPath } from '../../../shared/routing/urls.js';
import { sitemapDate, type SitemapPage } from '../../../shared/routing/sitemap.js';
import { ROOT_CATEGORY_ID, type StoreCode } from '../../../shared/store-views.js';
import type { EdgeCatalogService } from '../catalog-service.js';
import type { ProductLinkDocument } from '../../upstream/catalog-query.js';

/** Products per catalogue request while walking the whole catalogue (below the 999 of spec 01 §9). */
export const SITEMAP_PRODUCT_PAGE = 500;
/** The sitemap protocol allows 50,000 URLs per file; the walk stops there. */
export const SITEMAP_MAX_URLS = 50_000;
/** CMS identifiers that are screens of their own, not content pages. */
const NOT_CONTENT = new Set(['page-not-found', 'home']);

/**
 * Every product a listing shows, as links (a few fields each, paged: catalog-query.ts buildProductLinkBody), so
 * the walk is a handful of small answers even while shoppers load the catalogue.
 */
async function allListedProducts(catalog: EdgeCatalogService, store: StoreCode): Promise<ProductLinkDocument[]> {
  const products: ProductLinkDocument[] = [];
  for (let from = 0; from < SITEMAP_MAX_URLS; from += SITEMAP_PRODUCT_PAGE) {
    // The listing's filters: visibility [2,3,4] and status [1] (spec 01 §5).
    const page = await catalog.listProductLinks(store, { from, size: SITEMAP_PRODUCT_PAGE });
    products.push(...page.items);
    if (page.items.length < SITEMAP_PRODUCT_PAGE || products.length >= page.total) break;
  }
  return products;
}

/** The pages of one store view keyed by identity, so that the other store views' sitemaps can name them as alternates. */
export async function collectStorePages(catalog: EdgeCatalogService, store: StoreCode): Promise<Map<string, SitemapPage>> {
  const [categories, products, cmsPages] = await Promise.all([
    catalog.listCategories({ store }),
    allListedProducts(catalog, store),
    catalog.listCmsPages(store),
  ]);
  const pages = new Map<string, SitemapPage>([['home', { path: '/' }]]);
  for (const category of categories) {
    if (category.is_active && category.id > ROOT_CATEGORY_ID) pages.set(`category:${category.id}`, { path: categoryPath(category) });
  }
  for (const product of products) {
    if (product.visibility === 1 || product.status !== 1) continue;
    const lastmod = sitemapDate(product.updated_at);
    pages.set(`product:${product.sku}`, { path: productPath(product), ...(lastmod ? { lastmod } : {}) });
  }
  for (const page of cmsPages) {
    if (!NOT_CONTENT.has(page.identifier)) pages.set(`cms:${page.identifier}`, { path: cmsPagePath(page.identifier) });
  }
  return pages;
}
