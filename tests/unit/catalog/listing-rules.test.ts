import { describe, expect, it } from 'vitest';
import { parsePriceRangeParam, priceRangeLabel, priceRangeParam, PRICE_RANGES } from '../../../shared/catalog/price-ranges.js';
import { canLoadMore, normalizePaging, searchTextState, usableFilterValues } from '../../../shared/catalog/search-rules.js';

describe('price ranges (spec 01 §9)', () => {
  it('are 0-50, 50-100, 100-150 and 150 and up', () => {
    expect(PRICE_RANGES.map(priceRangeParam)).toEqual(['0-50', '50-100', '100-150', '150-']);
  });

  it("label the first and last bucket with '<' (and '>' for the open end), the others '{currency}{from} - {to}'", () => {
    expect(PRICE_RANGES.map((r, i) => priceRangeLabel(r, i))).toEqual(['< €50', '€50 - 100', '€100 - 150', '> €150']);
  });

  it('parse back from the query and reject nonsense', () => {
    expect(parsePriceRangeParam('50-100')).toEqual({ from: 50, to: 100 });
    expect(parsePriceRangeParam('150-')).toEqual({ from: 150 });
    expect(parsePriceRangeParam('100-50')).toBeNull();
    expect(parsePriceRangeParam('abc')).toBeNull();
  });
});

describe('search input (spec 01 §5)', () => {
  it('starts only with at least 3 characters; empty text clears', () => {
    expect(searchTextState('')).toBe('clear');
    expect(searchTextState('   ')).toBe('clear');
    expect(searchTextState('ox')).toBe('too-short');
    expect(searchTextState('oxf')).toBe('search');
    expect(searchTextState(' äö ')).toBe('too-short');
  });
});

describe('paging (spec 01 §9)', () => {
  it('a size of 0 or less becomes 50, a negative start becomes 0, default size 50', () => {
    expect(normalizePaging(undefined, undefined)).toEqual({ from: 0, size: 50 });
    expect(normalizePaging(-5, 0)).toEqual({ from: 0, size: 50 });
    expect(normalizePaging(10, -1)).toEqual({ from: 10, size: 50 });
    expect(normalizePaging(100, 18)).toEqual({ from: 100, size: 18 });
    expect(normalizePaging(0, 5000).size).toBe(999);
  });

  it('loads more while start is below the total, nothing when the total is below the page size (spec 01 §4)', () => {
    expect(canLoadMore(50, 120)).toBe(true);
    expect(canLoadMore(120, 120)).toBe(false);
    expect(canLoadMore(30, 30)).toBe(false);
    expect(canLoadMore(18, 40, 18)).toBe(true);
  });

  it('skips attribute filter values containing a dot (spec 01 §5)', () => {
    expect(usableFilterValues(['43', '4.5', '', '44'])).toEqual(['43', '44']);
  });
});
