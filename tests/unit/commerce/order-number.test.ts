import { describe, expect, it } from 'vitest';
import { isOrderNumber, newOrderNumber, ORDER_NUMBER_DIGITS } from '../../../shared/commerce/order-number.js';

describe('order numbers (issue #13 item 13)', () => {
  it('are ten digits without a leading zero', () => {
    for (let i = 0; i < 2000; i++) {
      const number = newOrderNumber();
      expect(number).toMatch(/^[1-9]\d{9}$/);
      expect(isOrderNumber(number)).toBe(true);
    }
    expect(ORDER_NUMBER_DIGITS).toBe(10);
  });

  it('cover the whole range, from the smallest to the largest ten-digit number', () => {
    expect(newOrderNumber(() => 0)).toBe('1000000000');
    // 2^64 - 1 mod 9e9 is the largest remainder these two draws give; it stays within ten digits.
    expect(newOrderNumber(() => 0xffffffff)).toMatch(/^[1-9]\d{9}$/);
  });

  it('are not sequential: many draws are all different and spread over the range', () => {
    const numbers = Array.from({ length: 5000 }, () => Number(newOrderNumber()));
    expect(new Set(numbers).size).toBe(numbers.length);
    const sorted = [...numbers].sort((a, b) => a - b);
    const neighbours = sorted.slice(1).filter((n, i) => n - sorted[i] === 1);
    expect(neighbours.length).toBeLessThan(3);
    // Every ninth of the range gets some of them (an offset per day or a counter would not).
    const buckets = new Set(numbers.map((n) => Math.floor((n - 1e9) / 1e9)));
    expect(buckets.size).toBe(9);
  });

  it('isOrderNumber refuses what is not one', () => {
    for (const bad of ['0123456789', '123456789', '12345678901', '12345a7890', '', 1234567890]) expect(isOrderNumber(bad)).toBe(false);
  });
});
