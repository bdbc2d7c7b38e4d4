// Listings ask the catalogue for the card fields only (shared/catalog/product-card-fields.ts): every demo product,
// filtered the way the index filters `_source`, must make exactly the card its whole document makes, at any moment
// that changes a price or a badge (special price and "new" windows, their edges).
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';
import { buildProductSearchBody } from '../../../server/upstream/catalog-query.js';
import { toProductCard, toProductCards } from '../../../client/components/catalog/product-card-data.js';
import { PRODUCT_CARD_FIELDS } from '../../../shared/catalog/product-card-fields.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { parseCatalogDate } from '../../../shared/catalog/catalog-dates.js';
import { STORE_CODES } from '../../../shared/store-views.js';
import { generateDemoCatalogue, REFERENCE_DATE } from '../../../server/demo-catalogue/generate.js';
import { child, product } from './fixtures.js';

const catalogue = generateDemoCatalogue();
const DAY = 86_400_000;

/** The products a listing or a search may show (configurable children, visibility 1, never make a card). */
function searchAll(index: CatalogIndex, body: object): ProductDocument[] {
  const query = { bool: { filter: [{ terms: { visibility: [2, 3, 4] } }] } };
  return index.search('product', { ...body, query, size: 1000 }).hits.hits.map((hit) => hit._source as unknown as ProductDocument);
}

const REFERENCE = parseCatalogDate(REFERENCE_DATE)!.getTime();

/** The reference date and the moments around every date of the product's (and its children's) price and news windows. */
function momentsOf(product: ProductDocument): Date[] {
  const stamps = new Set<number>([REFERENCE]);
  const dated = [product, ...(product.configurable_children ?? [])] as Partial<ProductDocument>[];
  for (const doc of dated) {
    for (const value of [doc.special_from_date, doc.special_to_date, doc.news_from_date, doc.news_to_date]) {
      const at = parseCatalogDate(value)?.getTime();
      if (at !== undefined) for (const moment of [at - 1, at, at + DAY - 1, at + DAY]) stamps.add(moment);
    }
  }
  return [...stamps].map((stamp) => new Date(stamp));
}

describe('product card fields (listings ask for these only)', () => {
  for (const store of STORE_CODES) {
    it(`make the same cards as whole documents for every product of store view ${store}`, () => {
      const index = new CatalogIndex();
      index.putDocuments('product', catalogue[store].product);
      const whole = searchAll(index, {});
      const cardOnly = searchAll(index, { _source: { includes: PRODUCT_CARD_FIELDS } });
      expect(cardOnly.map((p) => p.sku)).toEqual(whole.map((p) => p.sku));
      let dated = 0;
      whole.forEach((product, i) => {
        const moments = momentsOf(product);
        if (moments.length > 1) dated++;
        for (const now of moments) expect(toProductCard(store, cardOnly[i], now), `${product.sku} at ${now.toISOString()}`).toEqual(toProductCard(store, product, now));
      });
      expect(dated).toBeGreaterThan(10);
    });
  }

  it('cover what the demo catalogue does not show: Omnibus lowest prices, a disabled cheapest child, a small image, grouped links', () => {
    const special = { special_price_incl_tax: 99, special_from_date: '2026-06-01 00:00:00', special_to_date: '2026-06-30 00:00:00', lowest_price_30d_incl_tax: 109 };
    const docs = [
      product({ id: 1, sku: 'S-1', ...special, small_image: '/img/small.svg', hf_badge_label: ' Limited ', manufacturer: 101 }),
      product({
        id: 2, sku: 'C-1', type_id: 'configurable',
        configurable_children: [
          child('C-1-39', 39, 49, { status: 2, price_incl_tax: 50 }),
          child('C-1-40', 40, 49, { ...special, stock: { qty: 0, is_in_stock: false, manage_stock: true } }),
          child('C-1-41', 41, 49, { price_incl_tax: 129 }),
        ],
      }),
      product({ id: 3, sku: 'G-1', type_id: 'grouped', product_links: [{ sku: 'G-1', link_type: 'associated', linked_product_sku: 'S-1', linked_product_type: 'simple', product: product({ sku: 'S-1', price_incl_tax: 25 }) }] }),
    ];
    const index = new CatalogIndex();
    index.putDocuments('product', docs);
    const now = new Date('2026-06-15T12:00:00Z');
    const cards = toProductCards('main', searchAll(index, { _source: { includes: PRODUCT_CARD_FIELDS } }), now);
    expect(cards).toEqual(toProductCards('main', docs, now));
    expect(cards[0].price.lowestPriorCents).toBe(10900);
    expect(cards[1].price.finalCents).toBe(9900);
  });

  it('are much smaller than whole documents', () => {
    const index = new CatalogIndex();
    index.putDocuments('product', catalogue.main.product);
    const bytes = (body: object) => JSON.stringify(searchAll(index, body)).length;
    expect(bytes({ _source: { includes: PRODUCT_CARD_FIELDS } })).toBeLessThan(bytes({}) / 3);
  });

  it('are what a listing asks with fields=card, and a listing without it gets whole documents', () => {
    const options = { listOutOfStock: true };
    expect(buildProductSearchBody({ store: 'main', category: 10, fields: 'card' }, options)!._source).toEqual({ includes: PRODUCT_CARD_FIELDS });
    expect(buildProductSearchBody({ store: 'main', q: 'oxford', fields: 'card' }, options)!._source).toEqual({ includes: PRODUCT_CARD_FIELDS });
    expect(buildProductSearchBody({ store: 'main', category: 10 }, options)!._source).toBeUndefined();
  });

  it('a listing or search without aggregations asks for none; by default both have them', () => {
    const options = { listOutOfStock: true };
    expect(buildProductSearchBody({ store: 'main', q: 'oxford', aggregations: false }, options)!.aggs).toBeUndefined();
    expect(buildProductSearchBody({ store: 'main', category: 10, aggregations: false }, options)!.aggs).toBeUndefined();
    expect(Object.keys(buildProductSearchBody({ store: 'main', q: 'oxford' }, options)!.aggs!)).toContain('agg_range_price');
    expect(buildProductSearchBody({ store: 'main', skus: ['A'] }, options)!.aggs).toBeUndefined();
  });
});
