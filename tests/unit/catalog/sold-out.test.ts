import { describe, expect, it } from 'vitest';
import { isSoldOut } from '../../../shared/catalog/stock.js';

describe('sold-out cards in listings (issue 12 item 14)', () => {
  const size = (inStock: boolean, status = 1) => ({ status, stock: { is_in_stock: inStock, qty: inStock ? 3 : 0, manage_stock: true } });

  it("a product whose own stock is out, or whose sizes are all sold out or disabled, is sold out", () => {
    expect(isSoldOut({ type_id: 'simple', stock: { is_in_stock: false, qty: 0, manage_stock: true } })).toBe(true);
    expect(isSoldOut({ type_id: 'configurable', stock: { is_in_stock: true, qty: 0, manage_stock: true }, configurable_children: [size(false), size(true, 2)] })).toBe(true);
  });

  it('a product with one buyable size, or an in-stock simple product, is not', () => {
    expect(isSoldOut({ type_id: 'configurable', stock: { is_in_stock: true, qty: 0, manage_stock: true }, configurable_children: [size(false), size(true)] })).toBe(false);
    expect(isSoldOut({ type_id: 'simple', stock: { is_in_stock: true, qty: 5, manage_stock: true } })).toBe(false);
  });
});
