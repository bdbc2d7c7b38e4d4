import { describe, expect, it } from 'vitest';
import type { AttributeMetadata } from '../../../shared/api/catalog.js';
import { activeFilterChips, attributeFilterOptions, buildFilterGroups, isUsefulGroup, priceFilterOptions, type AttributeFilterGroup } from '../../../shared/catalog/listing-facets.js';
import { EMPTY_LISTING_STATE, parseListingQuery } from '../../../shared/catalog/listing-query.js';

const sizeMeta: AttributeMetadata = {
  attribute_code: 'size',
  frontend_label: 'Size',
  options: [
    { value: '341', label: '41', sort_order: 3 },
    { value: '342', label: '42', sort_order: 4 },
    { value: '343', label: '43', sort_order: 5 },
  ],
};
const colourMeta: AttributeMetadata = { attribute_code: 'color', frontend_label: 'Colour', options: [{ value: '49', label: 'Black', swatch: '#1b1b1b' }] };

describe('attributeFilterOptions: which buckets to show (spec 01 §9 aggregations, §5 dots)', () => {
  it('shows buckets with products, labelled from the metadata, in the attribute option order', () => {
    const options = attributeFilterOptions('size', [{ key: 343, doc_count: 30 }, { key: 341, doc_count: 5 }, { key: 342, doc_count: 12 }], sizeMeta, EMPTY_LISTING_STATE);
    expect(options.map((o) => [o.label, o.count])).toEqual([['41', 5], ['42', 12], ['43', 30]]);
  });

  it('skips values containing a dot and empty buckets; an unknown value shows its id', () => {
    const options = attributeFilterOptions('size', [{ key: '42.5', doc_count: 3 }, { key: 341, doc_count: 0 }, { key: 999, doc_count: 2 }], sizeMeta, EMPTY_LISTING_STATE);
    expect(options.map((o) => o.label)).toEqual(['999']);
  });

  it('keeps a chosen value even without a bucket, so it can be undone, and marks it selected', () => {
    const state = parseListingQuery(new URLSearchParams('size=341'));
    const options = attributeFilterOptions('size', [{ key: 342, doc_count: 4 }], sizeMeta, state);
    expect(options).toEqual([
      { value: '341', label: '41', count: 0, selected: true },
      { value: '342', label: '42', count: 4, selected: false },
    ]);
  });

  it('carries colour swatches', () => {
    expect(attributeFilterOptions('color', [{ key: 49, doc_count: 2 }], colourMeta, EMPTY_LISTING_STATE)[0].swatch).toBe('#1b1b1b');
  });
});

describe('priceFilterOptions (spec 01 §9 price ranges and labels)', () => {
  const buckets = [
    { key: '*-50.0', from: 0, to: 50, doc_count: 2 },
    { key: '50.0-100.0', from: 50, to: 100, doc_count: 0 },
    { key: '100.0-150.0', from: 100, to: 150, doc_count: 4 },
    { key: '150.0-*', from: 150, doc_count: 40 },
  ];

  it("labels '< €50' and '> €150' at the edges and '€100 - 150' between; empty ranges are left out", () => {
    expect(priceFilterOptions(buckets, EMPTY_LISTING_STATE).map((o) => [o.label, o.count, o.value])).toEqual([
      ['< €50', 2, '0-50'],
      ['€100 - 150', 4, '100-150'],
      ['> €150', 40, '150-'],
    ]);
  });

  it("keeps the chosen range even when empty, labelled by its place among all four ('€50 - 100')", () => {
    const state = parseListingQuery(new URLSearchParams('price=50-100'));
    const chosen = priceFilterOptions(buckets, state).find((o) => o.selected)!;
    expect(chosen).toMatchObject({ label: '€50 - 100', count: 0, range: { from: 50, to: 100 } });
  });
});

describe('buildFilterGroups', () => {
  it('a group whose one value covers the whole listing is hidden unless chosen; groups follow the spec order, price last', () => {
    expect(isUsefulGroup([{ value: '1', label: 'A', count: 10, selected: false }], 10)).toBe(false);
    expect(isUsefulGroup([{ value: '1', label: 'A', count: 10, selected: true }], 10)).toBe(true);
    expect(isUsefulGroup([{ value: '1', label: 'A', count: 4, selected: false }], 10)).toBe(true);
    const groups = buildFilterGroups(
      {
        agg_terms_size: { buckets: [{ key: 341, doc_count: 3 }, { key: 342, doc_count: 10 }] },
        agg_terms_color: { buckets: [{ key: 49, doc_count: 10 }] },
        agg_terms_manufacturer: { buckets: [{ key: 101, doc_count: 6 }, { key: 102, doc_count: 4 }] },
        agg_range_price: { buckets: [{ key: '150.0-*', from: 150, doc_count: 10 }] },
      },
      [sizeMeta, colourMeta],
      EMPTY_LISTING_STATE,
      10,
    );
    expect(groups.map((g) => (g.kind === 'price' ? 'price' : g.attribute))).toEqual(['size', 'manufacturer']);
  });

  it('chips name the chosen values by their labels, the price range by its spec label', () => {
    const state = parseListingQuery(new URLSearchParams('size=342&price=0-50'));
    const groups = buildFilterGroups({ agg_terms_size: { buckets: [{ key: 342, doc_count: 2 }] } }, [sizeMeta], state, 2);
    expect(activeFilterChips(state, groups)).toEqual([
      { kind: 'attribute', attribute: 'size', value: '342', label: '42' },
      { kind: 'price', value: '0-50', label: '< €50' },
    ]);
  });
});

describe('the 10 most frequent values first, "Show all" for the rest (spec 01 §9 aggregation size 10; issue #12 item 11)', () => {
  // 14 colours, 49…62, colour 49+i in i+1 products: the most frequent are the last ten.
  const colours: AttributeMetadata = {
    attribute_code: 'color',
    frontend_label: 'Colour',
    options: Array.from({ length: 14 }, (_, i) => ({ value: String(49 + i), label: `C${49 + i}` })),
  };
  const aggregations = { agg_terms_color: { buckets: Array.from({ length: 14 }, (_, i) => ({ key: 49 + i, doc_count: i + 1 })) } };
  const colourGroup = (query: string) =>
    buildFilterGroups(aggregations, [colours], parseListingQuery(new URLSearchParams(query)), 200).find((g): g is AttributeFilterGroup => g.kind === 'attribute')!;

  it('shows the ten most frequent in option order and says how many more there are', () => {
    const group = colourGroup('');
    expect(group.options.map((o) => o.value)).toEqual(['53', '54', '55', '56', '57', '58', '59', '60', '61', '62']);
    expect(group).toMatchObject({ hiddenCount: 4, showingAll: false });
  });

  it('always shows a chosen value, with its own count, even when it is not among the most frequent', () => {
    const group = colourGroup('color=49');
    expect(group.options[0]).toMatchObject({ value: '49', count: 1, selected: true });
    expect(group.options).toHaveLength(11);
    expect(group.hiddenCount).toBe(3);
  });

  it('"Show all" shows every value, and "Show fewer" only when there are more than ten', () => {
    expect(colourGroup('all=color')).toMatchObject({ hiddenCount: 0, showingAll: true });
    expect(colourGroup('all=color').options).toHaveLength(14);
    const few = buildFilterGroups({ agg_terms_size: { buckets: [{ key: 341, doc_count: 1 }, { key: 342, doc_count: 2 }] } }, [sizeMeta], parseListingQuery(new URLSearchParams('all=size')), 3);
    expect(few[0]).toMatchObject({ hiddenCount: 0, showingAll: false });
  });
});
