import { describe, expect, it } from 'vitest';
import { addToCartOutcome, buildCartItem, canAddWithStock, decideStockStatus, validateAddToCart } from '../../../shared/cart/add-to-cart.js';
import { CART_CONFIG } from '../../../shared/cart/cart-config.js';
import { computeCartHash, lineChecksum } from '../../../shared/cart/cart-hash.js';
import { addLine, countCartItems, isSameLine, mergeSameVariantLines } from '../../../shared/cart/line-matching.js';
import { NO_SUCH_CONFIGURATION } from '../../../shared/catalog/variants.js';
import { child, configurableOption, configurableProduct, line, product } from './fixtures.js';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('cart hash (spec 02 §4 "Sync runs when the cart hash is empty or changed")', () => {
  const a = line('A', 1);
  const b = line('B', 2, { product_option: configurableOption(43) });

  it('is stable: the same lines in another order give the same hash', () => {
    expect(computeCartHash([a, b], 'cart-1')).toBe(computeCartHash([b, a], 'cart-1'));
    expect(computeCartHash([a, b], 'cart-1')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes with a quantity, a sku, an option or the connected server cart', () => {
    const hash = computeCartHash([a, b], 'cart-1');
    expect(computeCartHash([a, { ...b, qty: 3 }], 'cart-1')).not.toBe(hash);
    expect(computeCartHash([a, { ...b, sku: 'C' }], 'cart-1')).not.toBe(hash);
    expect(computeCartHash([a, { ...b, product_option: configurableOption(44) }], 'cart-1')).not.toBe(hash);
    expect(computeCartHash([a, b], 'cart-2')).not.toBe(hash);
    expect(computeCartHash([a], 'cart-1')).not.toBe(hash);
  });

  it('ignores option labels (they differ per language) and number/string option values', () => {
    const german = { extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: '43', label: 'Größe', value: '43' }] } };
    expect(lineChecksum({ sku: 'B', product_option: german })).toBe(lineChecksum({ sku: 'B', product_option: configurableOption(43) }));
  });

  it('does not depend on the order of option entries', () => {
    const one = { extension_attributes: { custom_options: [{ option_id: '1', option_value: 'x' }, { option_id: '2', option_value: 'y' }] } };
    const two = { extension_attributes: { custom_options: [{ option_id: '2', option_value: 'y' }, { option_id: '1', option_value: 'x' }] } };
    expect(lineChecksum({ sku: 'S', product_option: one })).toBe(lineChecksum({ sku: 'S', product_option: two }));
  });
});

describe('add-to-cart validation (spec 02 §5)', () => {
  const validate = (request: Parameters<typeof validateAddToCart>[0], items = [] as ReturnType<typeof line>[]) => validateAddToCart(request, items, CART_CONFIG, NOW);
  const messages = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.issues.map((i) => i.message));

  it('an incl.-tax price below 0 cannot be added: Product price is unknown, product cannot be added to the cart!', () => {
    expect(messages(validate({ product: product({ price_incl_tax: -1 }), child: null }))).toEqual(['Product price is unknown, product cannot be added to the cart!']);
  });

  it('a price of zero can be added', () => {
    expect(validate({ product: product({ price_incl_tax: 0, price: 0 }), child: null }).ok).toBe(true);
  });

  it('the chosen child\'s price counts for a configurable product', () => {
    const p = configurableProduct([child('OXF-43', 43, { price_incl_tax: -5 })]);
    expect(messages(validate({ product: p, child: p.configurable_children![0] }))).toEqual(['Product price is unknown, product cannot be added to the cart!']);
  });

  it('the quantity must be a positive whole number (numbers or numeric strings), 1 when absent', () => {
    for (const qty of [0, -1, 1.5, 'abc', '', '2.5', true]) expect(messages(validate({ product: product(), child: null, qty }))).toEqual(['The quantity must be a whole number above 0']);
    const ok = validate({ product: product(), child: null, qty: '3' });
    expect(ok.ok && ok.item.qty).toBe(3);
    const one = validate({ product: product(), child: null });
    expect(one.ok && one.item.qty).toBe(1);
  });

  it('the quantity may not pass the max sale qty 10000 (spec 02 §9), counting what the line already holds', () => {
    const unmanaged = product({ stock: { qty: 0, is_in_stock: true, manage_stock: false } });
    expect(messages(validate({ product: unmanaged, child: null, qty: 10001 }))).toEqual(['The requested qty exceeds the maximum qty allowed in shopping cart']);
    expect(validate({ product: unmanaged, child: null, qty: 10000 }).ok).toBe(true);
    const existing = line(unmanaged.sku, 9999);
    expect(messages(validate({ product: unmanaged, child: null, qty: 2 }, [existing]))).toEqual(['The requested qty exceeds the maximum qty allowed in shopping cart']);
  });

  it('the quantity may not pass the available quantity: only {maxQuantity} available', () => {
    const result = validate({ product: product({ stock: { qty: 3, is_in_stock: true, manage_stock: true } }), child: null, qty: 4 });
    expect(result.ok ? null : result.issues).toEqual([{ message: 'Only {maxQuantity} available', params: { maxQuantity: 3 } }]);
    expect(validate({ product: product({ stock: { qty: 3, is_in_stock: true, manage_stock: true } }), child: null, qty: 3 }).ok).toBe(true);
  });

  it('a configurable product needs an existing combination; per-product errors are reported too', () => {
    expect(messages(validate({ product: configurableProduct([child('OXF-43', 43)]), child: null }))).toEqual([NO_SUCH_CONFIGURATION]);
    expect(messages(validate({ product: product(), child: null, productErrors: { engraving: 'Please fill in the engraving' } }))).toEqual(['Please fill in the engraving']);
  });
});

