import { describe, expect, it } from 'vitest';
import { getBundlePriceCents, getConfigurablePrice, getGroupedPriceCents, getProductPrice, getSimplePrice, isNewProduct, isSpecialPriceActive, vatIncludedCents } from '../../../shared/catalog/prices.js';
import { getBasePrice } from '../../../shared/catalog/base-price.js';
import { child, product } from './fixtures.js';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('special price window (spec 01 §4: counts only within its from/to window and only below the original price)', () => {
  const reduced = product({ price_incl_tax: 199, special_price_incl_tax: 149, special_from_date: '2026-06-01 00:00:00', special_to_date: '2026-06-30 00:00:00' });

  it('is active inside the window', () => {
    expect(isSpecialPriceActive(reduced, NOW)).toBe(true);
    expect(getSimplePrice(reduced, NOW)).toEqual({ finalCents: 14900, regularCents: 19900, isReduced: true });
  });

  it('is not active before the window starts or after its last day', () => {
    expect(isSpecialPriceActive(reduced, new Date('2026-05-31T23:59:59Z'))).toBe(false);
    expect(isSpecialPriceActive(reduced, new Date('2026-06-30T23:00:00Z'))).toBe(true);
    expect(isSpecialPriceActive(reduced, new Date('2026-07-01T00:00:01Z'))).toBe(false);
  });

  it('is ignored when not below the original price', () => {
    const notLower = product({ price_incl_tax: 149, special_price_incl_tax: 149 });
    expect(getSimplePrice(notLower, NOW)).toEqual({ finalCents: 14900, regularCents: 14900, isReduced: false });
  });

  it('is active without dates', () => {
    expect(isSpecialPriceActive(product({ price_incl_tax: 199, special_price_incl_tax: 99 }), NOW)).toBe(true);
  });
});

describe('configurable parent price (spec 01 §4: takes the price of its cheapest child)', () => {
  it('uses the cheapest available child, skipping disabled and out-of-stock children', () => {
    const p = product({
      type_id: 'configurable',
      configurable_children: [
        child('A-40', 40, 1, { price_incl_tax: 199 }),
        child('A-41', 41, 1, { price_incl_tax: 99, status: 2 }),
        child('A-42', 42, 1, { price_incl_tax: 89, stock: { qty: 0, is_in_stock: false, manage_stock: true } }),
        child('A-43', 43, 1, { price_incl_tax: 209, special_price_incl_tax: 159 }),
      ],
    });
    expect(getConfigurablePrice(p, NOW, { showOutOfStock: false }).finalCents).toBe(15900);
    expect(getConfigurablePrice(p, NOW, { showOutOfStock: true }).finalCents).toBe(8900);
  });

  it('says "from" exactly when the sizes’ prices differ', () => {
    const same = product({ type_id: 'configurable', configurable_children: [child('B-40', 40, 1, { price_incl_tax: 549 }), child('B-41', 41, 1, { price_incl_tax: 549 })] });
    expect(getConfigurablePrice(same, NOW, { showOutOfStock: false }).isFrom).toBeUndefined();
    const differ = product({
      type_id: 'configurable',
      configurable_children: [child('C-45', 45, 1, { price_incl_tax: 599, special_price_incl_tax: 549 }), child('C-46', 46, 1, { price_incl_tax: 559 })],
    });
    expect(getConfigurablePrice(differ, NOW, { showOutOfStock: false })).toMatchObject({ finalCents: 54900, isReduced: true, isFrom: true });
  });
});

