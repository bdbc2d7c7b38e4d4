// The index's caches (issue #14 item 5): filter sets kept between searches, as Elasticsearch's query cache keeps them
// (any write starts a new generation with none: a search after it never answers from a set computed before it), and
// the filtered sources of hits, which a write drops for the documents it wrote only.
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';
import { DocumentCollection } from '../../../server/backend/catalog-index/document-collection.js';
import { firstInOrder } from '../../../server/backend/catalog-index/sorting.js';
import { EncodedSource, searchResponseBytes } from '../../../server/backend/catalog-index/response-json.js';
import { SourceCache } from '../../../server/backend/catalog-index/source-cache.js';

const INDEX = 'shop_product';
const doc = (id: number, color: number, price = 100) => ({ id, sku: `S-${id}`, name: `Shoe ${id}`, color, price, description: 'made by hand' });
const colourFilter = (color: number) => ({ query: { bool: { filter: [{ terms: { color: [color] } }] } }, sort: [{ id: 'asc' }], size: 50 });
const idsOf = (result: ReturnType<CatalogIndex['search']>) => result.hits.hits.map((hit) => Number(hit._id));

describe('filter cache', () => {
  it('answers a repeated filter from the set it kept, and drops it on any write', () => {
    const index = new CatalogIndex();
    index.putDocuments(INDEX, [doc(1, 49), doc(2, 50), doc(3, 49)]);
    expect(idsOf(index.search(INDEX, colourFilter(49)))).toEqual([1, 3]);
    expect(idsOf(index.search(INDEX, colourFilter(49)))).toEqual([1, 3]);
    index.replaceDocument(INDEX, doc(2, 49));
    expect(idsOf(index.search(INDEX, colourFilter(49)))).toEqual([1, 2, 3]);
    index.putDocuments(INDEX, [doc(4, 49)]);
    expect(idsOf(index.search(INDEX, colourFilter(49)))).toEqual([1, 2, 3, 4]);
    index.deleteDocument(INDEX, 1);
    expect(idsOf(index.search(INDEX, colourFilter(49)))).toEqual([2, 3, 4]);
    // must_not and match_all see removed documents' slots as gone too.
    expect(idsOf(index.search(INDEX, { query: { bool: { must_not: [{ term: { color: 50 } }] } }, sort: [{ id: 'asc' }] }))).toEqual([2, 3, 4]);
  });

  it('keeps one set per query within a generation, and starts empty after a write', () => {
    const collection = new DocumentCollection('id');
    collection.upsert([doc(1, 49)]);
    let builds = 0;
    const build = () => {
      builds++;
      return collection.allSlots().copy();
    };
    const first = collection.cachedFilter('k', build);
    expect(collection.cachedFilter('k', build)).toBe(first);
    expect(builds).toBe(1);
    const generation = collection.generation;
    collection.upsert([doc(2, 50)]);
    expect(collection.generation).toBeGreaterThan(generation);
    expect(collection.cachedFilter('k', build)).not.toBe(first);
    expect(builds).toBe(2);
    expect(collection.allSlots().count()).toBe(2);
  });

  it('does not keep a range relative to now', () => {
    let now = Date.parse('2026-06-01T00:00:00Z');
    const index = new CatalogIndex({ now: () => now });
    index.putDocuments(INDEX, [{ id: 1, created_at: '2026-05-31 12:00:00' }]);
    const recent = { query: { bool: { filter: [{ range: { created_at: { gte: 'now-1d' } } }] } } };
    expect(index.search(INDEX, recent).hits.total).toEqual({ value: 1, relation: 'eq' });
    now += 2 * 86_400_000;
    expect(index.search(INDEX, recent).hits.total).toEqual({ value: 0, relation: 'eq' });
  });
});

