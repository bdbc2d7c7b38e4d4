import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearListingFilters,
  EMPTY_LISTING_STATE,
  listingHref,
  MAX_LISTING_PAGES,
  parseListingQuery,
  serializeListingQuery,
  toggleFilterValue,
  togglePriceRange,
  toggleShowAll,
  withPage,
  withSort,
} from '../../../shared/catalog/listing-query.js';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('parseListingQuery (spec 01 §2: the filter and sort state of a listing lives in the route query)', () => {
  it('reads filters by their short names, comma-joined (links) or repeated (GET forms), without duplicates', () => {
    const state = parse('size=41,42&size=42&color=49&brand=101&make=401&last=501&outsole=601&type=702');
    expect(state.filters).toEqual({
      size: ['41', '42'],
      color: ['49'],
      manufacturer: ['101'],
      hf_shoe_make: ['401'],
      hf_shoe_last: ['501'],
      hf_shoe_outsole: ['601'],
      hf_shoe_type: ['702'],
    });
  });

  it('skips attribute values containing a dot (spec 01 §5) and empty ones', () => {
    expect(parse('size=42.5,,43&color=a.b').filters).toEqual({ size: ['43'] });
  });

  it('takes the spec 01 §9 sorts and falls back to Latest (updated_at desc) for anything else', () => {
    expect(parse('sort=final_price:asc').sort).toBe('final_price:asc');
    expect(parse('sort=final_price:desc').sort).toBe('final_price:desc');
    expect(parse('sort=position:asc').sort).toBe('updated_at:desc');
    expect(parse('sort=drop table').sort).toBe('updated_at:desc');
    expect(parse('').sort).toBe('updated_at:desc');
  });

  it('reads one price range and ignores a malformed one', () => {
    expect(parse('price=50-100').price).toEqual({ from: 50, to: 100 });
    expect(parse('price=150-').price).toEqual({ from: 150 });
    expect(parse('price=100-50').price).toBeNull();
    expect(parse('price=cheap').price).toBeNull();
  });

  it('reads the shown pages, at least 1 and at most what fits in the 999 of spec 01 §9', () => {
    expect(parse('page=3').page).toBe(3);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=500').page).toBe(MAX_LISTING_PAGES);
    expect(MAX_LISTING_PAGES * 50).toBeLessThanOrEqual(999);
  });
});

describe('"Show all" of a filter (issue #12 item 11: more than the 10 most frequent values can be picked)', () => {
  it('lives in the query by the filters’ parameter names, in a fixed order, and round-trips', () => {
    const state = parse('all=brand,color,nonsense&color=49');
    expect(state.showAll).toEqual(['color', 'manufacturer']);
    expect(listingHref('/men', state)).toBe('/men?color=49&all=color,brand');
    expect(parse(serializeListingQuery(state).toString())).toEqual(state);
  });

  it('toggles per filter and survives choosing values, clearing filters and paging', () => {
    const shown = toggleShowAll(EMPTY_LISTING_STATE, 'color');
    expect(shown.showAll).toEqual(['color']);
    expect(toggleShowAll(toggleShowAll(shown, 'size'), 'color').showAll).toEqual(['size']);
    expect(toggleFilterValue(shown, 'color', '61').showAll).toEqual(['color']);
    expect(clearListingFilters(shown).showAll).toEqual(['color']);
    expect(withPage(shown, 2).showAll).toEqual(['color']);
  });
});

describe('serializeListingQuery and listingHref', () => {
  it('leave defaults out, keep a fixed order and round-trip', () => {
    const state = parse('page=2&sort=final_price:asc&price=50-100&color=49,50&size=42');
    const query = serializeListingQuery(state).toString();
    expect(query).toBe('size=42&color=49%2C50&price=50-100&sort=final_price%3Aasc&page=2');
    expect(parse(query)).toEqual(state);
    expect(serializeListingQuery(EMPTY_LISTING_STATE).toString()).toBe('');
  });

  it('give readable links with unescaped commas, and the bare path for the default state', () => {
    expect(listingHref('/men', parse('size=41,42'))).toBe('/men?size=41,42');
    expect(listingHref('/de/men', EMPTY_LISTING_STATE)).toBe('/de/men');
  });
});

describe('filter edits', () => {
  const base = parse('size=42&page=3&sort=final_price:desc');

  it('several values of one filter add up (OR); removing the last drops the filter; any change starts at page 1', () => {
    const more = toggleFilterValue(base, 'size', '43');
    expect(more.filters.size).toEqual(['42', '43']);
    expect(more.page).toBe(1);
    expect(more.sort).toBe('final_price:desc');
    expect(toggleFilterValue(base, 'size', '42').filters).toEqual({});
  });

  it('one price range at a time; choosing the chosen one again removes it', () => {
    const cheap = togglePriceRange(base, { from: 0, to: 50 });
    expect(cheap.price).toEqual({ from: 0, to: 50 });
    expect(togglePriceRange(cheap, { from: 50, to: 100 }).price).toEqual({ from: 50, to: 100 });
    expect(togglePriceRange(cheap, { from: 0, to: 50 }).price).toBeNull();
  });

  it('clear all keeps the sort; the active count counts every value and the price range as one', () => {
    const state = togglePriceRange(parse('size=41,42&color=49'), { from: 150 });
    expect(activeFilterCount(state)).toBe(4);
    const cleared = clearListingFilters(state);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(withSort(cleared, 'final_price:asc').sort).toBe('final_price:asc');
  });

  it('withPage stays within 1..MAX_LISTING_PAGES', () => {
    expect(withPage(base, 0).page).toBe(1);
    expect(withPage(base, 99).page).toBe(MAX_LISTING_PAGES);
  });
});
