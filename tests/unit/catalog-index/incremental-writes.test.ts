// Writes patch the index instead of rebuilding it (issue #14 item 2): after any sequence of puts and removes, every
// search answers exactly what an index built afresh from the resulting documents (in the same order) answers,
// whatever derived structures (text indexes, exact values, ordinals, numeric columns) earlier searches had built.
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';

const INDEX = 'shop_product';
const WORDS = ['oxford', 'derby', 'loafer', 'boot', 'chelsea', 'sneaker', 'brogue', 'monk', 'müller', 'kranich'];

interface Doc {
  id: number;
  sku: string;
  name: string;
  price: number;
  color: number;
  size: number[];
  category: { category_id: number; name: string }[];
  created_at: string;
  badge?: string;
  /** Source-only fields (kept as JSON, not objects): queries on them must work all the same. */
  description: string;
  configurable_children: { sku: string; size: number }[];
}

/** A deterministic document; `variant` changes name, price, colour and sizes. */
function doc(id: number, variant = 0): Doc {
  const n = id * 7 + variant * 13;
  const word = (k: number) => WORDS[(n + k) % WORDS.length];
  return {
    id,
    sku: `SKU-${id}`,
    name: `${word(0)} ${word(3)} ${id % 3 === 0 ? word(5) : ''}`.trim(),
    price: 50 + ((n * 37) % 200),
    color: 40 + (n % 5),
    size: [38 + (n % 4), 39 + (n % 6)],
    category: [{ category_id: 10 + (n % 3), name: ['Men', 'Women', 'Sale'][n % 3] }],
    created_at: `2026-0${1 + (n % 9)}-1${n % 10} 10:00:00`,
    ...(n % 4 === 0 ? { badge: 'new' } : {}),
    description: `${word(2)} made by hand`,
    configurable_children: [{ sku: `SKU-${id}-${n % 3}`, size: 40 + (n % 2) }],
  };
}

const SEARCHES: Record<string, unknown>[] = [
  { size: 200, query: { match_all: {} } },
  { size: 200, query: { bool: { filter: [{ terms: { color: [41, 43] } }, { range: { price: { gte: 80, lte: 190 } } }] } }, sort: [{ price: 'asc' }, { created_at: 'desc' }] },
  {
    size: 20,
    query: { bool: { filter: [{ term: { 'category.category_id': 10 } }] } },
    aggs: { colors: { terms: { field: 'color', size: 10 } }, sizes: { terms: { field: 'size', size: 10 } }, prices: { range: { field: 'price', ranges: [{ to: 100 }, { from: 100, to: 200 }, { from: 200 }] } } },
    post_filter: { terms: { size: [40] } },
  },
  { size: 30, query: { bool: { should: [{ match: { name: { query: 'oxfrd', fuzziness: 'AUTO' } } }, { multi_match: { query: 'bro', type: 'bool_prefix', fields: ['name', 'sku'] } }], minimum_should_match: 1 } } },
  { size: 30, query: { multi_match: { query: 'chelsea muller', fields: ['name^3', 'sku', 'category.name'], fuzziness: 'AUTO' } } },
  {
    size: 30,
    query: { bool: { must: [{ multi_match: { query: 'chelsa kran', fields: ['name^4', 'sku^2', 'category.name^1'], fuzziness: 2, minimum_should_match: '75%' } }] } },
    min_score: 0.02,
  },
  { size: 20, query: { bool: { filter: [{ terms: { 'configurable_children.sku': ['SKU-5-0', 'SKU-5-1', 'SKU-5-2', 'SKU-7-1', 'SKU-201-2'] } }] } } },
  { size: 20, query: { match: { description: 'loafer' } }, aggs: { sizes: { terms: { field: 'configurable_children.size' } } } },
  { size: 50, query: { bool: { must_not: [{ exists: { field: 'badge' } }] } }, sort: [{ 'name.keyword': 'asc' }] },
];

function answers(index: CatalogIndex): unknown[] {
  return SEARCHES.map((body) => {
    const response = index.search(INDEX, body) as unknown as Record<string, unknown>;
    return { ...response, took: 0 };
  });
}

/** The documents an index holds after the writes, in the order an index built from them keeps them. */
function rebuilt(docs: Map<number, Doc>): CatalogIndex {
  const index = new CatalogIndex();
  index.putDocuments(INDEX, [...docs.values()]);
  return index;
}

