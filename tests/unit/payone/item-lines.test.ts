import { describe, expect, it } from 'vitest';
import {
  amountInMinorUnits,
  itemLineParams,
  itemLinesFromTotals,
  itemLinesProblem,
  sumItemLines,
  type CartTotalsForPayone,
} from '../../../shared/payone/item-lines.js';

const TOTALS: CartTotalsForPayone = {
  grand_total: 264.8,
  items: [
    { item_id: 11, sku: 'KR-101-42', name: 'Kranich Derby', qty: 1, row_total_incl_tax: 129.9 },
    { item_id: 12, sku: 'EW-7-40', name: 'Eichwald Loafer', qty: 2, row_total_incl_tax: 129.8 },
  ],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: 259.7 },
    { code: 'shipping', title: 'Express', value: 5.1 },
    { code: 'grand_total', title: 'Grand Total', value: 264.8 },
  ],
};

describe('amount in minor units (spec 02 §7: amount in minor units, price times 100)', () => {
  it('turns €129,90 into 12990 without binary rounding errors', () => {
    expect(amountInMinorUnits(129.9)).toBe(12990);
    expect(amountInMinorUnits(0.29)).toBe(29);
    expect(amountInMinorUnits(1299)).toBe(129900);
  });
});

describe('payment-provider item lines (spec 02 §3: it goods or shipment, id, pr in minor units, no, de)', () => {
  it('makes one goods line per cart row with the unit gross price, and a shipment line for shipping', () => {
    expect(itemLinesFromTotals(TOTALS)).toEqual([
      { it: 'goods', id: 'KR-101-42', pr: 12990, no: 1, de: 'Kranich Derby' },
      { it: 'goods', id: 'EW-7-40', pr: 6490, no: 2, de: 'Eichwald Loafer' },
      { it: 'shipment', id: 'shipping', pr: 510, no: 1, de: 'Express' },
    ]);
  });

  it('adds up to the grand total in cents', () => {
    const lines = itemLinesFromTotals(TOTALS);
    expect(sumItemLines(lines)).toBe(amountInMinorUnits(TOTALS.grand_total));
    expect(itemLinesProblem(lines, 26480)).toBeNull();
  });

  it('adds no shipment line for the free default shipping (Versand mit DHL GoGreen)', () => {
    const free = { ...TOTALS, grand_total: 259.7, total_segments: [{ code: 'shipping', title: 'DHL GoGreen', value: 0 }] };
    expect(itemLinesFromTotals(free).map((l) => l.it)).toEqual(['goods', 'goods']);
  });

  it('puts a coupon discount in as a negative voucher line, so the lines still add up', () => {
    const discounted: CartTotalsForPayone = { ...TOTALS, grand_total: 238.83, discount_amount: -25.97 };
    const lines = itemLinesFromTotals(discounted, { shipping: 'Versand', discount: 'Rabatt' });
    expect(lines.at(-1)).toEqual({ it: 'voucher', id: 'discount', pr: -2597, no: 1, de: 'Rabatt' });
    expect(sumItemLines(lines)).toBe(23883);
  });

  it('sends a row whose total does not split into equal unit prices as one line of the whole row', () => {
    const odd: CartTotalsForPayone = { grand_total: 100, items: [{ item_id: 5, name: 'Socks', qty: 3, row_total_incl_tax: 100 }] };
    expect(itemLinesFromTotals(odd)).toEqual([{ it: 'goods', id: '5', pr: 10000, no: 1, de: '3 × Socks' }]);
  });

  it('numbers the form parameters from 1', () => {
    const params = itemLineParams(itemLinesFromTotals(TOTALS));
    expect(params['it[1]']).toBe('goods');
    expect(params['pr[2]']).toBe('6490');
    expect(params['no[2]']).toBe('2');
    expect(params['it[3]']).toBe('shipment');
    expect(params['de[3]']).toBe('Express');
    expect(Object.keys(params)).toHaveLength(15);
  });

  it('names what is wrong with lines that cannot be sent', () => {
    const lines = itemLinesFromTotals(TOTALS);
    expect(itemLinesProblem(lines, 26481)).toBe('must add up to amount (26481), but add up to 26480');
    expect(itemLinesProblem([], 100)).toBe('must hold at least one line');
    expect(itemLinesProblem([{ it: 'goods', id: 'a', pr: 1.5, no: 1, de: 'x' }], 1.5)).toMatch(/integer pr/);
  });
});