describe('grouped and bundle prices (spec 01 §4)', () => {
  it('grouped: starts at 0 and sums the associated simple links at quantity 1', () => {
    const g = product({
      type_id: 'grouped',
      product_links: [
        { sku: 'G', link_type: 'associated', linked_product_sku: 'P1', linked_product_type: 'simple', qty: 3, product: product({ sku: 'P1', price_incl_tax: 12.9 }) },
        { sku: 'G', link_type: 'associated', linked_product_sku: 'P2', linked_product_type: 'simple', product: product({ sku: 'P2', price_incl_tax: 7.5 }) },
        { sku: 'G', link_type: 'related', linked_product_sku: 'P3', linked_product_type: 'simple', product: product({ sku: 'P3', price_incl_tax: 100 }) },
      ],
    });
    expect(getGroupedPriceCents(g, NOW)).toBe(2040);
    expect(getGroupedPriceCents(product({ type_id: 'grouped' }), NOW)).toBe(0);
  });

  it('grouped on a listing card, whose links come without their products: the price the index keeps for the group (not 0)', () => {
    const links = [{ sku: 'G', link_type: 'associated', linked_product_sku: 'P1', linked_product_type: 'simple' }] as const;
    const card = product({ type_id: 'grouped', price_incl_tax: 20.4, product_links: [...links] });
    expect(getProductPrice(card, NOW, { showOutOfStock: false }).finalCents).toBe(2040);
    const page = product({ type_id: 'grouped', price_incl_tax: 99, product_links: [{ ...links[0], product: product({ sku: 'P1', price_incl_tax: 12.9 }) }] });
    expect(getProductPrice(page, NOW, { showOutOfStock: false }).finalCents).toBe(1290);
  });

  it('bundle: sums the default link of each option (the first if none is default) times its quantity', () => {
    const b = product({
      type_id: 'bundle',
      bundle_options: [
        { option_id: 1, title: 'Polish', type: 'select', required: true, position: 1, product_links: [
          { id: 1, sku: 'POL-BLK', qty: 1, is_default: false }, { id: 2, sku: 'POL-BRN', qty: 2, is_default: true },
        ] },
        { option_id: 2, title: 'Brush', type: 'radio', required: true, position: 2, product_links: [{ id: 3, sku: 'BRUSH', qty: 1, is_default: false }] },
      ],
    });
    const components = new Map([
      ['POL-BLK', product({ sku: 'POL-BLK', price_incl_tax: 9 })],
      ['POL-BRN', product({ sku: 'POL-BRN', price_incl_tax: 9.5 })],
      ['BRUSH', product({ sku: 'BRUSH', price_incl_tax: 14.9 })],
    ]);
    expect(getBundlePriceCents(b, components, NOW)).toBe(2 * 950 + 1490);
  });

  it('bundle: skips components that are not enabled (only status 1 is fetched)', () => {
    const b = product({ type_id: 'bundle', bundle_options: [{ option_id: 1, title: 'x', type: 'select', required: true, position: 1, product_links: [{ id: 1, sku: 'OFF', qty: 1, is_default: true }] }] });
    expect(getBundlePriceCents(b, new Map([['OFF', product({ sku: 'OFF', status: 2 })]]), NOW)).toBe(0);
  });
});

describe('new badge (spec 01 §4: new between news_from_date and news_to_date)', () => {
  it('is new inside the window only', () => {
    expect(isNewProduct({ news_from_date: '2026-06-01 00:00:00', news_to_date: '2026-07-01 00:00:00' }, NOW)).toBe(true);
    expect(isNewProduct({ news_from_date: '2026-07-01 00:00:00', news_to_date: null }, NOW)).toBe(false);
    expect(isNewProduct({ news_from_date: null, news_to_date: null }, NOW)).toBe(false);
  });
});

describe('VAT and base price', () => {
  it('19% VAT contained in a gross price', () => {
    expect(vatIncludedCents(11900)).toBe(1900);
    expect(vatIncludedCents(14990)).toBe(2393);
  });

  it('base price per unit with the unit codes of spec 01 §3 (2248 = ml)', () => {
    expect(getBasePrice({ base_price_amount: 75, base_price_base_amount: 100, base_price_unit: 2248 }, 1490)).toEqual({ cents: 1987, baseAmount: 100, unit: 'ml' });
    expect(getBasePrice({ base_price_amount: 0.5, base_price_base_amount: 1, base_price_unit: 2247 }, 1290)).toEqual({ cents: 2580, baseAmount: 1, unit: 'l' });
    expect(getBasePrice({ base_price_amount: 75, base_price_base_amount: 100, base_price_unit: 9999 }, 1490)).toBeNull();
  });
});
