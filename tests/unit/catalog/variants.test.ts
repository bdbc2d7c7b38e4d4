import { describe, expect, it } from 'vitest';
import { buildConfigurableItemOptions, chooseVariant, findExactVariant, listAvailableChildren, NO_AVAILABLE_VARIANTS, selectedOptionsOf } from '../../../shared/catalog/variants.js';
import { getStockStatus } from '../../../shared/catalog/stock.js';
import { child, product } from './fixtures.js';

const OUT = { qty: 0, is_in_stock: false, manage_stock: true };
const shoe = product({
  type_id: 'configurable',
  configurable_options: [
    { attribute_id: '142', attribute_code: 'size', label: 'Size', values: [{ value_index: 40, label: '40' }, { value_index: 41, label: '41' }, { value_index: 42, label: '' }] },
    { attribute_id: '93', attribute_code: 'color', label: 'Colour', values: [{ value_index: 1, label: 'Cognac' }, { value_index: 2, label: 'Black' }] },
  ],
  configurable_children: [
    child('S-40-1', 40, 1, { price_incl_tax: 199 }),
    child('S-40-2', 40, 2, { price_incl_tax: 189 }),
    child('S-41-1', 41, 1, { stock: OUT }),
    child('S-41-2', 41, 2, { status: 2 }),
  ],
});

describe('chooseVariant (spec 01 §4 child selection)', () => {
  it('prefers the best attribute match', () => {
    expect(chooseVariant(shoe, { size: 40, color: 1 }, { showOutOfStock: false, fallbackToDefault: false }).child?.sku).toBe('S-40-1');
  });

  it('breaks ties by the lower price', () => {
    expect(chooseVariant(shoe, { size: 40 }, { showOutOfStock: false, fallbackToDefault: false }).child?.sku).toBe('S-40-2');
  });

  it('skips out-of-stock children unless out-of-stock listing is on, and always skips status 2', () => {
    expect(chooseVariant(shoe, { size: 41, color: 1 }, { showOutOfStock: false, fallbackToDefault: false }).child?.sku).not.toBe('S-41-1');
    expect(chooseVariant(shoe, { size: 41, color: 1 }, { showOutOfStock: true, fallbackToDefault: false }).child?.sku).toBe('S-41-1');
    expect(chooseVariant(shoe, { size: 41, color: 2 }, { showOutOfStock: true, fallbackToDefault: false }).child?.sku).not.toBe('S-41-2');
  });

  it("gives 'No available product variants' when nothing is available, or the default child when that fallback is on", () => {
    const none = product({ type_id: 'configurable', configurable_children: [child('X-1', 40, 1, { stock: OUT })] });
    expect(chooseVariant(none, {}, { showOutOfStock: false, fallbackToDefault: false })).toEqual({ child: null, error: NO_AVAILABLE_VARIANTS });
    expect(chooseVariant(none, {}, { showOutOfStock: false, fallbackToDefault: true }).child?.sku).toBe('X-1');
  });

  it("gives 'No available product variants' when the product's own stock is out", () => {
    expect(chooseVariant({ ...shoe, stock: OUT }, { size: 40 }, { showOutOfStock: false, fallbackToDefault: true }).error).toBe(NO_AVAILABLE_VARIANTS);
  });
});

describe('findExactVariant (spec 01 §4: a warning when the picked options match no child)', () => {
  it('finds the child that matches every pick', () => {
    expect(findExactVariant(shoe, { size: 40, color: 2 })?.sku).toBe('S-40-2');
  });

  it('returns null for a combination that does not exist or is disabled', () => {
    expect(findExactVariant(shoe, { size: 43, color: 1 })).toBeNull();
    expect(findExactVariant(shoe, { size: 41, color: 2 })).toBeNull();
  });
});

describe('child list and item options (spec 01 §4)', () => {
  it('drops children that are out of stock or status 2 or higher', () => {
    expect(listAvailableChildren(shoe, false).map((c) => c.sku)).toEqual(['S-40-1', 'S-40-2']);
  });

  it('ignores the price attribute, drops options without a definition and values with empty labels', () => {
    const options = buildConfigurableItemOptions(shoe.configurable_options, { size: 42, color: 2, price: 100, width: 3 });
    expect(options).toEqual([{ option_id: '93', option_value: 2, label: 'Colour', value: 'Black' }]);
  });

  it('reads a child back into the selection that picks it', () => {
    expect(selectedOptionsOf(shoe, shoe.configurable_children![1])).toEqual({ size: 40, color: 2 });
  });
});

describe('getStockStatus (spec 01 §4)', () => {
  it("is 'ok' in stock, 'out_of_stock' when not, the fallback without stock info", () => {
    expect(getStockStatus({ qty: 3, is_in_stock: true, manage_stock: true })).toBe('ok');
    expect(getStockStatus(OUT)).toBe('out_of_stock');
    expect(getStockStatus(undefined, 'volatile')).toBe('volatile');
    expect(getStockStatus(null, 'ok')).toBe('ok');
  });
});
