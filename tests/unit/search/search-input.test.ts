// Search input rules of spec 01 §5 and §9, as the panel and the results page apply them.
import { describe, expect, it } from 'vitest';
import { buildProductSearchBody } from '../../../server/upstream/catalog-query.js';
import {
  hasNextResultsPage,
  isSearchable,
  normalizePaging,
  normalizeSearchQuery,
  lastResultsPage,
  parseResultsPage,
  shownResultsPage,
  resultsPageStart,
  SEARCH_MIN_CHARS,
  SEARCH_PANEL_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_MAX_PAGE,
  SEARCH_RESULTS_PAGE_SIZE,
  searchResultsHref,
} from '../../../shared/search/search-input.js';

describe('spec 01 §5/§9: search starts only with at least 3 characters', () => {
  it('the minimum is 3 and the panel page size is 18', () => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(SEARCH_PANEL_PAGE_SIZE).toBe(18);
  });

  it.each([
    ['', false],
    ['  ', false],
    ['ox', false],
    [' ox ', false],
    ['äö', false],
    ['oxf', true],
    ['  oxf  ', true],
    ['Öl€', true],
  ])('%j searchable: %s', (text, expected) => {
    expect(isSearchable(text)).toBe(expected);
  });

  it('the edge asks the index nothing for text under 3 characters (an empty result instead)', () => {
    expect(buildProductSearchBody({ store: 'main', q: 'ox' }, { listOutOfStock: true })).toBeNull();
    expect(buildProductSearchBody({ store: 'main', q: '   ' }, { listOutOfStock: true })).toBeNull();
    expect(buildProductSearchBody({ store: 'main', q: 'oxf' }, { listOutOfStock: true })).not.toBeNull();
  });
});

describe('spec 01 §9: size and start normalisation', () => {
  it('a size of 0 or less becomes 50', () => {
    expect(normalizePaging(0, 0).size).toBe(50);
    expect(normalizePaging(0, -18).size).toBe(50);
  });

  it('a negative start becomes 0', () => {
    expect(normalizePaging(-1, 18)).toEqual({ from: 0, size: 18 });
    expect(normalizePaging(-100, 18).from).toBe(0);
  });

  it('the default size is 50 and a valid size and start are kept', () => {
    expect(normalizePaging(undefined, undefined)).toEqual({ from: 0, size: 50 });
    expect(normalizePaging(36, 18)).toEqual({ from: 36, size: 18 });
  });

  it('the search query sent to the index carries the normalised paging', () => {
    const body = buildProductSearchBody({ store: 'main', q: 'oxford', from: -5, size: 0 }, { listOutOfStock: true });
    expect(body).toMatchObject({ from: 0, size: 50 });
  });
});

describe('the search text', () => {
  it('is trimmed with inner whitespace collapsed', () => {
    expect(normalizeSearchQuery('  albert \n  oxford ')).toBe('albert oxford');
    expect(normalizeSearchQuery(null)).toBe('');
  });

  it('is cut to the length the gateway accepts', () => {
    expect([...normalizeSearchQuery('x'.repeat(500))]).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});

describe('the results page', () => {
  it('reads page 1 for anything but a whole number; a page beyond the results is kept as asked (issue #12 item 15)', () => {
    expect(parseResultsPage(null)).toBe(1);
    expect(parseResultsPage('3')).toBe(3);
    for (const bad of ['0', '-2', '2.5', 'abc', '']) expect(parseResultsPage(bad), bad).toBe(1);
    expect(parseResultsPage(String(SEARCH_RESULTS_MAX_PAGE + 1))).toBe(SEARCH_RESULTS_MAX_PAGE + 1);
    expect(parseResultsPage('99999')).toBe(99999);
    expect(parseResultsPage('9'.repeat(400))).toBeGreaterThan(SEARCH_RESULTS_MAX_PAGE);
  });

  it('shows the page asked while results reach it, else the last page (never page 1 in silence)', () => {
    // 45 results: pages 1 and 2 of 24.
    expect(lastResultsPage(45)).toBe(2);
    expect(shownResultsPage(2, 45)).toBe(2);
    expect(shownResultsPage(3, 45)).toBe(2);
    expect(shownResultsPage(99999, 45)).toBe(2);
    expect(lastResultsPage(0)).toBe(1);
    // The results page pages through at most SEARCH_RESULTS_MAX_PAGE pages.
    expect(shownResultsPage(99999, 100_000)).toBe(SEARCH_RESULTS_MAX_PAGE);
    expect(shownResultsPage(3, 100_000)).toBe(3);
  });

  it('pages start at (page - 1) × page size', () => {
    expect(resultsPageStart(1)).toBe(0);
    expect(resultsPageStart(3)).toBe(2 * SEARCH_RESULTS_PAGE_SIZE);
    expect(resultsPageStart(2, 18)).toBe(18);
  });

  it('links a next page only while results remain and the page limit allows', () => {
    expect(hasNextResultsPage(1, SEARCH_RESULTS_PAGE_SIZE)).toBe(false);
    expect(hasNextResultsPage(1, SEARCH_RESULTS_PAGE_SIZE + 1)).toBe(true);
    expect(hasNextResultsPage(SEARCH_RESULTS_MAX_PAGE, 100_000)).toBe(false);
  });

  it('has a store-local, shareable URL; page 1 has no page parameter', () => {
    expect(searchResultsHref('main', ' albert  oxford ')).toBe('/search?q=albert+oxford');
    expect(searchResultsHref('de', 'Stiefel', 2)).toBe('/de/search?q=Stiefel&page=2');
  });
});
