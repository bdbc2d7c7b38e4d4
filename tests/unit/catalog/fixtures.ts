import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';

export function child(sku: string, size: number, color: number, over: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return { id: Number(sku.replace(/\D/g, '')) || 1, sku, name: sku, status: 1, stock: { qty: 5, is_in_stock: true, manage_stock: true }, price: 100, price_incl_tax: 119, size, color, ...over };
}

export function product(over: Partial<ProductDocument> = {}): ProductDocument {
  return {
    id: 1, sku: 'KR-1001', name: 'Oxford Berlin', slug: 'oxford-berlin', type_id: 'simple', url_key: 'oxford-berlin', url_path: 'oxford-berlin',
    status: 1, visibility: 4, tax_class_id: 2, category: [], category_ids: [], image: '/img/x.svg', media_gallery: [],
    stock: { qty: 5, is_in_stock: true, manage_stock: true }, price: 100, price_incl_tax: 119,
    created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00', ...over,
  };
}
