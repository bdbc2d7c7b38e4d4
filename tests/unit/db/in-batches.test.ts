import { describe, expect, it } from 'vitest';
import { inBatches, VALUES_PER_STATEMENT } from '../../../server/db/in-batches.js';

describe('inBatches', () => {
  it('yields nothing for an empty list', () => {
    expect([...inBatches([])]).toEqual([]);
  });

  it('cuts a list into consecutive slices of at most the size, keeping every value once and in order', () => {
    const values = Array.from({ length: 2 * VALUES_PER_STATEMENT + 7 }, (_, i) => `sku-${i}`);
    const batches = [...inBatches(values)];
    expect(batches.map((b) => b.length)).toEqual([VALUES_PER_STATEMENT, VALUES_PER_STATEMENT, 7]);
    expect(batches.flat()).toEqual(values);
  });

  it('takes another size and refuses one that would never end', () => {
    expect([...inBatches([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => [...inBatches([1], 0)]).toThrow(RangeError);
    expect(() => [...inBatches([1], Number.NaN)]).toThrow(RangeError);
  });
});
