// URL building for categories, products, CMS pages and images (spec 01 §2 "Route names and parameters").
import type { CategoryDocument, ProductDocument, ProductTypeId } from '../catalog-types.js';
import { localizePath, type StoreCode } from '../store-views.js';
import { staticCmsIdentifier } from './route-table.js';

/**
 * The URL dispatcher is on: a category's URL is its url_path ('/men/oxfords'), resolved through the URL mapping;
 * without a url_path it is '/c/{slug}'. Products keep their explicit '/p/…' routes, whose names carry the type.
 */
export const URL_DISPATCHER = true;

type CategoryLink = Pick<CategoryDocument, 'url_path' | 'slug'>;
type ProductLink = Pick<ProductDocument, 'sku' | 'slug' | 'type_id'>;

function segment(value: string): string {
  return encodeURIComponent(value);
}

/** Category path inside a store view: the url_path with the dispatcher on, else c/{slug}. */
export function categoryPath(category: CategoryLink): string {
  const urlPath = category.url_path?.replace(/^\/+|\/+$/g, '');
  if (URL_DISPATCHER && urlPath) return `/${urlPath.split('/').map(segment).join('/')}`;
  return `/c/${segment(category.slug)}`;
}

export function categoryUrl(store: StoreCode, category: CategoryLink): string {
  return localizePath(store, categoryPath(category));
}

/**
 * Product path inside a store view. Configurable products use /p/{parentSku}/{slug}/{childSku}, where childSku is
 * the chosen child or the product's own sku; every other type uses /p/{parentSku}/{slug} (spec 01 §2).
 */
export function productPath(product: ProductLink, childSku?: string): string {
  const base = `/p/${segment(product.sku)}/${segment(product.slug)}`;
  if (product.type_id !== 'configurable') return base;
  return `${base}/${segment(childSku ?? product.sku)}`;
}

export function productUrl(store: StoreCode, product: ProductLink, childSku?: string): string {
  return localizePath(store, productPath(product, childSku));
}

/** Spec 01 §2: a product route is named by the product type followed by '-product'. */
export function productRouteName(typeId: ProductTypeId): string {
  return `${typeId}-product`;
}

/** A CMS page's path: its static route when it has one ('/agb'), else /i/{identifier}. */
export function cmsPagePath(identifier: string): string {
  return staticCmsIdentifier(identifier) ? `/${identifier}` : `/i/${segment(identifier)}`;
}

/**
 * A catalogue picture's URL: the edge serves the generated pictures under /img/ (server/edge/images.ts), in the
 * one size they were generated in. Absolute URLs and paths already under /img/ pass through unchanged.
 */
export function productImageUrl(path: string | undefined | null): string | null {
  if (!path || path === 'no_selection') return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/img/')) return path;
  return `/img/${path.replace(/^\/+/, '')}`;
}

/**
 * A link from content (banners, blocks) inside a store view: absolute URLs and links already carrying the store's
 * prefix stay as they are; store-local paths get the prefix.
 */
export function localizeLink(store: StoreCode, link: string): string {
  if (/^(https?:)?\/\//.test(link) || /^(mailto|tel):/.test(link)) return link;
  const localized = localizePath(store, link);
  const prefix = localizePath(store, '/').replace(/\/$/, '');
  return prefix && (link === prefix || link.startsWith(`${prefix}/`)) ? link : localized;
}
