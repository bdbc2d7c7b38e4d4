// Stock of bundles and grouped products (issue #12 item 13): a bundle is in stock only while the default part of
// every option is (enabled, in stock, enough units for its quantity) and makes as many sets as its scarcest part
// allows; a grouped product is available while any of its items is.
import { describe, expect, it } from 'vitest';
import type { BundleOption, StockInfo } from '../../../shared/catalog-types.js';
import { bundleDefaultParts, bundleStock, groupedStock, type PartStock } from '../../../shared/catalog/composite-stock.js';

const stock = (qty: number, is_in_stock = qty > 0, manage_stock = true): StockInfo => ({ qty, is_in_stock, manage_stock });
const part = (s: StockInfo | null, enabled = true): PartStock => ({ stock: s, enabled });

const OPTIONS: BundleOption[] = [
  { option_id: 1, title: 'Polish', type: 'radio', required: true, position: 1, product_links: [{ id: 1, sku: 'POLISH-NEU', qty: 2, is_default: true }, { id: 2, sku: 'POLISH-BLK', qty: 2, is_default: false }] },
  { option_id: 2, title: 'Brush', type: 'radio', required: true, position: 2, product_links: [{ id: 3, sku: 'BRUSH', qty: 1, is_default: false }] },
  { option_id: 3, title: 'Balm', type: 'checkbox', required: false, position: 3, product_links: [{ id: 4, sku: 'BALM', qty: 1, is_default: true }] },
];
const LINKS = bundleDefaultParts(OPTIONS);

describe('bundleDefaultParts (spec 01 §4: the default link of each option, the first if none is default)', () => {
  it('takes the default of each option, or its first link, with its quantity', () => {
    expect(LINKS).toEqual([{ sku: 'POLISH-NEU', qty: 2 }, { sku: 'BRUSH', qty: 1 }, { sku: 'BALM', qty: 1 }]);
    expect(bundleDefaultParts(undefined)).toEqual([]);
  });
});

describe('bundleStock', () => {
  const parts = (balm: PartStock) => new Map([['POLISH-NEU', part(stock(9))], ['BRUSH', part(stock(7))], ['BALM', balm]]);

  it('is in stock with as many sets as the scarcest part makes', () => {
    // 9 polishes make 4 sets of 2; brush 7, balm 20, own 125.
    expect(bundleStock(stock(125), LINKS, parts(part(stock(20))))).toEqual({ qty: 4, is_in_stock: true, manage_stock: true });
  });

  it('is out of stock when one default part is sold out, even an optional one, and whatever its own stock says', () => {
    expect(bundleStock(stock(125), LINKS, parts(part(stock(0, false))))).toEqual({ qty: 0, is_in_stock: false, manage_stock: true });
    expect(bundleStock(stock(125), LINKS, parts(part(stock(0, true))))).toMatchObject({ is_in_stock: false });
  });

  it('is out of stock when a part is disabled or unknown, or the bundle itself is switched off', () => {
    expect(bundleStock(stock(125), LINKS, parts(part(stock(20), false))).is_in_stock).toBe(false);
    expect(bundleStock(stock(125), LINKS, new Map([['POLISH-NEU', part(stock(9))], ['BRUSH', part(stock(7))]])).is_in_stock).toBe(false);
    expect(bundleStock(stock(125, false), LINKS, parts(part(stock(20)))).is_in_stock).toBe(false);
  });

  it('a part without stock management does not limit; a bundle whose own stock is unmanaged is limited by its parts only', () => {
    const unlimited = stock(0, true, false);
    expect(bundleStock(unlimited, LINKS, parts(part(stock(20))))).toEqual({ qty: 4, is_in_stock: true, manage_stock: true });
    const all = new Map([['POLISH-NEU', part(unlimited)], ['BRUSH', part(unlimited)], ['BALM', part(unlimited)]]);
    expect(bundleStock(unlimited, LINKS, all)).toEqual({ qty: 0, is_in_stock: true, manage_stock: false });
  });

  it('a bundle without parts keeps its own stock', () => {
    expect(bundleStock(stock(3), [], new Map())).toEqual(stock(3));
  });
});

describe('groupedStock', () => {
  it('is in stock while any enabled item is, with their units summed', () => {
    expect(groupedStock([part(stock(3)), part(stock(0, false)), part(stock(5), false)])).toEqual({ qty: 3, is_in_stock: true, manage_stock: true });
    expect(groupedStock([part(stock(0, false)), part(null)])).toMatchObject({ is_in_stock: false });
  });
});
