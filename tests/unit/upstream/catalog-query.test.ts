import { describe, expect, it } from 'vitest';
import {
  AGGREGATION_SIZE,
  buildAttributeFilters,
  buildCategoryBody,
  buildCmsBody,
  buildProductBySkuBody,
  buildProductSearchBody,
  buildUrlLookupBody,
  CATEGORY_LIST_SIZE,
  FACET_QUERY_SIZE,
  pickProductForSku,
  PRICE_FIELD,
  SEARCH_PREFIX_BOOST,
  type EsQuery,
  type SearchBody,
} from '../../../server/upstream/catalog-query.js';

const listing = { listOutOfStock: true };
const filtersOf = (body: SearchBody | null): EsQuery[] => body!.query.bool!.filter as EsQuery[];
const mustOf = (body: SearchBody | null): EsQuery[] | undefined => body!.query.bool!.must as EsQuery[] | undefined;

describe('product listing query (spec 01 §5, §7)', () => {
  it('§7: a listing always filters visibility [2,3,4] and status [1]', () => {
    const filter = filtersOf(buildProductSearchBody({ store: 'main' }, listing));
    expect(filter).toContainEqual({ terms: { visibility: [2, 3, 4] } });
    expect(filter).toContainEqual({ terms: { status: [1] } });
  });

  it('§7: stock.is_in_stock is filtered only when out-of-stock listing is off', () => {
    expect(filtersOf(buildProductSearchBody({ store: 'main' }, listing))).not.toContainEqual({ term: { 'stock.is_in_stock': true } });
    expect(filtersOf(buildProductSearchBody({ store: 'main' }, { listOutOfStock: false }))).toContainEqual({ term: { 'stock.is_in_stock': true } });
    expect(filtersOf(buildProductSearchBody({ store: 'main', q: 'oxford' }, { listOutOfStock: false }))).toContainEqual({
      term: { 'stock.is_in_stock': true },
    });
  });

  it('§7: the category filter is on category_ids', () => {
    expect(filtersOf(buildProductSearchBody({ store: 'de', category: 21 }, listing))).toContainEqual({ terms: { category_ids: [21] } });
  });

  it('§9: default size 50, a size of 0 or less becomes 50, a negative start becomes 0', () => {
    expect(buildProductSearchBody({ store: 'main' }, listing)).toMatchObject({ from: 0, size: 50 });
    expect(buildProductSearchBody({ store: 'main', size: 0 }, listing)).toMatchObject({ size: 50 });
    expect(buildProductSearchBody({ store: 'main', size: -3 }, listing)).toMatchObject({ size: 50 });
    expect(buildProductSearchBody({ store: 'main', from: -10, size: 16 }, listing)).toMatchObject({ from: 0, size: 16 });
    expect(buildProductSearchBody({ store: 'main', from: 48, size: 24 }, listing)).toMatchObject({ from: 48, size: 24 });
  });

  it('§9: no query asks for more than the maximum query size 999', () => {
    expect(buildProductSearchBody({ store: 'main', size: 5000 }, listing)).toMatchObject({ size: 999 });
  });

  it('§9 sort options: Latest (updated_at desc) by default for listings, price both ways, id as tie-break', () => {
    expect(buildProductSearchBody({ store: 'main' }, listing)!.sort).toEqual([{ updated_at: { order: 'desc' } }, { id: { order: 'asc' } }]);
    expect(buildProductSearchBody({ store: 'main', sort: 'final_price:asc' }, listing)!.sort).toEqual([{ final_price: { order: 'asc' } }, { id: { order: 'asc' } }]);
    expect(buildProductSearchBody({ store: 'main', sort: 'final_price:desc' }, listing)!.sort![0]).toEqual({ final_price: { order: 'desc' } });
  });

  it('§9: aggregations for size (where it can be bought), colour, manufacturer, make, last, outsole, type, every value', () => {
    const aggs = buildProductSearchBody({ store: 'main' }, listing)!.aggs!;
    for (const attribute of ['color', 'manufacturer', 'hf_shoe_make', 'hf_shoe_last', 'hf_shoe_outsole', 'hf_shoe_type']) {
      expect(aggs[`agg_terms_${attribute}`]).toEqual({ terms: { field: attribute, size: FACET_QUERY_SIZE } });
    }
    expect(aggs.agg_terms_size).toEqual({ terms: { field: 'buyable_size_options', size: FACET_QUERY_SIZE } });
    // Spec 01 §9's aggregation size 10 is how many values the page shows before "Show all".
    expect(FACET_QUERY_SIZE).toBeGreaterThan(AGGREGATION_SIZE);
    expect(AGGREGATION_SIZE).toBe(10);
  });

  it('§9: price ranges 0-50, 50-100, 100-150, 150 and up, on the same field as the price filter', () => {
    const aggs = buildProductSearchBody({ store: 'main' }, listing)!.aggs!;
    expect(aggs.agg_range_price).toEqual({
      range: { field: PRICE_FIELD, ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] },
    });
    expect(buildProductSearchBody({ store: 'main', price: { from: 50, to: 100 } }, listing)!.post_filter).toEqual({
      bool: { filter: [{ range: { [PRICE_FIELD]: { gte: 50, lt: 100 } } }] },
    });
    const withoutCounts = { store: 'main' as const, price: { from: 150 }, aggregations: false };
    expect(filtersOf(buildProductSearchBody(withoutCounts, listing))).toContainEqual({ range: { [PRICE_FIELD]: { gte: 150 } } });
  });

  it('fetching exact skus asks for all of them and skips aggregations', () => {
    const body = buildProductSearchBody({ store: 'main', skus: ['A', 'B', 'C'], size: 2 }, listing)!;
    expect(filtersOf(body)).toContainEqual({ terms: { sku: ['A', 'B', 'C'] } });
    expect(body.size).toBe(3);
    expect(body.aggs).toBeUndefined();
  });
});

