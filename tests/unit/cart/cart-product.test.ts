// The cart product the product page sends to the browser is smaller than the catalogue document, and every line,
// check and stock status the cart derives from it is the same as from the whole document.
import { describe, expect, it } from 'vitest';
import { cartChildBySku, toCartProduct } from '../../../client/components/product/cart-product.js';
import { buildCartItem, validateAddToCart } from '../../../shared/cart/add-to-cart.js';
import { buyableSizeOptions, isSoldOut } from '../../../shared/catalog/stock.js';
import { getProductPrice } from '../../../shared/catalog/prices.js';
import type { ConfigurableChild } from '../../../shared/catalog-types.js';
import { child, configurableProduct } from './fixtures.js';

const now = new Date('2026-06-15T10:00:00Z');

/** A child as the catalogue index has it: prices with and without tax, the tax amounts, size and colour twice. */
function indexedChild(sku: string, size: number, extra: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return child(sku, size, {
    price: 251.18,
    price_tax: 47.72,
    original_price: 251.18,
    original_price_incl_tax: 298.9,
    original_price_tax: 47.72,
    special_price: null,
    special_price_incl_tax: null,
    special_price_tax: null,
    final_price: 251.18,
    final_price_incl_tax: 298.9,
    final_price_tax: 47.72,
    tax_class_id: 2,
    color: 50,
    custom_attributes: [
      { attribute_code: 'size', value: size },
      { attribute_code: 'color', value: 50 },
      { attribute_code: 'width', value: 7 },
    ],
    ...extra,
  } as Partial<ConfigurableChild>);
}

const whole = configurableProduct([
  indexedChild('OXF-40', 340),
  indexedChild('OXF-41', 341, { special_price: 200, special_price_incl_tax: 238, special_from_date: '2026-06-01 00:00:00', special_to_date: '2026-07-01 00:00:00', lowest_price_30d_incl_tax: 250 } as Partial<ConfigurableChild>),
  indexedChild('OXF-42', 342, { stock: { qty: 0, is_in_stock: false, manage_stock: true } }),
  indexedChild('OXF-43', 343, { status: 2 }),
]);

describe('cart product', () => {
  const trimmed = toCartProduct(whole);

  it('leaves out the prices without tax, the tax amounts and the custom attributes the child\'s own fields repeat', () => {
    const first = trimmed.configurable_children![0] as unknown as Record<string, unknown>;
    for (const field of ['price', 'price_tax', 'original_price', 'special_price', 'final_price', 'final_price_tax', 'tax_class_id']) expect(first).not.toHaveProperty(field);
    expect(first.custom_attributes).toEqual([{ attribute_code: 'width', value: 7 }]);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(whole).length * 0.7);
    // The catalogue's document is left as it was.
    expect(whole.configurable_children![0].price).toBe(251.18);
  });

  it('gives the same cart line, add-to-cart checks, price and buyable sizes as the whole document', () => {
    for (const { sku } of whole.configurable_children!) {
      const fromWhole = whole.configurable_children!.find((c) => c.sku === sku)!;
      const fromTrimmed = cartChildBySku(trimmed, sku)!;
      expect(buildCartItem(trimmed, fromTrimmed, 2, now), sku).toEqual(buildCartItem(whole, fromWhole, 2, now));
      expect(validateAddToCart({ product: trimmed, child: fromTrimmed, qty: 1 }, [], { maxSaleQty: 10 }, now), sku).toEqual(
        validateAddToCart({ product: whole, child: fromWhole, qty: 1 }, [], { maxSaleQty: 10 }, now),
      );
    }
    for (const showOutOfStock of [true, false]) expect(getProductPrice(trimmed, now, { showOutOfStock })).toEqual(getProductPrice(whole, now, { showOutOfStock }));
    expect(buyableSizeOptions(trimmed)).toEqual(buyableSizeOptions(whole));
    expect(isSoldOut(trimmed)).toBe(isSoldOut(whole));
  });
});
