import { describe, expect, it } from 'vitest';
import { MAX_SALE_QTY, parseQuantity } from '../../../shared/commerce/quantity.js';

describe('parseQuantity (spec 02 §5: above 0, positive integer, numbers or numeric strings; §9: max sale qty 10000)', () => {
  it('accepts positive whole numbers and numeric strings', () => {
    expect(parseQuantity(1)).toEqual({ ok: true, qty: 1 });
    expect(parseQuantity('3')).toEqual({ ok: true, qty: 3 });
    expect(parseQuantity(' 7 ')).toEqual({ ok: true, qty: 7 });
    expect(parseQuantity('2.0')).toEqual({ ok: true, qty: 2 });
    expect(parseQuantity(MAX_SALE_QTY)).toEqual({ ok: true, qty: 10000 });
  });

  it('refuses zero, negatives, fractions and non-numbers', () => {
    for (const bad of [0, -1, 1.5, '1.5', '-2', '', 'abc', '1e3', NaN, Infinity, null, undefined, true, [1], { qty: 1 }]) {
      expect(parseQuantity(bad)).toEqual({ ok: false, error: 'ERR_QTY_INVALID' });
    }
  });

  it('refuses more than the max sale qty of 10000 with its own code', () => {
    expect(parseQuantity(10001)).toEqual({ ok: false, error: 'ERR_QTY_LIMIT' });
    expect(parseQuantity('999999999999999999999')).toEqual({ ok: false, error: 'ERR_QTY_LIMIT' });
  });
});