describe('CatalogIndex incremental writes', () => {
  it('answers after puts (changed and new documents) as an index built afresh does', () => {
    const docs = new Map(Array.from({ length: 120 }, (_, i) => [i + 1, doc(i + 1)] as const));
    const index = rebuilt(docs);
    answers(index); // builds the derived structures the searches use, so that the writes patch them
    for (const round of [1, 2, 3]) {
      const writes = [...Array.from({ length: 15 }, (_, i) => doc(((i * 11 + round * 5) % 120) + 1, round)), doc(200 + round, round)];
      for (const write of writes) docs.set(write.id, write);
      index.putDocuments(INDEX, writes);
      expect(answers(index)).toEqual(answers(rebuilt(docs)));
    }
  });

  it('answers after removes, before and after the tombstones are compacted, as an index built afresh does', () => {
    const docs = new Map(Array.from({ length: 300 }, (_, i) => [i + 1, doc(i + 1)] as const));
    const index = rebuilt(docs);
    answers(index);
    // A few removes leave tombstones (below the compaction threshold)…
    const few = ['3', '50', '51', '299'];
    expect(index.deleteDocuments(INDEX, few)).toBe(4);
    for (const id of few) docs.delete(Number(id));
    expect(answers(index)).toEqual(answers(rebuilt(docs)));
    // …a removed id comes back (appended, as a fresh index would hold it last)…
    const back = doc(50, 4);
    index.putDocuments(INDEX, [back]);
    docs.delete(50);
    docs.set(50, back);
    expect(answers(index)).toEqual(answers(rebuilt(docs)));
    // …and many removes compact the collection.
    const many = Array.from({ length: 90 }, (_, i) => String(i * 3 + 2));
    for (const id of many) docs.delete(Number(id));
    index.deleteDocuments(INDEX, many);
    expect(index.deleteDocument(INDEX, '1')).toBe(true);
    docs.delete(1);
    expect(index.deleteDocument(INDEX, '1')).toBe(false);
    expect(answers(index)).toEqual(answers(rebuilt(docs)));
  });

  it('mixes puts and removes in any order', () => {
    const docs = new Map(Array.from({ length: 80 }, (_, i) => [i + 1, doc(i + 1)] as const));
    const index = rebuilt(docs);
    answers(index);
    for (let step = 0; step < 12; step++) {
      if (step % 3 === 2) {
        const id = ((step * 17) % 80) + 1;
        index.deleteDocument(INDEX, id);
        docs.delete(id);
      } else {
        const write = doc(((step * 29) % 95) + 1, step);
        docs.set(write.id, write);
        index.putDocuments(INDEX, [write]);
      }
      expect(answers(index)).toEqual(answers(rebuilt(docs)));
    }
  });
});

describe('numeric sort columns after writes', () => {
  const sorted = (index: CatalogIndex, order: 'asc' | 'desc') =>
    index.search('rank', { size: 10, sort: [{ rank: order }, 'id'] }).hits.hits.map((hit) => [hit._id, hit.sort]);

  it('sort by a number patched by a write (a price update), grown by an append, and by strings once one is written', () => {
    const docs = new Map<number, Record<string, unknown>>([
      [1, { id: 1, rank: 5 }],
      [2, { id: 2, rank: [9, 1] }],
      [3, { id: 3 }],
      [4, { id: 4, rank: '2026-01-01' }],
    ]);
    const index = new CatalogIndex();
    index.putDocuments('rank', [...docs.values()]);
    const fresh = () => {
      const built = new CatalogIndex();
      built.putDocuments('rank', [...docs.values()]);
      return built;
    };
    for (const write of [{ id: 1, rank: 0.5 }, { id: 5, rank: -3 }, { id: 3, rank: true }, { id: 2, rank: 'b' }, { id: 2, rank: 7 }]) {
      expect(sorted(index, 'asc')).toEqual(sorted(fresh(), 'asc'));
      expect(sorted(index, 'desc')).toEqual(sorted(fresh(), 'desc'));
      docs.set(write.id, write);
      index.putDocuments('rank', [write]);
    }
    expect(sorted(index, 'asc')).toEqual(sorted(fresh(), 'asc'));
    expect(sorted(index, 'desc')).toEqual(sorted(fresh(), 'desc'));
    expect(sorted(index, 'asc')[0]).toEqual(['5', [-3, 5]]);
  });
});
