// The filter sets of the catalogue index (bitset.ts): slots as bits over 32-bit words, the top bit and a partial last
// word included, checked against plain arrays.
import { describe, expect, it } from 'vitest';
import { Bitset } from '../../../server/backend/catalog-index/bitset.js';

/** A deterministic subset of 0 … size − 1. */
function someSlots(size: number, seed: number): number[] {
  const slots: number[] = [];
  let state = seed;
  for (let slot = 0; slot < size; slot++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    if (state % 3 === 0) slots.push(slot);
  }
  return slots;
}

describe('Bitset', () => {
  it('holds the slots it is given, bit 31 of a word and the last partial word included', () => {
    const set = Bitset.of(70, [69, 0, 31, 32, 31, 63]);
    expect(set.toArray()).toEqual([0, 31, 32, 63, 69]);
    expect(set.count()).toBe(5);
    expect(set.has(31)).toBe(true);
    expect(set.has(30)).toBe(false);
    expect(set.has(69)).toBe(true);
  });

  it('full() has every slot and none beyond the size', () => {
    for (const size of [0, 1, 31, 32, 33, 64, 100]) {
      const full = Bitset.full(size);
      expect(full.count()).toBe(size);
      expect(full.toArray()).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });

  it('and, or and andNot agree with the same operations on arrays, and change only the set they are called on', () => {
    const size = 1000;
    const a = someSlots(size, 1);
    const b = someSlots(size, 2);
    const setA = Bitset.of(size, a);
    const setB = Bitset.of(size, b);
    const inB = new Set(b);
    expect(setA.copy().and(setB).toArray()).toEqual(a.filter((slot) => inB.has(slot)));
    expect(setA.copy().andNot(setB).toArray()).toEqual(a.filter((slot) => !inB.has(slot)));
    expect(setA.copy().or(setB).toArray()).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
    expect(setA.toArray()).toEqual(a);
    expect(setB.toArray()).toEqual(b);
  });
});