describe('disjunctive facets (issue #12 item 11): each filter counted with the others applied, not its own', () => {
  const chosen = { store: 'main' as const, category: 20, filters: { color: ['49'], manufacturer: ['101'] }, price: { from: 100, to: 150 } };
  const colour = { bool: { should: [{ terms: { color: [49] } }, { terms: { color_options: [49] } }], minimum_should_match: 1 } };
  const brand = { terms: { manufacturer: [101] } };
  const price = { range: { [PRICE_FIELD]: { gte: 100, lt: 150 } } };

  it('the chosen filters narrow the hits in post_filter, so the query (and the aggregations) keep every value', () => {
    const body = buildProductSearchBody(chosen, listing)!;
    expect(body.post_filter).toEqual({ bool: { filter: [colour, brand, price] } });
    expect(filtersOf(body)).toEqual([{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [1] } }, { terms: { category_ids: [20] } }]);
  });

  it('wraps each aggregation in a filter aggregation of the other chosen filters', () => {
    const aggs = buildProductSearchBody(chosen, listing)!.aggs!;
    expect(aggs.agg_terms_color).toEqual({
      filter: { bool: { filter: [brand, price] } },
      aggs: { agg_terms_color: { terms: { field: 'color', size: FACET_QUERY_SIZE } } },
    });
    expect(aggs.agg_terms_manufacturer).toMatchObject({ filter: { bool: { filter: [colour, price] } } });
    expect(aggs.agg_range_price).toMatchObject({ filter: { bool: { filter: [colour, brand] } } });
    expect(aggs.agg_terms_size).toMatchObject({ filter: { bool: { filter: [colour, brand, price] } } });
  });

  it('a filter that is the only one chosen counts over the whole listing; without filters nothing is wrapped', () => {
    const aggs = buildProductSearchBody({ store: 'main', filters: { color: ['49'] } }, listing)!.aggs!;
    expect(aggs.agg_terms_color).toEqual({ terms: { field: 'color', size: FACET_QUERY_SIZE } });
    expect(aggs.agg_terms_manufacturer).toMatchObject({ filter: { bool: { filter: [colour] } } });
    expect(buildProductSearchBody({ store: 'main' }, listing)!.post_filter).toBeUndefined();
  });

  it('a request that shows no counts (a later page, a search) filters in the query and asks no aggregations', () => {
    const body = buildProductSearchBody({ ...chosen, aggregations: false }, listing)!;
    expect(body.post_filter).toBeUndefined();
    expect(body.aggs).toBeUndefined();
    expect(filtersOf(body)).toEqual(expect.arrayContaining([colour, brand, price]));
  });
});

