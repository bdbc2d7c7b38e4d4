// What the product page shows, decided in the loader from the product document (spec 01 §3–§4): prices and
// availability per child (they depend on the time), the configurable options and the gallery.
import type { CategoryDocument, ProductDocument } from '../../../shared/catalog-types.js';
import { getChildPrice, getProductPrice, isNewProduct, type DisplayPrice } from '../../../shared/catalog/prices.js';
import { productDetails, type AttributeLabels, type ProductDetail } from '../../../shared/catalog/product-details.js';
import { getStockStatus, type StockStatus } from '../../../shared/catalog/stock.js';
import { COLOUR_OPTION } from '../../../shared/catalog/variant-selection.js';
import { getChildOptionValue, isChildAvailable } from '../../../shared/catalog/variants.js';
import { categoryUrl, productPath, productRouteName } from '../../../shared/routing/urls.js';
import { ROOT_CATEGORY_ID, type StoreCode } from '../../../shared/store-views.js';
import type { htmlToPlainText, sanitizeHtml } from '../../api/sanitize-html.js';
import type { BreadcrumbRoute } from './Breadcrumbs.js';
import { brandName } from './product-card-data.js';

export interface ProductOptionView {
  code: string;
  label: string;
  values: { valueIndex: number; label: string }[];
}

export interface ProductChildView {
  sku: string;
  /** value_index per option code. */
  values: Record<string, number>;
  /** In stock and enabled (spec 01 §4: children out of stock or with status 2+ are not offered). */
  available: boolean;
  price: DisplayPrice;
}

export interface ProductView {
  id: number;
  sku: string;
  slug: string;
  name: string;
  typeId: ProductDocument['type_id'];
  /** Spec 01 §2: the route is named after the product type. */
  routeName: string;
  path: string;
  brand: string | null;
  subHeadline: string | null;
  color: string | null;
  descriptionHtml: string;
  metaTitle: string;
  metaDescription: string;
  images: string[];
  /** A multi-colour product's pictures per colour value (its block of the gallery); null for one colour. */
  imagesByColour: Record<number, string[]> | null;
  price: DisplayPrice;
  isNew: boolean;
  /** The editor's badge text (hf_badge_label). */
  badgeLabel: string | null;
  /** Base price facts (spec 01 §3): package amount, reference amount, unit code; null when the product has none. */
  basePrice: Pick<ProductDocument, 'base_price_amount' | 'base_price_base_amount' | 'base_price_unit'> | null;
  stock: StockStatus;
  options: ProductOptionView[];
  children: ProductChildView[];
  /** Additional information (shared/catalog/product-details.ts). */
  details: ProductDetail[];
}

function galleryImages(product: ProductDocument): string[] {
  const fromGallery = (product.media_gallery ?? [])
    .filter((entry) => entry.image && entry.typ !== 'video')
    .sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0))
    .map((entry) => entry.image);
  const images = fromGallery.length ? fromGallery : [product.image].filter(Boolean);
  return [...new Set(images)];
}

/**
 * A multi-colour product's gallery is in blocks, one per colour, each starting at the picture its children show
 * (their `image`): choosing a colour shows its block. A colour whose picture is not in the gallery is left out (the
 * page then shows the whole gallery for it).
 */
export function colourGalleries(product: ProductDocument, images: readonly string[]): Record<number, string[]> | null {
  const starts = new Map<number, number>();
  for (const child of product.configurable_children ?? []) {
    const colour = getChildOptionValue(child, COLOUR_OPTION);
    const at = child.image ? images.indexOf(child.image) : -1;
    if (colour !== undefined && at >= 0 && !starts.has(colour)) starts.set(colour, at);
  }
  if (starts.size < 2) return null;
  const blockStarts = [...new Set(starts.values())].sort((a, b) => a - b);
  return Object.fromEntries(
    [...starts].map(([colour, at]) => {
      const end = blockStarts.find((start) => start > at) ?? images.length;
      return [colour, images.slice(at, end)];
    }),
  );
}

/** The HTML tools of client/api/sanitize-html.ts, which the loader imports on demand (not part of a first load). */
export interface HtmlTools {
  sanitizeHtml: typeof sanitizeHtml;
  htmlToPlainText: typeof htmlToPlainText;
}

export function toProductView(product: ProductDocument, now: Date, html: HtmlTools, labels: AttributeLabels = {}): ProductView {
  const { sanitizeHtml, htmlToPlainText } = html;
  const options = [...(product.configurable_options ?? [])]
    .filter((option) => option.attribute_code)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      code: option.attribute_code,
      label: option.label,
      values: option.values.filter((v) => v.label.trim()).map((v) => ({ valueIndex: v.value_index, label: v.label })),
    }));
  const images = galleryImages(product);
  const children = (product.configurable_children ?? [])
    .filter((child) => child.status < 2)
    .map((child) => ({
      sku: child.sku,
      values: Object.fromEntries(options.map((o) => [o.code, getChildOptionValue(child, o.code)]).filter(([, v]) => v !== undefined)),
      available: isChildAvailable(child, false),
      price: getChildPrice(child, now),
    }));
  return {
    id: product.id,
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    typeId: product.type_id,
    routeName: productRouteName(product.type_id),
    path: productPath(product),
    brand: brandName(product.manufacturer),
    subHeadline: product.hf_sub_headline?.trim() || null,
    color: product.hf_color?.trim() || null,
    descriptionHtml: sanitizeHtml(product.description ?? ''),
    metaTitle: product.meta_title || product.name,
    metaDescription: product.meta_description || htmlToPlainText(product.short_description || product.description),
    images,
    imagesByColour: product.type_id === 'configurable' ? colourGalleries(product, images) : null,
    price: getProductPrice(product, now, { showOutOfStock: true }),
    isNew: isNewProduct(product, now),
    badgeLabel: product.hf_badge_label?.trim() || null,
    basePrice: product.base_price_unit ? { base_price_amount: product.base_price_amount, base_price_base_amount: product.base_price_base_amount, base_price_unit: product.base_price_unit } : null,
    stock: getStockStatus(product.stock),
    options,
    children,
    details: productDetails(product, brandName(product.manufacturer), labels),
  };
}

function usableCategories(categories: readonly CategoryDocument[]): CategoryDocument[] {
  return categories.filter((c) => c.is_active && c.id > ROOT_CATEGORY_ID);
}

/** The most specific of the product's categories (e.g. Men › Budapesters rather than Bestsellers). */
export function deepestCategory(categories: readonly CategoryDocument[]): CategoryDocument | null {
  return usableCategories(categories).reduce<CategoryDocument | null>((best, c) => (!best || c.level > best.level ? c : best), null);
}

/**
 * Breadcrumbs to the product's deepest category: that category's ancestors (those among `categories`) and itself.
 * `categories` are the product's own categories as the catalogue returned them.
 */
export function productBreadcrumbs(store: StoreCode, categories: readonly CategoryDocument[]): BreadcrumbRoute[] {
  const usable = usableCategories(categories);
  const deepest = deepestCategory(usable);
  if (!deepest) return [];
  const chain = (deepest.path ?? '')
    .split('/')
    .map(Number)
    .map((id) => usable.find((c) => c.id === id))
    .filter((c): c is CategoryDocument => Boolean(c));
  const trail = chain.length && chain[chain.length - 1].id === deepest.id ? chain : [...chain, deepest];
  return trail.map((c) => ({ name: c.name, route_link: categoryUrl(store, c) }));
}

// Read while rendering, so a module of its own (this one belongs to the loader, not to a page's first load).
export { selectedChild } from './product-child.js';
