// The seed's building blocks: seeded random streams and the price arithmetic of the demo documents.
import { describe, expect, it } from 'vitest';
import { buildPriceFields, isWindowActive, specialPriceCents, splitGross } from '../../../server/demo-catalogue/catalogue/pricing.js';
import { createRng } from '../../../server/demo-catalogue/prng.js';

describe('seeded random streams', () => {
  it('repeats the same numbers for the same key and differs between keys', () => {
    const a = createRng('stock:KR-1001-COG-42');
    const b = createRng('stock:KR-1001-COG-42');
    const c = createRng('stock:KR-1001-COG-43');
    const seq = (r: typeof a) => Array.from({ length: 5 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
  });

  it('keeps int() inside its bounds', () => {
    const rng = createRng('bounds');
    const values = Array.from({ length: 2000 }, () => rng.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
  });
});

describe('demo prices', () => {
  it('splits a gross price into net and 19 % tax that add up to the cent', () => {
    expect(splitGross(44900)).toEqual({ net: 377.31, tax: 71.69, gross: 449 });
    expect(splitGross(1290)).toEqual({ net: 10.84, tax: 2.06, gross: 12.9 });
  });

  it('reduces to a shop price ending in 9 below the regular price', () => {
    expect(specialPriceCents(44900, 0.2)).toBe(34900);
    expect(specialPriceCents(7900, 0.2)).toBe(5900);
    expect(specialPriceCents(14900, 0.3)).toBeLessThan(14900);
  });

  it('uses the special price as final price only inside its window', () => {
    const active = buildPriceFields(44900, { kind: 'active', discount: 0.2, from: '2026-01-01 00:00:00', to: '2030-12-31 00:00:00' });
    expect(active.final_price_incl_tax).toBe(349);
    const expired = buildPriceFields(44900, { kind: 'expired', discount: 0.2, from: '2025-01-15 00:00:00', to: '2025-02-28 00:00:00' });
    expect(expired.final_price_incl_tax).toBe(449);
    expect(expired.special_price_incl_tax).toBe(349);
    expect(isWindowActive({ kind: 'active', discount: 0.2, from: '2026-01-01 00:00:00', to: '2026-07-01 00:00:00' }, '2026-07-01 18:00:00')).toBe(true);
  });
});