describe('attribute filters (spec 01 §5)', () => {
  it('§5: values containing a dot are skipped; an attribute left with none adds no clause', () => {
    expect(buildAttributeFilters({ manufacturer: ['101', '10.2'] })).toEqual([{ terms: { manufacturer: [101] } }]);
    expect(buildAttributeFilters({ manufacturer: ['1.5'] })).toEqual([]);
  });

  it('matches colour and size on the parent and on the configurable children (…_options)', () => {
    expect(buildAttributeFilters({ color: ['49', '50'] })).toEqual([
      { bool: { should: [{ terms: { color: [49, 50] } }, { terms: { color_options: [49, 50] } }], minimum_should_match: 1 } },
    ]);
  });

  it('matches a size only where it can be bought (issue #12 item 12: the buyable sizes, not every listed size)', () => {
    expect(buildAttributeFilters({ size: ['342'] })).toEqual([{ terms: { buyable_size_options: [342] } }]);
  });

  it('keeps non-numeric values as strings', () => {
    expect(buildAttributeFilters({ hf_shoe_type: ['oxford'] })).toEqual([{ terms: { hf_shoe_type: ['oxford'] } }]);
  });
});

describe('search text (spec 01 §5, §9)', () => {
  it('§5: search finds only visibility 3 or 4 and status 0 or 1', () => {
    const filter = filtersOf(buildProductSearchBody({ store: 'main', q: 'oxford' }, listing));
    expect(filter).toContainEqual({ terms: { visibility: [3, 4] } });
    expect(filter).toContainEqual({ terms: { status: [0, 1] } });
  });

  it('§9: multi_match over name^4, sku^2, category.name^1 with fuzziness 2, 75% should-match, min score 0.02', () => {
    const body = buildProductSearchBody({ store: 'main', q: '  budapester ' }, listing)!;
    const fields = ['name^4', 'sku^2', 'category.name^1'];
    expect(mustOf(body)).toEqual([
      {
        bool: {
          should: [
            { multi_match: { query: 'budapester', fields, fuzziness: 2, minimum_should_match: '75%' } },
            // Beside it the typed word as a prefix (ES's bool_prefix), weighted to outrank fuzzy-only matches.
            { multi_match: { query: 'budapester', fields, type: 'bool_prefix', minimum_should_match: '75%', boost: SEARCH_PREFIX_BOOST } },
          ],
          minimum_should_match: 1,
        },
      },
    ]);
    expect(body.min_score).toBe(0.02);
  });

  it('§5: search text under 3 characters (or empty) asks nothing: the result is empty', () => {
    expect(buildProductSearchBody({ store: 'main', q: 'ox' }, listing)).toBeNull();
    expect(buildProductSearchBody({ store: 'main', q: '   ' }, listing)).toBeNull();
    expect(buildProductSearchBody({ store: 'main', q: '' }, listing)).toBeNull();
    expect(buildProductSearchBody({ store: 'main', q: 'oxf' }, listing)).not.toBeNull();
  });

  it('a search without an explicit sort is ordered by relevance (no sort clause)', () => {
    expect(buildProductSearchBody({ store: 'main', q: 'derby' }, listing)!.sort).toBeUndefined();
    expect(buildProductSearchBody({ store: 'main', q: 'derby', sort: 'final_price:asc' }, listing)!.sort![0]).toEqual({ final_price: { order: 'asc' } });
  });

  it('a listing has no text query and no min_score', () => {
    const body = buildProductSearchBody({ store: 'main' }, listing)!;
    expect(mustOf(body)).toBeUndefined();
    expect(body.min_score).toBeUndefined();
  });
});