describe('source cache', () => {
  it('answers a hit’s filtered source as the document is now, after a write', () => {
    const index = new CatalogIndex({ queriedFields: ['id', 'color'] });
    const card = { query: { term: { id: 1 } }, _source: { includes: ['id', 'name', 'price'] } };
    index.putDocuments(INDEX, [doc(1, 49, 100)]);
    expect(index.search(INDEX, card).hits.hits[0]._source).toEqual({ id: 1, name: 'Shoe 1', price: 100 });
    expect(index.search(INDEX, card).hits.hits[0]._source).toEqual({ id: 1, name: 'Shoe 1', price: 100 });
    index.replaceDocument(INDEX, doc(1, 49, 80));
    expect(index.search(INDEX, card).hits.hits[0]._source).toEqual({ id: 1, name: 'Shoe 1', price: 80 });
    // Another filter of the same document is another entry.
    expect(index.search(INDEX, { ...card, _source: { includes: ['price'] } }).hits.hits[0]._source).toEqual({ price: 80 });
  });

  it('keeps the sources of documents a write did not touch, and drops those it did (a stock update must not empty it)', () => {
    const collection = new DocumentCollection('id', ['id', 'color'], 1 << 20);
    collection.upsert([doc(1, 49, 100), doc(2, 49, 200), doc(3, 50, 300)]);
    let made = 0;
    const card = (slot: number) =>
      collection.filteredSources().get('card', slot, () => {
        made++;
        return { price: collection.document(slot).price };
      });
    expect([0, 1, 2].map(card)).toEqual([{ price: 100 }, { price: 200 }, { price: 300 }]);
    expect(made).toBe(3);
    collection.upsert([doc(2, 49, 150)]);
    expect([0, 1, 2].map(card)).toEqual([{ price: 100 }, { price: 150 }, { price: 300 }]);
    expect(made).toBe(4);
    collection.removeAll(['3']);
    collection.upsert([doc(3, 50, 350)]);
    expect([0, 1, 3].map(card)).toEqual([{ price: 100 }, { price: 150 }, { price: 350 }]);
    expect(made).toBe(5);
  });

  it('answers sources as the documents are now after writes, deletes and a compaction', () => {
    const index = new CatalogIndex({ queriedFields: ['id', 'color'] });
    const card = { query: { match_all: {} }, sort: [{ id: 'asc' }], size: 300, _source: { includes: ['id', 'price'] } };
    const sources = () => index.search(INDEX, card).hits.hits.map((hit) => hit._source);
    const docs = Array.from({ length: 200 }, (_, i) => doc(i + 1, 49, i + 1));
    index.putDocuments(INDEX, docs);
    expect(sources()).toEqual(docs.map((d) => ({ id: d.id, price: d.price })));
    index.replaceDocument(INDEX, doc(150, 49, 9));
    index.deleteDocument(INDEX, 3);
    const expected = docs.filter((d) => d.id !== 3).map((d) => ({ id: d.id, price: d.id === 150 ? 9 : d.price }));
    expect(sources()).toEqual(expected);
    // A quarter of the slots removed: the collection compacts and every slot moves.
    index.deleteDocuments(INDEX, docs.slice(0, 100).map((d) => String(d.id)));
    expect(sources()).toEqual(expected.filter((d) => d.id > 100));
  });

  it('lets the least recently used entries go beyond its bound, and keeps none with a bound of 0', () => {
    const cache = new SourceCache(40);
    let made = 0;
    const make = (slot: number) => () => {
      made++;
      return { slot, text: 'x'.repeat(10) };
    };
    cache.get('f', 1, make(1));
    cache.get('f', 2, make(2));
    expect(cache.size).toBe(1); // each entry is 25 bytes: the older one went
    expect(cache.get('f', 2, make(2))).toEqual({ slot: 2, text: 'x'.repeat(10) });
    expect(made).toBe(2);
    const none = new SourceCache(0);
    none.get('f', 1, make(1));
    none.get('f', 1, make(1));
    expect(made).toBe(4);
    expect(none.size).toBe(0);
  });
});

describe('firstInOrder', () => {
  it('gives the first items of a full sort, whatever the limit', () => {
    const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
    const compare = (a: number, b: number) => (a % 17) - (b % 17) || a - b;
    const sorted = [...items].sort(compare);
    for (const limit of [1, 5, 24, 100, 124, 125, 499, 500, 600]) expect(firstInOrder(items, compare, limit)).toEqual(sorted.slice(0, limit));
  });
});

describe('encoded sources', () => {
  it('serialise to the same JSON as the objects they stand for, with searchResponseBytes and with JSON.stringify', () => {
    const index = new CatalogIndex({ queriedFields: ['id', 'color'] });
    index.putDocuments(INDEX, [doc(1, 49), doc(2, 50, 75.5)]);
    const body = { query: { match_all: {} }, sort: [{ id: 'asc' }], _source: { includes: ['id', 'name', 'price'] } };
    const plain = index.search(INDEX, body);
    const encoded = index.search(INDEX, body, { encodedSources: true });
    expect(encoded.hits.hits[0]._source).toBeInstanceOf(EncodedSource);
    encoded.took = plain.took;
    expect(searchResponseBytes(encoded).toString()).toBe(JSON.stringify(plain));
    expect(JSON.stringify(encoded)).toBe(JSON.stringify(plain));
  });
});
