// The search panel's flags of spec 01 §4 ("a results list, an empty-results flag and a read-more flag that turns
// off once all results are loaded") and §5 ("Empty search text clears the results and the empty flag").
import { describe, expect, it } from 'vitest';
import { decideSearch, failSearch, initialSearchPanelState, receivePage, startSearch, typeText, type SearchPanelState } from '../../../shared/search/search-panel-state.js';

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => `sku-${from + i}`);

function searched(query: string, total: number): SearchPanelState<string> {
  return receivePage(startSearch(typeText(initialSearchPanelState<string>(), query)), { query, start: 0, items: items(0, Math.min(18, total)), total });
}

describe('spec 01 §5: when a search starts', () => {
  it('empty text clears, under 3 characters waits, 3 or more searches the normalised text', () => {
    expect(decideSearch('')).toEqual({ action: 'clear' });
    expect(decideSearch('  ')).toEqual({ action: 'clear' });
    expect(decideSearch('ox')).toEqual({ action: 'wait' });
    expect(decideSearch('  oxford   boot ')).toEqual({ action: 'search', query: 'oxford boot' });
  });

  it('empty text clears the results and the empty flag', () => {
    const empty = receivePage(initialSearchPanelState<string>('zzzz'), { query: 'zzzz', start: 0, items: [], total: 0 });
    expect(empty.emptyResults).toBe(true);
    const cleared = typeText(empty, '');
    expect(cleared).toMatchObject({ text: '', results: [], total: 0, emptyResults: false, readMore: false });
  });

  it('text under 3 characters keeps what is shown (no flicker while correcting a word)', () => {
    const state = searched('oxford', 40);
    expect(typeText(state, 'ox').results).toHaveLength(18);
  });
});

describe('spec 01 §4: the read-more flag turns off once all results are loaded', () => {
  it('18 per page; read more while results remain', () => {
    const first = searched('oxford', 40);
    expect(first).toMatchObject({ total: 40, readMore: true, emptyResults: false, loading: false });
    const second = receivePage(startSearch(first), { query: 'oxford', start: 18, items: items(18, 18), total: 40 });
    expect(second.results).toHaveLength(36);
    expect(second.readMore).toBe(true);
    const third = receivePage(second, { query: 'oxford', start: 36, items: items(36, 4), total: 40 });
    expect(third.results).toEqual(items(0, 40));
    expect(third.readMore).toBe(false);
  });

  it('no read more when the first page holds everything', () => {
    expect(searched('albert', 5)).toMatchObject({ total: 5, readMore: false });
  });

  it('a short page ends the list even if the index reported more', () => {
    const first = searched('oxford', 40);
    const short = receivePage(first, { query: 'oxford', start: 18, items: items(18, 3), total: 40 });
    expect(short).toMatchObject({ total: 21, readMore: false });
  });

  it('a first page of a new query replaces the list', () => {
    const first = searched('oxford', 40);
    const next = receivePage(first, { query: 'derby', start: 0, items: ['d1'], total: 1 });
    expect(next).toMatchObject({ query: 'derby', results: ['d1'], readMore: false });
  });
});

describe('spec 01 §4: the empty-results flag', () => {
  it('is set when a search finds nothing and cleared by the next hit', () => {
    const none = searched('qqqqqq', 0);
    expect(none).toMatchObject({ emptyResults: true, readMore: false });
    expect(receivePage(none, { query: 'oxford', start: 0, items: ['a'], total: 1 }).emptyResults).toBe(false);
  });
});

describe('spec 01 §8: a search failure is only logged', () => {
  it('keeps the shown results and stops loading', () => {
    const state = startSearch(searched('oxford', 40));
    expect(failSearch(state)).toMatchObject({ loading: false, total: 40 });
    expect(failSearch(state).results).toHaveLength(18);
  });
});
