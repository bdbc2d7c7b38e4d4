// Issue #14 item 3: a store view's copy of a product takes the main store view's prices, special-price window and
// stock (its sizes' too); its texts and status stay its own.
import { describe, expect, it } from 'vitest';
import { withMainFields } from '../../../server/catalogue-import/store-view-fields.js';

const size = (sku: string, price: number, qty: number) => ({ sku, name: `Größe ${sku}`, status: 1, price_incl_tax: price, final_price_incl_tax: price, stock: { qty, is_in_stock: qty > 0 } });

describe('store view copies of a product', () => {
  it('take the main document’s price, special price window and stock; texts and status stay', () => {
    const main = { sku: 'A', name: 'Oxford', status: 1, price_incl_tax: 299, final_price_incl_tax: 249, special_price_incl_tax: 249, special_from_date: '2026-01-01 00:00:00', special_to_date: null, stock: { qty: 3, is_in_stock: true } };
    const de = { sku: 'A', name: 'Oxford (de)', status: 2, price_incl_tax: 189, final_price_incl_tax: 189, special_price_incl_tax: null, stock: { qty: 9, is_in_stock: true } };
    expect(withMainFields(de, main)).toEqual({ ...main, name: 'Oxford (de)', status: 2 });
  });

  it('drops a price field the main document does not have, and answers null when nothing differs', () => {
    const main = { sku: 'A', price_incl_tax: 10, stock: { qty: 1 } };
    expect(withMainFields({ sku: 'A', price_incl_tax: 10, special_price_incl_tax: 5, stock: { qty: 1 } }, main)).toEqual({ sku: 'A', price_incl_tax: 10, stock: { qty: 1 } });
    expect(withMainFields({ sku: 'A', name: 'x', price_incl_tax: 10, stock: { qty: 1 } }, main)).toBeNull();
  });

  it('aligns the embedded sizes by sku and leaves a size the main document lacks as it is', () => {
    const main = { sku: 'C', price_incl_tax: 100, configurable_children: [size('C-42', 120, 0), size('C-43', 100, 4)] };
    const it_ = { sku: 'C', price_incl_tax: 100, configurable_children: [size('C-43', 90, 4), size('C-42', 100, 2), size('C-44', 100, 1)] };
    const aligned = withMainFields(it_, main)!;
    expect(aligned.configurable_children).toEqual([
      { ...size('C-43', 100, 4) }, { ...size('C-42', 120, 0) }, size('C-44', 100, 1),
    ]);
    expect(it_.configurable_children[0].price_incl_tax).toBe(90);
  });
});
