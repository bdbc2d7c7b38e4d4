import { describe, expect, it } from 'vitest';
import { cartLineDifferences, isConfirmedTotal } from '../../../shared/commerce/order-lines.js';

describe('the order is the server cart (issue 12 §3)', () => {
  it('agrees when every sku has the same quantity, however the lines are split or ordered', () => {
    const cart = [{ sku: 'A', qty: 2 }, { sku: 'B', qty: 1 }];
    expect(cartLineDifferences(cart, [{ sku: 'B', qty: 1 }, { sku: 'A', qty: 1 }, { sku: 'A', qty: 1 }])).toEqual([]);
  });

  it('names every sku whose quantity differs, missing on either side, sorted', () => {
    // The case: a cart holding one shoe, a request for two shoe horns.
    expect(cartLineDifferences([{ sku: 'SHOE-42', qty: 1 }], [{ sku: 'HORN', qty: 2 }])).toEqual([
      { sku: 'HORN', cartQty: 0, requestQty: 2 },
      { sku: 'SHOE-42', cartQty: 1, requestQty: 0 },
    ]);
    expect(cartLineDifferences([{ sku: 'A', qty: 2 }], [{ sku: 'A', qty: 3 }])).toEqual([{ sku: 'A', cartQty: 2, requestQty: 3 }]);
  });

  it('an empty server cart disagrees with any request', () => {
    expect(cartLineDifferences([], [{ sku: 'A', qty: 1 }])).toEqual([{ sku: 'A', cartQty: 0, requestQty: 1 }]);
  });

  it('charges only the total the shopper confirmed, when the request names one', () => {
    expect(isConfirmedTotal(17910, 17910)).toBe(true);
    expect(isConfirmedTotal(17910, 19900)).toBe(false);
    expect(isConfirmedTotal(undefined, 19900)).toBe(true);
    expect(isConfirmedTotal(null, 19900)).toBe(true);
  });
});
