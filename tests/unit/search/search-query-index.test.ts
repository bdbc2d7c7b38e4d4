// The edge's search query (server/upstream/catalog-query.ts) run on the embedded index: the settings of spec 01 §9
// (fuzziness 2, minimum should match 75%, boosts name 4 / sku 2 / category name 1, min score 0.02) and the
// filters of spec 01 §5 (visibility 3 or 4, status 0 or 1, in stock when out-of-stock listing is off).
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';
import {
  buildProductSearchBody,
  LIST_OUT_OF_STOCK_PRODUCTS,
  SEARCH_FIELDS,
  SEARCH_FUZZINESS,
  SEARCH_MIN_SCORE,
  SEARCH_MINIMUM_SHOULD_MATCH,
} from '../../../server/upstream/catalog-query.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';

const INDEX = 'test_product';

function doc(id: number, fields: Partial<ProductDocument> & { name: string; sku: string }): ProductDocument {
  const category = fields.category ?? [{ category_id: 20, name: 'Men' }];
  return {
    id,
    slug: fields.sku.toLowerCase(),
    type_id: 'simple',
    url_key: fields.sku.toLowerCase(),
    url_path: `p/${fields.sku}`,
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    category,
    category_ids: category.map((c) => c.category_id),
    media_gallery: [],
    stock: { qty: 3, is_in_stock: true, manage_stock: true },
    price: 100,
    price_incl_tax: 119,
    final_price: 100,
    ...fields,
  } as ProductDocument;
}

const DOCS = [
  doc(1, { name: 'Albert Oxford', sku: 'KR-1001' }),
  doc(2, { name: 'Wilhelm Derby', sku: 'KR-SADDLE-7' }),
  doc(3, { name: 'Konrad Loafer', sku: 'KR-1003', category: [{ category_id: 90, name: 'Saddle shoes' }] }),
  doc(4, { name: 'Saddle Brogue', sku: 'KR-1004' }),
  doc(12, { name: 'Velvet Slipper', sku: 'KR-1012' }),
  doc(5, { name: 'Mathilde Budapester', sku: 'KR-1020' }),
  doc(6, { name: 'Hidden Velvet', sku: 'KR-1006', visibility: 2 }),
  doc(7, { name: 'Catalogue Velvet', sku: 'KR-1007', visibility: 3 }),
  doc(8, { name: 'Disabled Velvet', sku: 'KR-1008', status: 2 }),
  doc(9, { name: 'Child Velvet', sku: 'KR-1009', visibility: 1 }),
  doc(10, { name: 'New Velvet', sku: 'KR-1010', status: 0 }),
  doc(11, { name: 'Sold-out Velvet', sku: 'KR-1011', stock: { qty: 0, is_in_stock: false, manage_stock: true } }),
  doc(13, { name: 'Long shoe horn', sku: 'KR-9008' }),
];

const index = new CatalogIndex();
index.putDocuments(INDEX, DOCS);

function search(text: string, listOutOfStock = true): number[] {
  const body = buildProductSearchBody({ store: 'main', q: text, size: 50 }, { listOutOfStock });
  if (!body) return [];
  return index.search(INDEX, body).hits.hits.map((hit) => Number(hit._id));
}

describe('spec 01 §9: the search settings the edge sends', () => {
  it('are fuzziness 2, minimum should match 75%, boosts name 4, sku 2, category name 1, min score 0.02', () => {
    expect(SEARCH_FUZZINESS).toBe(2);
    expect(SEARCH_MINIMUM_SHOULD_MATCH).toBe('75%');
    expect(SEARCH_FIELDS).toEqual(['name^4', 'sku^2', 'category.name^1']);
    expect(SEARCH_MIN_SCORE).toBe(0.02);
    const body = buildProductSearchBody({ store: 'main', q: 'oxford' }, { listOutOfStock: true });
    expect(body?.min_score).toBe(0.02);
    expect(body?.query).toMatchObject({
      bool: {
        must: [
          {
            bool: {
              should: [
                { multi_match: { query: 'oxford', fields: ['name^4', 'sku^2', 'category.name^1'], fuzziness: 2, minimum_should_match: '75%' } },
                { multi_match: { query: 'oxford', fields: ['name^4', 'sku^2', 'category.name^1'], type: 'bool_prefix' } },
              ],
              minimum_should_match: 1,
            },
          },
        ],
      },
    });
  });

  it('out-of-stock listing is a named setting, on by default (spec 01 §9 lets sold-out products into the cart)', () => {
    expect(LIST_OUT_OF_STOCK_PRODUCTS).toBe(true);
  });
});

describe('typo tolerance (fuzziness 2, a transposition counts as one edit)', () => {
  it('one wrong letter still finds the product', () => {
    expect(search('Mathilda')).toEqual([5]);
    expect(search('Albart Oxford')[0]).toBe(1);
  });

  it('two swapped adjacent letters still find the product', () => {
    expect(search('Konard')).toEqual([3]);
    expect(search('Oxfrod')).toEqual([1]);
  });

  it('two edits still find it, three do not', () => {
    expect(search('Mtahilda')).toEqual([5]);
    expect(search('Mtahlida')).toEqual([]);
  });
});

describe('prefix matches of the typed word outrank fuzzy matches (issue #12 item 16)', () => {
  it('"kon" puts Konrad first, above the shoe horn that is two edits away', () => {
    const found = search('kon');
    expect(found[0]).toBe(3);
    expect(found).toContain(13);
  });

  it('a word being typed finds its products first, typos still find them (spec 01 §9)', () => {
    expect(search('mathil')[0]).toBe(5);
    expect(search('Albert Oxf')[0]).toBe(1);
    expect(search('Konard')).toEqual([3]);
  });
});

describe('boosts: name before sku before category name', () => {
  it('ranks an exact name hit, then an exact sku hit, then an exact category hit', () => {
    // 'saddle' is in one name, one sku and one category name, so the field boosts alone decide.
    expect(search('saddle')).toEqual([4, 2, 3]);
  });

  it('the order comes from the boosts: reversed boosts reverse it', () => {
    const body = buildProductSearchBody({ store: 'main', q: 'saddle', size: 50 }, { listOutOfStock: true })!;
    const reversed = JSON.parse(JSON.stringify(body).replaceAll('"name^4","sku^2","category.name^1"', '"name^1","sku^2","category.name^4"'));
    expect(index.search(INDEX, reversed).hits.hits.map((hit) => Number(hit._id))).toEqual([3, 2, 4]);
  });
});

describe('spec 01 §5: what search finds', () => {
  it('only visibility 3 or 4 and status 0 or 1', () => {
    const found = search('velvet');
    expect(found).toEqual(expect.arrayContaining([7, 10, 12]));
    for (const hidden of [6, 8, 9]) expect(found).not.toContain(hidden);
  });

  it('sold-out products too while out-of-stock listing is on, only in-stock ones when it is off', () => {
    expect(search('velvet', true)).toContain(11);
    expect(search('velvet', false)).not.toContain(11);
    expect(search('velvet', false)).toContain(12);
  });
});
