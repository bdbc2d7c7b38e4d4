import { describe, expect, it } from 'vitest';
import { computeTotals, meetsMinimumOrderValue, MIN_ORDER_VALUE_CENTS } from '../../../shared/commerce/totals.js';

describe('computeTotals (prices incl. 19% VAT, integer cents)', () => {
  it('sums lines, counts shipping once per cart and reports the VAT contained', () => {
    const t = computeTotals({ lines: [{ qty: 2, unitPriceCents: 12990 }, { qty: 1, unitPriceCents: 1290 }], shippingCents: 0 });
    expect(t).toMatchObject({ subtotal: 27270, discount: 0, shipping: 0, grandTotal: 27270, itemsQty: 3, rowTotals: [25980, 1290] });
    expect(t.tax).toBe(Math.round((27270 * 19) / 119));
  });

  it('ignores negative quantities (spec 02 §5)', () => {
    const t = computeTotals({ lines: [{ qty: -3, unitPriceCents: 1000 }, { qty: 1, unitPriceCents: 2500 }] });
    expect(t.subtotal).toBe(2500);
    expect(t.itemsQty).toBe(1);
  });

  it('adds shipping once, not once per line (a weakness of the original we do not copy)', () => {
    const t = computeTotals({ lines: [{ qty: 1, unitPriceCents: 1000 }, { qty: 1, unitPriceCents: 1000 }, { qty: 1, unitPriceCents: 1000 }], shippingCents: 490 });
    expect(t.grandTotal).toBe(3490);
  });

  it('takes a percent coupon off the goods and computes VAT on the discounted total', () => {
    const t = computeTotals({ lines: [{ qty: 1, unitPriceCents: 24900 }], coupon: { kind: 'percent', amount: 10 } });
    expect(t.discount).toBe(2490);
    expect(t.grandTotal).toBe(22410);
    expect(t.tax).toBe(3578);
  });
});

describe('minimum order value (spec 02 §5/§9: 20.00 EUR)', () => {
  it('is 2000 cents', () => expect(MIN_ORDER_VALUE_CENTS).toBe(2000));

  it('counts the goods after discount', () => {
    expect(meetsMinimumOrderValue({ subtotal: 2000, discount: 0 })).toBe(true);
    expect(meetsMinimumOrderValue({ subtotal: 1999, discount: 0 })).toBe(false);
    expect(meetsMinimumOrderValue({ subtotal: 2100, discount: 210 })).toBe(false);
  });
});
