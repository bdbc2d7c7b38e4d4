import { describe, expect, it } from 'vitest';
import { eurosToCents, formatPrice, formatWholeEuros } from '../../../shared/money.js';

describe('formatPrice (DESIGN §5: symbol first, decimal comma, thousands dot, two decimals)', () => {
  it('formats the examples of DESIGN §5 exactly', () => {
    expect(formatPrice(12900)).toBe('€129,00');
    expect(formatPrice(129900)).toBe('€1.299,00');
    expect(formatPrice(-500)).toBe('-€5,00');
  });

  it('keeps two fraction digits and groups millions', () => {
    expect(formatPrice(0)).toBe('€0,00');
    expect(formatPrice(5)).toBe('€0,05');
    expect(formatPrice(2000)).toBe('€20,00');
    expect(formatPrice(123456789)).toBe('€1.234.567,89');
  });

  it('refuses fractional cents rather than rounding silently', () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
  });
});

describe('eurosToCents (index documents hold euros; computation is in integer cents)', () => {
  it('converts without binary rounding errors', () => {
    expect(eurosToCents(129.9)).toBe(12990);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(899)).toBe(89900);
  });

  it('rejects non-finite amounts', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatWholeEuros (price range labels)', () => {
  it('formats whole euros with the symbol first', () => {
    expect(formatWholeEuros(50)).toBe('€50');
    expect(formatWholeEuros(1500)).toBe('€1.500');
  });
});

describe('eurosToCents, the quick path for whole cents', () => {
  // The string round trip is the reference: the quick path must give exactly its answer (-0 included).
  const reference = (euros: number) => Math.round(Number((euros * 100).toFixed(4)));
  it('agrees with rounding through fixed decimals', () => {
    const amounts = [0, -0, 1e-9, -1e-9, 0.005, 1.005, 2.675, 0.145, 769, 646.22, 122.78, -5, 1299.99, 0.1 + 0.2];
    for (let i = 0; i < 20_000; i++) amounts.push((i * 7919) / (i % 3 ? 100 : 1000), -(i * 104729) / 100);
    for (const euros of amounts) expect(Object.is(eurosToCents(euros), reference(euros)), String(euros)).toBe(true);
  });
});
