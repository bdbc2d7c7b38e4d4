// Issue #14 item 1: the change a bulk file makes to the stored catalogue (created, updated, deleted, unchanged).
import { describe, expect, it } from 'vitest';
import { validateBulkText } from '../../../server/catalogue-import/bulk-validator.js';
import { documentKey, planChanges } from '../../../server/catalogue-import/change-plan.js';

const now = new Date('2026-07-01T12:00:00Z');
const ndjson = (...lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n');
const shoe = { id: 1, sku: 'A-1', name: 'Albert', type_id: 'simple', status: 1, visibility: 4, price: 158.82, price_incl_tax: 189, price_tax: 30.18, original_price_incl_tax: 189, final_price_incl_tax: 189, final_price: 158.82, stock: { qty: 3, is_in_stock: true, manage_stock: true } };
const category = { id: 5, name: 'Shoes' };

function plan(text: string, current: Record<string, unknown>) {
  const stored = (index: string) => new Map(Object.entries(current).filter(([k]) => k.startsWith(`${index}/`)).map(([k, v]) => [k.slice(index.length + 1), (v as { sku?: string }).sku ?? null]));
  const { items, problems } = validateBulkText(text, { prefix: 'shop' }, stored);
  expect(problems).toEqual([]);
  return planChanges(items, new Map(Object.entries(current).map(([k, v]) => [k, JSON.stringify(v)])), now);
}

describe('change plan', () => {
  it('counts created, updated, deleted and unchanged documents', () => {
    const result = plan(
      ndjson(
        { index: { _index: 'shop_product', _id: '1' } }, shoe,
        { index: { _index: 'shop_category', _id: '5' } }, { ...category, name: 'Footwear' },
        { index: { _index: 'shop_product', _id: '2' } }, { ...shoe, id: 2, sku: 'A-2' },
        { delete: { _index: 'shop_cms_page', _id: '7' } },
        { delete: { _index: 'shop_cms_page', _id: '8' } },
      ),
      { [documentKey('shop_product', '1')]: shoe, [documentKey('shop_category', '5')]: category, [documentKey('shop_cms_page', '7')]: { id: 7, identifier: 'x' } },
    );
    expect(result.summary).toEqual({ created: 1, updated: 1, deleted: 1, unchanged: 2 });
    expect([...result.writes.keys()].sort()).toEqual(['shop_category/5', 'shop_cms_page/7', 'shop_product/2']);
    expect(result.writes.get('shop_cms_page/7')).toBeNull();
  });

  it('merges a partial update like Elasticsearch (objects key by key) and derives the prices the shop reads', () => {
    const result = plan(
      ndjson({ update: { _index: 'shop_product', _id: '1' } }, { doc: { price_incl_tax: 299 } }, { update: { _index: 'shop_product', _id: '1' } }, { doc: { stock: { qty: 0, is_in_stock: false } } }),
      { [documentKey('shop_product', '1')]: shoe },
    );
    const stored = JSON.parse(result.writes.get('shop_product/1')!);
    expect(result.summary).toEqual({ created: 0, updated: 2, deleted: 0, unchanged: 0 });
    expect(stored).toMatchObject({ price_incl_tax: 299, original_price_incl_tax: 299, final_price_incl_tax: 299, price: 251.26, price_tax: 47.74, stock: { qty: 0, is_in_stock: false, manage_stock: true } });
  });

  it('answers create of an existing id and update of a missing one as errors, as Elasticsearch does per item', () => {
    const result = planChanges(
      validateBulkText(ndjson({ create: { _index: 'shop_category', _id: '5' } }, category), { prefix: 'shop' }).items,
      new Map([[documentKey('shop_category', '5'), JSON.stringify(category)]]),
      now,
    );
    expect(result.errors).toEqual([{ line: 1, field: '_id', message: '[5]: version conflict, document already exists' }]);
  });

  it('refuses an update whose merged document has a special price without a valid window (the partial alone looks fine)', () => {
    const stored = { [documentKey('shop_product', '1')]: shoe };
    const noWindow = plan(ndjson({ update: { _index: 'shop_product', _id: '1' } }, { doc: { special_price_incl_tax: 149 } }), stored);
    expect(noWindow.errors).toEqual([{ line: 2, field: 'doc.special_from_date', message: expect.stringContaining('a special price needs a valid window') }]);
    expect(noWindow.writes.size).toBe(0);
    const withSpecial = { ...shoe, special_price_incl_tax: 149, special_from_date: '2026-01-01 00:00:00', special_to_date: null };
    const reversed = plan(ndjson({ update: { _index: 'shop_product', _id: '1' } }, { doc: { special_to_date: '2025-12-01 00:00:00' } }), { [documentKey('shop_product', '1')]: withSpecial });
    expect(reversed.errors).toEqual([{ line: 2, field: 'doc.special_to_date', message: expect.stringContaining('ends (2025-12-01 00:00:00) before it starts') }]);
    // A window given with the price is fine, and so is ending the offer.
    expect(plan(ndjson({ update: { _index: 'shop_product', _id: '1' } }, { doc: { special_price_incl_tax: 149, special_from_date: '2026-07-01 00:00:00' } }), stored).errors).toEqual([]);
    expect(plan(ndjson({ update: { _index: 'shop_product', _id: '1' } }, { doc: { special_price_incl_tax: null } }), { [documentKey('shop_product', '1')]: withSpecial }).errors).toEqual([]);
  });

  it('finds nothing to change when the catalogue is imported as it was exported', () => {
    const text = ndjson({ index: { _index: 'shop_product', _id: '1' } }, shoe, { index: { _index: 'shop_category', _id: '5' } }, category);
    expect(plan(text, { 'shop_product/1': shoe, 'shop_category/5': category }).summary).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 2 });
  });
});
