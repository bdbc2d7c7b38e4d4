// A small in-memory CatalogApi over a handful of documents: enough for the SSR plugin's routes (home, category,
// product, CMS, URL mapping) without the embedded backends. It answers like the edge's catalogue service: a
// child's sku yields its own document (visibility 1, parentSku set).
import type { CatalogApi, ProductListResult, UrlMapResult } from '../../../shared/api/catalog.js';
import type { CategoryDocument, CmsBlockDocument, CmsPageDocument, ProductDocument } from '../../../shared/catalog-types.js';

export function category(id: number, name: string, parent: number, level: number, position: number, extra: Partial<CategoryDocument> = {}): CategoryDocument {
  const slug = name.toLowerCase();
  return {
    id,
    parent_id: parent,
    name,
    slug,
    level,
    position,
    path: `1/2/${parent > 2 ? `${parent}/` : ''}${id}`,
    is_active: true,
    include_in_menu: 1,
    product_count: 3,
    children_count: 0,
    url_key: slug,
    url_path: parent > 2 ? `men/${slug}` : slug,
    description: `<p>All our ${name}.</p><script>alert(1)</script>`,
    ...extra,
  };
}

function child(sku: string, size: number, inStock: boolean) {
  return {
    id: size,
    sku,
    name: `Oxford ${size}`,
    status: 1 as const,
    stock: { qty: inStock ? 3 : 0, is_in_stock: inStock, manage_stock: true },
    price: 251.26,
    price_incl_tax: 299,
    size,
  };
}

export function product(sku: string, name: string, extra: Partial<ProductDocument> = {}): ProductDocument {
  return {
    id: sku.length,
    sku,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    type_id: 'simple',
    url_key: sku.toLowerCase(),
    url_path: `men/oxfords/${sku.toLowerCase()}`,
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    category: [{ category_id: 11, name: 'Oxfords' }],
    category_ids: [10, 11],
    manufacturer: 101,
    description: '<p>Goodyear-welted calf leather.</p>',
    image: 'catalog/ox.png',
    media_gallery: [],
    stock: { qty: 5, is_in_stock: true, manage_stock: true },
    price: 251.26,
    price_incl_tax: 299,
    created_at: '2026-01-01 10:00:00',
    updated_at: '2026-01-02 10:00:00',
    ...extra,
  };
}

export const CATEGORIES: CategoryDocument[] = [
  category(10, 'Men', 2, 2, 1, { menu_aside_banner: { headline: 'Budapesters', link: '/c/oxfords', image: 'banner.png' } }),
  category(20, 'Women', 2, 2, 2),
  category(11, 'Oxfords', 10, 3, 2),
  category(12, 'Derbies', 10, 3, 1),
  category(1, 'Root catalog', 0, 0, 0, { url_path: 'root-catalog' }),
];

export const PRODUCTS: ProductDocument[] = [
  product('KR-OX-1', 'Kranich Oxford', {
    type_id: 'configurable',
    configurable_options: [
      { attribute_id: '144', attribute_code: 'size', label: 'Size', values: [{ value_index: 42, label: '42' }, { value_index: 43, label: '43' }] },
    ],
    configurable_children: [child('KR-OX-1-42', 42, true), child('KR-OX-1-43', 43, false)],
  }),
  { ...product('KR-OX-1-42', 'Oxford 42', { visibility: 1 }), parentSku: 'KR-OX-1' } as ProductDocument,
  product('KR-DB-2', 'Kranich Derby', { special_price_incl_tax: 249, special_from_date: '2020-01-01 00:00:00', news_from_date: '2020-01-01 00:00:00' }),
  product('KR-OLD-3', 'Retired Loafer', { status: 2 }),
];

export const CMS_PAGES: CmsPageDocument[] = [
  { id: 1, identifier: 'agb', title: 'Terms and conditions', content: '<h2>Scope</h2><p onclick="x()">These terms apply.</p>', active: true, store_id: 0 },
  { id: 2, identifier: 'about-us', title: 'About us', content: '<p>Since 1921.</p>', active: true, store_id: 0 },
];

export const CMS_BLOCKS: CmsBlockDocument[] = [
  { id: 1, identifier: 'footer-opening-hours', title: 'Hours', content: '<p>Mon–Fri <strong>9–18</strong></p><img src=x onerror=alert(1)>', active: true, store_id: 0 },
  {
    id: 2,
    identifier: 'promoted-content',
    title: 'Promoted',
    content: JSON.stringify({
      mainBanners: [{ title: 'The new Budapesters', link: '/c/men', image: '/img/banner.png', buttonText: 'Discover' }],
      smallBanners: [],
      trustbar: [{ icon: 'truck', text: 'Free shipping' }],
    }),
    active: true,
    store_id: 0,
  },
  { id: 3, identifier: 'home-products-men', title: 'Block', content: '<p>{"category": 11, "productsCount": 4, "headline": "Oxfords for you", "headingLevel": 2}</p>', active: true, store_id: 0 },
];

function listResult(items: ProductDocument[], size = 50): ProductListResult {
  return { items: items.slice(0, size), total: items.length, start: 0, perPage: size, aggregations: {} };
}

export interface FakeCatalogOptions {
  /** Makes every call fail, as an unreachable catalogue would. */
  failing?: boolean;
  /** Delay before product lists answer, to see streaming. */
  listDelayMs?: number;
}

export function createFakeCatalog(options: FakeCatalogOptions = {}): CatalogApi & { calls: string[] } {
  const calls: string[] = [];
  const answer = async <T,>(name: string, value: T): Promise<T> => {
    calls.push(name);
    if (options.failing) throw new Error('catalogue unreachable');
    return value;
  };
  const visible = PRODUCTS.filter((p) => p.visibility > 1 && p.status === 1);
  return {
    calls,
    async listProducts(query) {
      if (options.listDelayMs) await new Promise((resolve) => setTimeout(resolve, options.listDelayMs));
      const items = visible.filter((p) => query.category === undefined || p.category_ids.includes(query.category));
      return answer('listProducts', listResult(items, query.size));
    },
    getProduct: (_store, sku) => answer('getProduct', PRODUCTS.find((p) => p.sku === sku) ?? null),
    listCategories: (query) =>
      answer(
        'listCategories',
        CATEGORIES.filter(
          (c) =>
            (query.level === undefined || c.level === query.level) &&
            (query.parent === undefined || c.parent_id === query.parent) &&
            (query.ids === undefined || query.ids.includes(c.id)) &&
            (query.slug === undefined || c.slug === query.slug),
        ).sort((a, b) => a.position - b.position),
      ),
    resolveUrl(_store, url) {
      const path = url.replace(/^\/(de|it)(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
      const categoryHit = CATEGORIES.find((c) => c.url_path === path);
      const productHit = PRODUCTS.find((p) => p.url_path === path);
      const result: UrlMapResult | null = categoryHit
        ? { _type: 'category', _source: categoryHit }
        : productHit
          ? { _type: 'product', _source: productHit }
          : null;
      return answer('resolveUrl', result);
    },
    getCmsPage: (_store, identifier) => answer('getCmsPage', CMS_PAGES.find((p) => p.identifier === identifier) ?? null),
    getCmsBlock: (_store, identifier) => answer('getCmsBlock', CMS_BLOCKS.find((b) => b.identifier === identifier) ?? null),
  };
}
