// The index's reusable and derived structures: the match arena (scratch arrays handed out filled, taken back, reused)
// and the term ordinals terms aggregations count with (each document's distinct exact values, in CSR form).
import { describe, expect, it } from 'vitest';
import { DocumentCollection, postingDocs } from '../../../server/backend/catalog-index/document-collection.js';
import { MatchArena } from '../../../server/backend/catalog-index/matches.js';

describe('MatchArena', () => {
  it('hands out arrays of its size holding the value asked for, and takes them back for reuse', () => {
    const arena = new MatchArena(4);
    const sums = arena.takeFloat64(0);
    expect([...sums]).toEqual([0, 0, 0, 0]);
    sums[1] = 2.5;
    sums[1] = 0; // its user resets what it touched before giving it back
    arena.giveFloat64(sums, 0);
    expect(arena.takeFloat64(0)).toBe(sums);
    const last = arena.takeInt32(-1);
    expect([...last]).toEqual([-1, -1, -1, -1]);
    arena.giveInt32(last, -1);
    // An array given back holding -1 is never handed out as one holding 0.
    expect(arena.takeInt32(0)).not.toBe(last);
    expect(arena.takeInt32(-1)).toBe(last);
  });

  it('never hands out one array twice before it is given back', () => {
    const arena = new MatchArena(3);
    const a = arena.takeFloat64(0);
    const b = arena.takeFloat64(0);
    expect(b).not.toBe(a);
  });

  it('is replaced when the collection changes size', () => {
    const collection = new DocumentCollection('id');
    collection.upsert([{ id: 1 }, { id: 2 }]);
    const before = collection.matchArena();
    expect(collection.matchArena()).toBe(before);
    collection.upsert([{ id: 3 }]);
    expect(collection.matchArena().size).toBe(3);
  });
});

describe('term ordinals', () => {
  it('list each document’s distinct values once, with the values in the exact index’s order', () => {
    const collection = new DocumentCollection('id');
    collection.upsert([
      { id: 1, size: [42, 43, 42] },
      { id: 2 },
      { id: 3, size: 43 },
      { id: 4, size: ['44', true] },
    ]);
    const { keys, values, offsets, ordinals } = collection.termOrdinals('size');
    expect(keys).toEqual(['n:42', 'n:43', 's:44', 'b:true']);
    expect(values).toEqual([42, 43, '44', true]);
    const valuesOf = (doc: number) => [...ordinals.subarray(offsets[doc], offsets[doc + 1])].map((ordinal) => keys[ordinal]).sort();
    expect(valuesOf(0)).toEqual(['n:42', 'n:43']);
    expect(valuesOf(1)).toEqual([]);
    expect(valuesOf(2)).toEqual(['n:43']);
    expect(valuesOf(3)).toEqual(['b:true', 's:44']);
  });
});

describe('exact index postings', () => {
  it('keep a value one document holds as its slot, and several as an array, through writes', () => {
    const collection = new DocumentCollection('id');
    collection.upsert([
      { id: 'a', sku: 'S-1', color: 4 },
      { id: 'b', sku: 'S-2', color: 4 },
    ]);
    const index = collection.exactIndex('sku');
    expect(index.postings.get('s:S-1')).toBe(0);
    expect([...(collection.exactIndex('color').postings.get('n:4') as Int32Array)]).toEqual([0, 1]);
    collection.upsert([{ id: 'c', sku: 'S-1', color: 5 }]);
    expect([...postingDocs(collection.exactIndex('sku').postings.get('s:S-1')!)]).toEqual([0, 2]);
    collection.upsert([{ id: 'a', sku: 'S-9', color: 5 }]);
    expect(collection.exactIndex('sku').postings.get('s:S-1')).toBe(2);
    expect(collection.exactIndex('color').postings.get('n:4')).toBe(1);
    expect([...postingDocs(collection.exactIndex('color').postings.get('n:5')!)]).toEqual([0, 2]);
  });
});
