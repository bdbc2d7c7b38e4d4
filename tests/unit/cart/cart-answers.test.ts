import { describe, expect, it } from 'vitest';
import { CART_CONFIG } from '../../../shared/cart/cart-config.js';
import { defaultShippingMethod, keepOrDefaultShipping, usablePaymentMethods, usableShippingMethods } from '../../../shared/cart/methods.js';
import { applySavedItem, cartItemFromServer, revertRefusedUpdate } from '../../../shared/cart/server-answers.js';
import { applyStockResult } from '../../../shared/cart/stock-sync.js';
import { isSyncRequired, isTotalsSyncRequired, canBypassWithGuestCart } from '../../../shared/cart/sync-rules.js';
import { applyItemTotals, couponFromTotals, summarizeCart } from '../../../shared/cart/totals.js';
import { child, configurableProduct, line, serverLine } from './fixtures.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const ship = (code: string, extra = {}) => ({ carrier_code: 'dhl', method_code: code, method_title: code, amount: 0, ...extra });

describe('spec 02 §4 "Server item update"', () => {
  it('200: the line takes the saved item id, cart id and quantity (prev_qty becomes the confirmed qty)', () => {
    const a = line('A', 2);
    expect(applySavedItem([a], a.checksum, serverLine('A', 4, 11))[0]).toMatchObject({ server_item_id: 11, server_cart_id: 'cart-1', qty: 4, prev_qty: 4 });
  });

  it('non-200 on a line the server never had: deleted locally', () => {
    const a = line('A', 2);
    expect(revertRefusedUpdate([a], a.checksum)).toEqual({ items: [], outcome: 'removed' });
    const withoutId = line('A', 2, { prev_qty: 1 });
    expect(revertRefusedUpdate([withoutId], withoutId.checksum).outcome).toBe('removed');
  });

  it('non-200 on a synced line: the previous qty is restored', () => {
    const a = line('A', 5, { server_item_id: 3, prev_qty: 2 });
    const { items, outcome } = revertRefusedUpdate([a], a.checksum);
    expect(outcome).toBe('restored');
    expect(items[0].qty).toBe(2);
  });
});

describe('spec 02 §4 "Merging a server item": the variant fetched from the catalogue', () => {
  it('a server line with a child sku becomes the configured line of its parent, linked to the server line', () => {
    const p = configurableProduct([child('OXF-42', 42), child('OXF-43', 43)]);
    const item = cartItemFromServer(p, serverLine('OXF-43', 2, 9), NOW);
    expect(item).toMatchObject({ sku: 'OXF-43', parentSku: 'OXF-ANTON', qty: 2, server_item_id: 9, server_cart_id: 'cart-1', prev_qty: 2 });
  });

  it('null when the catalogue does not have it', () => {
    expect(cartItemFromServer(null, serverLine('GONE', 1, 1), NOW)).toBeNull();
    expect(cartItemFromServer(configurableProduct([child('OXF-42', 42)]), serverLine('OXF-99', 1, 1), NOW)).toBeNull();
  });
});

describe('spec 02 §4 "Stock sync"', () => {
  it('in stock sets the info In stock!', () => {
    const [item] = applyStockResult([line('A', 1, { errors: { stock: 'Out of the stock!' } })], 'A', { is_in_stock: true }, CART_CONFIG);
    expect(item.info).toEqual({ stock: 'In stock!' });
    expect(item.is_in_stock).toBe(true);
    expect(item.errors).toBeUndefined();
  });

  it('out of stock with out-of-stock allowed in cart: marked not in stock with the error Out of the stock!', () => {
    const [item] = applyStockResult([line('A', 1)], 'A', { is_in_stock: false }, { allowOutOfStockInCart: true, synchronize: false });
    expect(item).toMatchObject({ is_in_stock: false, errors: { stock: 'Out of the stock!' } });
  });

  it('out of stock with cart sync enabled (out-of-stock not allowed): marked as well', () => {
    expect(applyStockResult([line('A', 1)], 'A', { is_in_stock: false }, { allowOutOfStockInCart: false, synchronize: true })).toHaveLength(1);
  });

  it('out of stock otherwise: the line is removed', () => {
    expect(applyStockResult([line('A', 1), line('B', 1)], 'A', { is_in_stock: false }, { allowOutOfStockInCart: false, synchronize: false }).map((i) => i.sku)).toEqual(['B']);
  });
});

