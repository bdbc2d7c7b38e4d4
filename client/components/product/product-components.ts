// Grouped and bundle products (spec 01 §4 "Grouped and bundle prices"): the loader fetches their component products
// (only status 1 ones count), lists them for the page and prices the parent: a grouped product sums its associated
// simple links (quantity 1 each), a bundle sums each option's default link times its quantity.
import type { CatalogApi } from '../../../shared/api/catalog.js';
import type { ProductDocument, StockInfo } from '../../../shared/catalog-types.js';
import { bundleDefaultParts, bundleStock, groupedStock, type PartStock } from '../../../shared/catalog/composite-stock.js';
import { getBundlePriceCents, getGroupedPriceCents, getSimplePrice, type DisplayPrice } from '../../../shared/catalog/prices.js';
import { productImageUrl, productUrl } from '../../../shared/routing/urls.js';
import type { StoreCode } from '../../../shared/store-views.js';
import { toCartProduct } from './cart-product.js';

export interface ComponentItemView {
  sku: string;
  name: string;
  href: string;
  image: string | null;
  price: DisplayPrice;
  available: boolean;
  qty: number;
  isDefault: boolean;
}

export interface BundleOptionView {
  id: number;
  title: string;
  required: boolean;
  items: ComponentItemView[];
}

export interface ProductComponentsView {
  grouped: ComponentItemView[];
  bundle: BundleOptionView[];
  /** The parent's price from its components. */
  price: DisplayPrice;
  /** The parent's stock from its components (a bundle's default parts, a grouped product's items). */
  stock: StockInfo;
  /** The grouped items as the cart needs them (each is added on its own). */
  cartProducts: ProductDocument[];
}

function componentSkus(product: ProductDocument): string[] {
  if (product.type_id === 'grouped') return (product.product_links ?? []).filter((l) => l.link_type === 'associated').map((l) => l.linked_product_sku);
  if (product.type_id === 'bundle') return (product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku));
  return [];
}

function itemView(store: StoreCode, doc: ProductDocument, qty: number, isDefault: boolean, now: Date): ComponentItemView {
  return {
    sku: doc.sku,
    name: doc.name,
    href: productUrl(store, doc),
    image: productImageUrl(doc.thumbnail || doc.image),
    price: getSimplePrice(doc, now),
    available: doc.stock?.is_in_stock !== false,
    qty,
    isDefault,
  };
}

const fixed = (cents: number): DisplayPrice => ({ finalCents: cents, regularCents: cents, isReduced: false });

export async function loadProductComponents(catalog: CatalogApi, store: StoreCode, product: ProductDocument, now: Date): Promise<ProductComponentsView | null> {
  const skus = [...new Set(componentSkus(product))];
  if (!skus.length) return null;
  const found = await catalog.listProducts({ store, skus, size: skus.length });
  // Spec 01 §4: only products with status 1 are fetched as components.
  const components = new Map(found.items.filter((p) => p.status === 1).map((p) => [p.sku, p]));
  const parts = new Map<string, PartStock>([...components].map(([sku, p]) => [sku, { stock: p.stock, enabled: true }]));
  if (product.type_id === 'grouped') {
    const links = (product.product_links ?? []).filter((l) => l.link_type === 'associated').sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const withProducts = { ...product, product_links: links.map((l) => ({ ...l, product: components.get(l.linked_product_sku) })) };
    const present = links.map((l) => components.get(l.linked_product_sku)).filter((p): p is ProductDocument => Boolean(p));
    return {
      grouped: present.map((p) => itemView(store, p, 1, false, now)),
      bundle: [],
      price: fixed(getGroupedPriceCents(withProducts, now)),
      stock: groupedStock(present.map((p) => parts.get(p.sku)!)),
      cartProducts: present.map(toCartProduct),
    };
  }
  const bundle = [...(product.bundle_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((option) => ({
      id: option.option_id,
      title: option.title,
      required: option.required,
      items: option.product_links.flatMap((link) => {
        const doc = components.get(link.sku);
        return doc ? [itemView(store, doc, Math.max(1, link.qty), link.is_default, now)] : [];
      }),
    }));
  // Issue #12 item 13: the set is only as available as its default parts (and its own stock, which its writer derives).
  const stock = bundleStock(product.stock, bundleDefaultParts(product.bundle_options), parts);
  return { grouped: [], bundle, price: fixed(getBundlePriceCents(product, components, now)), stock, cartProducts: [] };
}
