// The search panel's controller in the browser, with a fake catalogue, storage and timers: it waits for a pause
// and for 3 characters (spec 01 §5), pages by 18 with "Read more" (spec 01 §9), keeps the last query between visits
// (spec 01 §9), drops answers that arrive after newer text, and only logs a failure (spec 01 §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogApi, ProductListQuery, ProductListResult } from '../../../shared/api/catalog.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { LAST_QUERY_STORAGE_KEY, SEARCH_DEBOUNCE_MS } from '../../../shared/search/search-input.js';
import { configureSearch, openSearch, readMoreResults, resetSearch, searchStore, setSearchText } from '../../../client/search/search-controller.js';

const TOTAL = 40;

function product(n: number): ProductDocument {
  return { id: n, sku: `KR-${n}`, name: `Shoe ${n}`, slug: `shoe-${n}`, url_path: `p/KR-${n}/shoe-${n}`, type_id: 'simple', status: 1, visibility: 4, price: 100, price_incl_tax: 119, final_price: 100, final_price_incl_tax: 119 } as ProductDocument;
}

function fakeCatalog(calls: ProductListQuery[], fail = false): CatalogApi {
  return {
    async listProducts(query): Promise<ProductListResult> {
      calls.push(query);
      if (fail) throw new Error('index down');
      const from = query.from ?? 0;
      const count = Math.max(0, Math.min(query.size ?? 50, TOTAL - from));
      const items = query.q === 'nothing' ? [] : Array.from({ length: count }, (_, i) => product(from + i));
      return { items, total: query.q === 'nothing' ? 0 : TOTAL, start: from, perPage: query.size ?? 50, aggregations: {} };
    },
  } as CatalogApi;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

let calls: ProductListQuery[];
let storage: ReturnType<typeof memoryStorage>;
let log: ReturnType<typeof vi.fn<(message: string, error: unknown) => void>>;

function setUp(options: { fail?: boolean; stored?: Record<string, string> } = {}) {
  calls = [];
  storage = memoryStorage(options.stored);
  log = vi.fn<(message: string, error: unknown) => void>();
  configureSearch({ catalog: fakeCatalog(calls, options.fail), storage, log, now: () => new Date('2026-07-01T00:00:00Z'), debounceMs: SEARCH_DEBOUNCE_MS });
}

async function settle() {
  await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1);
}

beforeEach(() => {
  vi.useFakeTimers();
  setUp();
});

afterEach(() => {
  resetSearch();
  vi.useRealTimers();
});

describe('spec 01 §5: typing', () => {
  it('asks nothing under 3 characters and once per pause from 3 on, 18 at a time from the start', async () => {
    setSearchText('main', 'o');
    setSearchText('main', 'ox');
    await settle();
    expect(calls).toHaveLength(0);
    setSearchText('main', 'oxf');
    setSearchText('main', 'oxfo');
    setSearchText('main', 'oxford');
    await settle();
    expect(calls).toEqual([{ store: 'main', q: 'oxford', from: 0, size: 18, fields: 'card', aggregations: false }]);
    expect(searchStore.getState()).toMatchObject({ query: 'oxford', total: TOTAL, readMore: true, emptyResults: false });
    expect(searchStore.getState().results[0]).toMatchObject({ sku: 'KR-0', href: expect.stringContaining('/p/KR-0/') });
  });

  it('empty text clears the results and the empty flag at once', async () => {
    setSearchText('main', 'nothing');
    await settle();
    expect(searchStore.getState().emptyResults).toBe(true);
    setSearchText('main', 'oxford');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1);
    setSearchText('main', '');
    await settle();
    expect(searchStore.getState()).toMatchObject({ text: '', results: [], emptyResults: false, readMore: false });
  });
});

describe('spec 01 §4/§9: Read more', () => {
  it('loads the next 18 and turns off once all are loaded', async () => {
    setSearchText('main', 'oxford');
    await settle();
    await readMoreResults('main');
    expect(calls.at(-1)).toMatchObject({ from: 18, size: 18 });
    expect(searchStore.getState().results).toHaveLength(36);
    await readMoreResults('main');
    expect(searchStore.getState()).toMatchObject({ readMore: false });
    expect(searchStore.getState().results).toHaveLength(TOTAL);
    const asked = calls.length;
    await readMoreResults('main');
    expect(calls).toHaveLength(asked);
  });
});

describe('spec 01 §9: the last query is kept between visits', () => {
  it('stores what was typed and forgets it when the text is cleared', () => {
    setSearchText('main', 'Derby');
    expect(storage.data.get(LAST_QUERY_STORAGE_KEY)).toBe('Derby');
    setSearchText('main', '');
    expect(storage.data.has(LAST_QUERY_STORAGE_KEY)).toBe(false);
  });

  it('brings it back, searched again, when the panel first opens', async () => {
    setUp({ stored: { [LAST_QUERY_STORAGE_KEY]: 'Chelsea' } });
    openSearch('main');
    expect(searchStore.getState().text).toBe('Chelsea');
    await settle();
    expect(calls).toEqual([{ store: 'main', q: 'Chelsea', from: 0, size: 18, fields: 'card', aggregations: false }]);
    openSearch('main');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('searches the same text again in another store view', async () => {
    setSearchText('main', 'Derby');
    await settle();
    openSearch('de');
    await settle();
    expect(calls.at(-1)).toMatchObject({ store: 'de', q: 'Derby' });
  });
});

describe('spec 01 §8: a search failure is only logged', () => {
  it('logs, keeps no results and stops loading', async () => {
    setUp({ fail: true });
    setSearchText('main', 'oxford');
    await settle();
    expect(log).toHaveBeenCalledOnce();
    expect(searchStore.getState()).toMatchObject({ loading: false, results: [], emptyResults: false });
  });
});
