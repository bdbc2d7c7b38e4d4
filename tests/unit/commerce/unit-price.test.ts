import { describe, expect, it } from 'vitest';
import { unitPriceCents } from '../../../shared/commerce/unit-price.js';

const row = { priceCents: 24900, specialPriceCents: 19900, specialFrom: '2026-03-01T00:00:00.000Z', specialTo: '2026-03-31T00:00:00.000Z' };

describe('unit price of a cart line (spec 01 §4: special price only within its window and below the price)', () => {
  it('uses the special price inside the window, to the end of the last day', () => {
    expect(unitPriceCents(row, new Date('2026-03-15T10:00:00Z'))).toBe(19900);
    expect(unitPriceCents(row, new Date('2026-03-31T23:59:00Z'))).toBe(19900);
  });

  it('uses the regular price outside the window', () => {
    expect(unitPriceCents(row, new Date('2026-02-28T23:00:00Z'))).toBe(24900);
    expect(unitPriceCents(row, new Date('2026-04-01T00:00:01Z'))).toBe(24900);
  });

  it('ignores a special price above the regular one or none at all', () => {
    expect(unitPriceCents({ ...row, specialPriceCents: 29900 }, new Date('2026-03-15T10:00:00Z'))).toBe(24900);
    expect(unitPriceCents({ ...row, specialPriceCents: null }, new Date('2026-03-15T10:00:00Z'))).toBe(24900);
  });
});
