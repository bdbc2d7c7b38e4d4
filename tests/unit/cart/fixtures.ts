// Small builders for cart tests: client lines, server lines and catalogue products.
import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';
import { lineChecksum } from '../../../shared/cart/cart-hash.js';
import type { CartItem, ProductOption, ServerCartItem } from '../../../shared/cart/cart-types.js';

export function line(sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem {
  const item: CartItem = { sku, qty, name: sku, type_id: 'simple', priceCents: 10000, checksum: '', ...extra };
  return { ...item, checksum: lineChecksum(item) };
}

export function serverLine(sku: string, qty: number, itemId: number, extra: Partial<ServerCartItem> = {}): ServerCartItem {
  return { item_id: itemId, sku, qty, name: sku, price: 100, product_type: 'simple', quote_id: 'cart-1', ...extra };
}

export function configurableOption(size: number): ProductOption {
  return { extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: size, label: 'Size', value: String(size) }] } };
}

export function child(sku: string, size: number, extra: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return {
    id: size,
    sku,
    name: `Oxford Anton ${size}`,
    status: 1,
    stock: { qty: 5, is_in_stock: true, manage_stock: true },
    price: 251.18,
    price_incl_tax: 298.9,
    size,
    image: `/oxford-${size}.jpg`,
    ...extra,
  };
}

export function product(extra: Partial<ProductDocument> = {}): ProductDocument {
  return {
    id: 1,
    sku: 'OXF-ANTON',
    name: 'Oxford Anton',
    slug: 'oxford-anton',
    type_id: 'simple',
    url_key: 'oxford-anton',
    url_path: 'oxford-anton',
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    category: [],
    category_ids: [],
    image: '/oxford.jpg',
    media_gallery: [],
    stock: { qty: 20, is_in_stock: true, manage_stock: true },
    price: 251.18,
    price_incl_tax: 298.9,
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    ...extra,
  };
}

export function configurableProduct(children: ConfigurableChild[]): ProductDocument {
  return product({
    type_id: 'configurable',
    configurable_options: [{ attribute_id: '142', attribute_code: 'size', label: 'Size', values: children.map((c) => ({ value_index: c.size!, label: String(c.size) })) }],
    configurable_children: children,
  });
}
