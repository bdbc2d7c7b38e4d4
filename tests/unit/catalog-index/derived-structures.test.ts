// The index's reusable and derived structures: the match arena (arrays handed out zeroed, taken back, reused)
// and the term ordinals terms aggregations count with (each document's distinct exact values, in CSR form).
import { describe, expect, it } from 'vitest';
import { DocumentCollection } from '../../../server/backend/catalog-index/document-collection.js';
import { MatchArena } from '../../../server/backend/catalog-index/matches.js';

describe('MatchArena', () => {
  it('hands out arrays of its size filled as asked, whatever they held when given back', () => {
    const arena = new MatchArena(4);
    const first = arena.allMatch(2.5);
    expect([...first.mask]).toEqual([1, 1, 1, 1]);
    expect([...first.scores]).toEqual([2.5, 2.5, 2.5, 2.5]);
    arena.release(first);
    const again = arena.noMatches();
    expect(again.mask).toBe(first.mask);
    expect([...again.mask]).toEqual([0, 0, 0, 0]);
    expect([...again.scores]).toEqual([0, 0, 0, 0]);
    const counters = arena.int32(-1);
    counters[2] = 7;
    arena.releaseInt32(counters);
    expect([...arena.int32(0)]).toEqual([0, 0, 0, 0]);
  });

  it('never hands out one array twice before it is given back', () => {
    const arena = new MatchArena(3);
    const a = arena.noMatches();
    const b = arena.noMatches();
    expect(b.mask).not.toBe(a.mask);
    expect(b.scores).not.toBe(a.scores);
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