describe('the cart line a product makes', () => {
  it('a configured line carries the child sku, the parent sku, the chosen options and the child price in cents', () => {
    const p = configurableProduct([child('OXF-43', 43)]);
    const item = buildCartItem(p, p.configurable_children![0], 2, NOW);
    expect(item).toMatchObject({ sku: 'OXF-43', parentSku: 'OXF-ANTON', qty: 2, name: 'Oxford Anton', type_id: 'configurable', priceCents: 29890, thumbnail: '/oxford-43.jpg' });
    expect(item.product_option).toEqual({ extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: 43, label: 'Size', value: '43' }] } });
    expect(item.checksum).toBe(lineChecksum(item));
  });
});

describe('stock outcomes of adding (spec 02 §4 "Adding")', () => {
  it('the live stock check decides when it answered; else the catalogue stock; else the stock is volatile', () => {
    expect(decideStockStatus({ qty: 1, is_in_stock: true, manage_stock: true }, { qty: 0, is_in_stock: false })).toBe('out_of_stock');
    expect(decideStockStatus(null, { qty: 4, is_in_stock: true })).toBe('ok');
    expect(decideStockStatus({ qty: 0, is_in_stock: false, manage_stock: true }, null)).toBe('out_of_stock');
    expect(decideStockStatus(null, null)).toBe('volatile');
  });

  it('ok adds without a notice', () => {
    expect(addToCartOutcome('ok', CART_CONFIG)).toEqual({ add: true, notice: null });
  });

  it('only an out-of-stock product cannot be added (spec 01 §9 keeps sold-out lines in the cart, it adds none): the page offers no button for it', () => {
    expect(canAddWithStock('ok')).toBe(true);
    expect(canAddWithStock('volatile')).toBe(true);
    // A configurable product before a size is chosen: the button asks for the size.
    expect(canAddWithStock(null)).toBe(true);
    expect(canAddWithStock('out_of_stock')).toBe(false);
  });

  it('out of stock is not added and gives the out-of-stock notification', () => {
    expect(addToCartOutcome('out_of_stock', CART_CONFIG)).toEqual({ add: false, notice: { type: 'danger', message: 'The product is out of stock and cannot be added to the cart!' } });
  });

  it('volatile without out-of-stock allowance is added with the pre-reservation warning; with the allowance (spec 02 §9) silently', () => {
    const warned = addToCartOutcome('volatile', { allowOutOfStockInCart: false });
    expect(warned.add).toBe(true);
    expect(warned.notice?.type).toBe('warning');
    expect(warned.notice?.message).toContain('pre-reservation');
    expect(addToCartOutcome('volatile', { allowOutOfStockInCart: true })).toEqual({ add: true, notice: null });
  });
});

describe('line matching and counting', () => {
  it('the same sku with the same options merges quantities (the given qty is added)', () => {
    const items = addLine([line('A', 2)], line('A', 3));
    expect(items.map((i) => [i.sku, i.qty])).toEqual([['A', 5]]);
  });

  it('a different sku or different custom options is another line', () => {
    const engraved = { extension_attributes: { custom_options: [{ option_id: '1', option_value: 'K' }] } };
    expect(addLine([line('A', 1)], line('B', 1))).toHaveLength(2);
    expect(addLine([line('A', 1)], line('A', 1, { product_option: engraved }))).toHaveLength(2);
  });

  it('a configured line with the same variant sku as another line merges quantities', () => {
    const a = line('OXF-43', 1, { parentSku: 'OXF', product_option: configurableOption(43) });
    const b = line('OXF-43', 2, { parentSku: 'OXF', product_option: { extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: 43, label: 'Größe' }] } } });
    expect(isSameLine(a, b)).toBe(true);
    expect(mergeSameVariantLines([a, line('X', 1), b]).map((i) => [i.sku, i.qty])).toEqual([['OXF-43', 3], ['X', 1]]);
  });

  it('bundles also match by server item id', () => {
    expect(isSameLine({ sku: 'CARE', type_id: 'bundle', server_item_id: 4, product_option: configurableOption(1) }, { sku: 'CARE', product_type: 'bundle', item_id: 4 })).toBe(true);
  });

  it('spec 02 §9: the mini cart counts quantities, or lines when the count type is items', () => {
    const items = [line('A', 2), line('B', 3)];
    expect(countCartItems(items, 'quantities')).toBe(5);
    expect(countCartItems(items, 'items')).toBe(2);
    expect(countCartItems([line('A', -1)], 'quantities')).toBe(0);
  });
});