describe('spec 02 §4 "Totals"', () => {
  it('a 200 overrides the item totals (and quantity) of lines by server item id', () => {
    const items = applyItemTotals([line('A', 1, { server_item_id: 5 }), line('B', 1)], [{ item_id: 5, qty: 2, row_total_incl_tax: 597.8 }]);
    expect(items[0]).toMatchObject({ qty: 2, totals: { row_total_incl_tax: 597.8 } });
    expect(items[1].totals).toBeUndefined();
  });

  it('the applied coupon comes from coupon_code with the discount', () => {
    expect(couponFromTotals({ grand_total: 90, coupon_code: 'WELCOME10', discount_amount: -10 })).toEqual({ code: 'WELCOME10', discount: -10 });
    expect(couponFromTotals({ grand_total: 90 })).toBeNull();
  });

  it('the summary takes the server segments in cents; without segments it sums the lines (negative quantities ignored)', () => {
    const segments = [
      { code: 'subtotal', title: 'Subtotal', value: 298.9 },
      { code: 'shipping', title: 'Shipping', value: 0 },
      { code: 'discount', title: 'Discount', value: -29.89 },
      { code: 'tax', title: 'Tax', value: 42.95 },
      { code: 'grand_total', title: 'Grand Total', value: 269.01 },
    ];
    expect(summarizeCart([], segments)).toEqual({ subtotal: 29890, shipping: 0, discount: -2989, tax: 4295, grandTotal: 26901, fromServer: true });
    const local = summarizeCart([line('A', 2, { priceCents: 1000 }), line('B', -1, { priceCents: 500 })], null);
    expect(local).toMatchObject({ subtotal: 2000, grandTotal: 2000, shipping: null, fromServer: false });
  });
});

describe('spec 02 §4 "Payment and shipping methods"', () => {
  it('shipping methods with available false are dropped', () => {
    expect(usableShippingMethods([ship('a', { available: false }), ship('b')]).map((m) => m.method_code)).toEqual(['b']);
  });

  it('offline shipping methods are not allowed as the default', () => {
    expect(defaultShippingMethod([ship('pickup', { offline: true, default: true }), ship('gogreen')])?.method_code).toBe('gogreen');
    expect(defaultShippingMethod([ship('pickup', { offline: true })])).toBeNull();
  });

  it('the chosen method stays while offered, else the default is taken', () => {
    expect(keepOrDefaultShipping(ship('b'), [ship('a'), ship('b')])?.method_code).toBe('b');
    expect(keepOrDefaultShipping(ship('x'), [ship('a'), ship('b')])?.method_code).toBe('a');
  });

  it('cash on delivery is hidden when the cart holds only virtual or downloadable items', () => {
    const methods = [{ code: 'banktransfer', title: 'Prepayment' }, { code: 'cashondelivery', title: 'COD' }];
    expect(usablePaymentMethods(methods, [{ type_id: 'virtual' }, { type_id: 'downloadable' }]).map((m) => m.code)).toEqual(['banktransfer']);
    expect(usablePaymentMethods(methods, [{ type_id: 'virtual' }, { type_id: 'simple' }])).toHaveLength(2);
    expect(usablePaymentMethods(methods, [])).toHaveLength(2);
  });
});

describe('spec 02 §4 "Cart connection and sync": when to sync', () => {
  const marks = { cartItemsHash: 'h1', cartServerLastSyncDate: 1, cartServerLastTotalsSyncDate: 1 };

  it('sync runs when the hash is empty or changed, or no sync date exists', () => {
    expect(isSyncRequired(marks, 'h1')).toBe(false);
    expect(isSyncRequired(marks, 'h2')).toBe(true);
    expect(isSyncRequired({ ...marks, cartItemsHash: null }, 'h1')).toBe(true);
    expect(isSyncRequired({ ...marks, cartServerLastSyncDate: null }, 'h1')).toBe(true);
    expect(isTotalsSyncRequired({ ...marks, cartServerLastTotalsSyncDate: null }, 'h1')).toBe(true);
  });

  it('max cart bypass attempts 1 (spec 02 §9)', () => {
    expect(canBypassWithGuestCart(0, CART_CONFIG)).toBe(true);
    expect(canBypassWithGuestCart(1, CART_CONFIG)).toBe(false);
  });
});
