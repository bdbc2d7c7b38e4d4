// A small VSF-like product index for the catalogue-index tests: configurable shoes with children, categories as
// arrays of objects, prices around the 50/100/150 range borders, umlauts, missing and null fields on purpose.
import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';

export const PRODUCT_INDEX = 'vue_storefront_catalog_product';
/** A fixed "now" for date math: 2026-06-15 12:00:00 UTC. */
export const FIXED_NOW = Date.UTC(2026, 5, 15, 12, 0, 0);

const MEN = { category_id: 20, name: 'Men' };
const WOMEN = { category_id: 30, name: 'Women' };
const SALE = { category_id: 40, name: 'Sale' };
const ACCESSORIES = { category_id: 50, name: 'Accessories' };
const BESTSELLERS = { category_id: 70, name: 'Bestsellers' };

function child(sku: string, size: number, inStock: boolean, price: number): ConfigurableChild {
  return { id: 0, sku, name: sku, status: 1, stock: { qty: inStock ? 5 : 0, is_in_stock: inStock, manage_stock: true }, price, price_incl_tax: price, size };
}

function product(fields: Partial<ProductDocument> & Pick<ProductDocument, 'id' | 'sku' | 'name' | 'price'>): ProductDocument {
  const categories = fields.category ?? [MEN];
  return {
    slug: fields.sku.toLowerCase(),
    type_id: 'configurable',
    url_key: fields.sku.toLowerCase(),
    url_path: `p/${fields.sku.toLowerCase()}`,
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    category: categories,
    category_ids: categories.map((category) => category.category_id),
    image: `/img/${fields.sku}.webp`,
    media_gallery: [],
    stock: { qty: 10, is_in_stock: true, manage_stock: true },
    price_incl_tax: fields.price,
    final_price: fields.price,
    created_at: '2026-01-10 08:00:00',
    updated_at: '2026-02-01 09:30:00',
    ...fields,
  };
}

export const PRODUCTS: ProductDocument[] = [
  product({
    id: 1, sku: 'KR-OX-101', name: 'Kranich Oxford Classic', price: 189, manufacturer: 101, color: 49, size: [43, 44],
    category: [MEN, BESTSELLERS], updated_at: '2026-03-01 10:00:00',
    configurable_children: [child('KR-OX-101-43', 43, true, 189), child('KR-OX-101-44', 44, false, 189)],
  }),
  product({
    id: 2, sku: 'KR-DB-102', name: 'Kranich Derby Budapester', price: 249, special_price: 199, final_price: 199,
    manufacturer: 101, color: 50, visibility: 2, updated_at: '2026-04-20 16:45:00',
    configurable_children: [child('KR-DB-102-42', 42, false, 249)],
  }),
  product({
    id: 3, sku: 'VB-BP-201', name: 'Vándor Budapest Budapester Brogue', price: 349, manufacturer: 102, color: 50,
    category: [MEN, SALE], is_sale: true, news_from_date: '2026-01-01 00:00:00', news_to_date: null,
    updated_at: '2026-05-05 12:00:00',
    configurable_children: [child('VB-BP-201-41', 41, true, 349), child('VB-BP-201-42', 42, true, 349)],
  }),
  product({
    id: 4, sku: 'EW-LF-301', name: 'Eichwald Penny Loafer', price: 45, manufacturer: 103, color: 51, visibility: 3,
    category: [WOMEN], is_sale: false, configurable_children: [child('EW-LF-301-38', 38, true, 45)],
  }),
  product({
    id: 5, sku: 'KR-BT-105', name: 'Kranich Chelsea Boot Schwarz', price: 99.5, manufacturer: 101, color: 49,
    category: [WOMEN, SALE], is_sale: true, updated_at: undefined,
  }),
  product({
    id: 6, sku: 'ACC-CARE-1', name: 'Schuhpflege Set Größe M', price: 29.9, type_id: 'simple', category: [ACCESSORIES],
    description: 'Bürste, Creme und Tuch für Glattleder', created_at: '2025-11-30 23:59:59',
  }),
  product({
    id: 7, sku: 'KR-OX-107', name: 'Kranich Oxford Cap Toe Extra Long Limited Anniversary Edition', price: 150,
    manufacturer: 101, color: 52, configurable_children: [child('KR-OX-107-45', 45, true, 150)],
  }),
  product({
    id: 8, sku: 'KR-SN-108', name: 'Kranich Sneaker', price: 100, manufacturer: 101, visibility: 1, status: 2,
    category: [WOMEN],
  }),
  product({
    id: 9, sku: 'EW-OX-309', name: 'Oxfords Wingtip', price: 210, manufacturer: 103, color: 52,
    configurable_children: [child('EW-OX-309-46', 46, false, 210)],
  }),
];

/** A fresh index holding the fixture, with `now` fixed. */
export function fixtureIndex(): CatalogIndex {
  const index = new CatalogIndex({ now: () => FIXED_NOW });
  index.putDocuments(PRODUCT_INDEX, PRODUCTS);
  return index;
}

/** Ids of the hits, in answer order. */
export function ids(response: { hits: { hits: { _id: string }[] } }): number[] {
  return response.hits.hits.map((hit) => Number(hit._id));
}

/** Ids of all matching documents, sorted, whatever the scores (size large enough for the fixture). */
export function matchingIds(index: CatalogIndex, query: unknown): number[] {
  return ids(index.search(PRODUCT_INDEX, { query, size: 100 })).sort((a, b) => a - b);
}

/** The storefront's search query (spec 01 §9): fuzziness 2, minimum should match 75%, boosts 4/2/1, min score 0.02. */
export function storefrontSearch(text: string): Record<string, unknown> {
  return {
    query: {
      bool: {
        must: [{ multi_match: { query: text, fields: ['name^4', 'sku^2', 'category.name^1'], fuzziness: 2, minimum_should_match: '75%' } }],
        filter: [{ terms: { visibility: [3, 4] } }, { terms: { status: [0, 1] } }],
      },
    },
    min_score: 0.02,
    size: 100,
  };
}