describe('categories (spec 01 §7, §9)', () => {
  it('§9: category list size 4000 sorted by position ascending, active only', () => {
    const body = buildCategoryBody({ parent: 2 });
    expect(body.size).toBe(CATEGORY_LIST_SIZE);
    expect(CATEGORY_LIST_SIZE).toBe(4000);
    expect(body.sort).toEqual([{ position: { order: 'asc' } }]);
    expect(filtersOf(body)).toContainEqual({ term: { is_active: true } });
  });

  it('§7: a tree query by parent_id / level asks for product_count above 0', () => {
    expect(filtersOf(buildCategoryBody({ parent: 2 }))).toEqual([
      { term: { is_active: true } },
      { term: { parent_id: 2 } },
      { range: { product_count: { gt: 0 } } },
    ]);
    expect(filtersOf(buildCategoryBody({ level: 2 }))).toContainEqual({ term: { level: 2 } });
  });

  it('a lookup by id or slug does not drop empty categories (their page shows the empty-listing warning, §8)', () => {
    expect(filtersOf(buildCategoryBody({ ids: [21, 22] }))).toEqual([{ term: { is_active: true } }, { terms: { id: [21, 22] } }]);
    expect(filtersOf(buildCategoryBody({ slug: 'men' }))).toEqual([{ term: { is_active: true } }, { term: { slug: 'men' } }]);
  });
});

describe('single lookups', () => {
  it('§7 product by key: by sku or by a configurable child sku', () => {
    expect(buildProductBySkuBody('KR-100-43').query).toEqual({
      bool: { should: [{ term: { sku: 'KR-100-43' } }, { term: { 'configurable_children.sku': 'KR-100-43' } }], minimum_should_match: 1 },
    });
  });

  it('§7 URL mapping by url_path', () => {
    expect(buildUrlLookupBody('men/oxfords')).toEqual({ query: { bool: { filter: [{ term: { url_path: 'men/oxfords' } }] } }, size: 1 });
  });

  it('§7 content: by id, or by identifier within the store (store 0 = all stores)', () => {
    expect(filtersOf(buildCmsBody({ id: 5 }))).toEqual([{ term: { active: true } }, { term: { id: 5 } }]);
    expect(filtersOf(buildCmsBody({ identifier: 'about-us', storeId: 3 }))).toEqual([
      { term: { active: true } },
      { term: { identifier: 'about-us' } },
      { terms: { store_id: [3, 0] } },
    ]);
  });
});

describe('pickProductForSku (spec 01 §4 product load)', () => {
  const parent = { sku: 'P', status: 1 as const, visibility: 4 as const, configurable_children: [{ sku: 'P-43' }] };

  it('returns the product itself when enabled and visible', () => {
    expect(pickProductForSku([parent], 'P')).toBe(parent);
  });

  it('§4: status 2 or higher is not available', () => {
    expect(pickProductForSku([{ ...parent, status: 2 as const }], 'P')).toBeNull();
  });

  it('§4: a child sku (or a visibility-1 product) gives its configurable parent', () => {
    expect(pickProductForSku([parent], 'P-43')).toBe(parent);
    const child = { sku: 'P-43', status: 1 as const, visibility: 1 as const };
    expect(pickProductForSku([child, parent], 'P-43')).toBe(parent);
    expect(pickProductForSku([child], 'P-43')).toBeNull();
  });
});
