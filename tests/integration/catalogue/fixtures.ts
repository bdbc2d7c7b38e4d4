// A small catalogue in bulk format for the import tests: a configurable shoe with two sizes (embedded and as child
// documents), an accessory, a category and a CMS page, in the main store view of index prefix `shop`.
export const PREFIX = 'shop';
export const TEST_NOW = new Date('2026-07-01T12:00:00Z');

export function child(id: number, sku: string, size: number, extra: Record<string, unknown> = {}) {
  return {
    id, sku, name: `Albert Oxford ${size}`, status: 1, stock: { qty: 5, is_in_stock: true, manage_stock: true }, size,
    price: 158.82, price_incl_tax: 189, price_tax: 30.18, original_price: 158.82, original_price_incl_tax: 189, original_price_tax: 30.18,
    special_price: null, special_price_incl_tax: null, special_price_tax: null, special_from_date: null, special_to_date: null,
    final_price: 158.82, final_price_incl_tax: 189, final_price_tax: 30.18, ...extra,
  };
}

const prices = { price: 158.82, price_incl_tax: 189, price_tax: 30.18, original_price: 158.82, original_price_incl_tax: 189, original_price_tax: 30.18, special_price: null, special_price_incl_tax: null, special_from_date: null, special_to_date: null, final_price: 158.82, final_price_incl_tax: 189 };

export const SHOE = {
  id: 10010, sku: 'KR-1001', name: 'Albert Oxford', slug: 'albert-oxford', type_id: 'configurable', url_key: 'albert-oxford', url_path: 'p/KR-1001/albert-oxford',
  status: 1, visibility: 4, tax_class_id: 2, category: [{ category_id: 20, name: 'Men' }], category_ids: [20], image: '/img/a.svg', media_gallery: [],
  stock: { qty: 10, is_in_stock: true, manage_stock: true }, ...prices, created_at: '2025-06-15 15:24:59', updated_at: '2026-02-05 06:07:22',
  configurable_options: [{ attribute_id: '143', attribute_code: 'size', label: 'Size', values: [{ value_index: 342, label: '42' }, { value_index: 343, label: '43' }] }],
  configurable_children: [child(1001042, 'KR-1001-42', 342), child(1001043, 'KR-1001-43', 343)],
};

const childDoc = (c: ReturnType<typeof child>) => ({ ...c, type_id: 'simple', visibility: 1, slug: 'albert-oxford', url_key: c.sku.toLowerCase(), url_path: `p/KR-1001/albert-oxford/${c.sku}`, tax_class_id: 2, category: [], category_ids: [], image: '/img/a.svg', media_gallery: [], created_at: SHOE.created_at, updated_at: SHOE.updated_at, parentSku: 'KR-1001', parentId: 10010 });

export const LACES = {
  id: 90120, sku: 'KR-9012', name: 'Laces', slug: 'laces', type_id: 'simple', url_key: 'laces', url_path: 'p/KR-9012/laces', status: 1, visibility: 4, tax_class_id: 2,
  category: [], category_ids: [], image: '/img/l.svg', media_gallery: [], stock: { qty: 50, is_in_stock: true, manage_stock: true },
  price: 7.56, price_incl_tax: 9, price_tax: 1.44, original_price_incl_tax: 9, final_price_incl_tax: 9, created_at: '2025-01-01 00:00:00', updated_at: '2025-01-01 00:00:00',
};

export function catalogueLines(): string[] {
  const docs: [string, { id: number }][] = [
    ['shop_product', SHOE], ['shop_product', LACES], ...SHOE.configurable_children.map((c) => ['shop_product', childDoc(c)] as [string, { id: number }]),
    ['shop_category', { id: 20, name: 'Men' } as { id: number }], ['shop_cms_page', { id: 1, identifier: 'imprint', title: 'Imprint' } as { id: number }],
  ];
  return docs.flatMap(([index, doc]) => [JSON.stringify({ index: { _index: index, _id: String(doc.id) } }), JSON.stringify(doc)]);
}
