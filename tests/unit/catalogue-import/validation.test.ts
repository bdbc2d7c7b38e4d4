// Issue #14 item 1: a bulk file is validated before anything is applied, every problem with its line and field.
import { describe, expect, it } from 'vitest';
import { validateBulkText } from '../../../server/catalogue-import/bulk-validator.js';
import { formatProblem } from '../../../server/catalogue-import/problems.js';

const prefix = 'shop';
const options = { prefix };
const ndjson = (...lines: unknown[]) => lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';

function product(id: number, sku: string, extra: Record<string, unknown> = {}) {
  return { id, sku, name: `Shoe ${sku}`, type_id: 'simple', status: 1, visibility: 4, price_incl_tax: 189, stock: { qty: 3, is_in_stock: true, manage_stock: true }, ...extra };
}

describe('bulk validation', () => {
  it('accepts index, create, update {doc} and delete for every store view’s index names', () => {
    const text = ndjson(
      { index: { _index: 'shop_product', _id: '1' } }, product(1, 'A-1'),
      { create: { _index: 'shop_de_product', _id: '1' } }, product(1, 'A-1'),
      { update: { _index: 'shop_product', _id: '1' } }, { doc: { stock: { qty: 0, is_in_stock: false } } },
      { index: { _index: 'shop_it_category', _id: '5' } }, { id: 5, name: 'Scarpe' },
      { index: { _index: 'shop_cms_page', _id: '3' } }, { id: 3, identifier: 'imprint' },
      { index: { _index: 'shop_attribute', _id: '83' } }, { id: 83, attribute_code: 'color' },
      { delete: { _index: 'shop_product', _id: '9' } },
    );
    const { items, problems } = validateBulkText(text, options);
    expect(problems).toEqual([]);
    expect(items.map((i) => [i.op, i.index.store, i.index.entity, i.id])).toEqual([
      ['index', 'main', 'product', '1'], ['create', 'de', 'product', '1'], ['update', 'main', 'product', '1'],
      ['index', 'it', 'category', '5'], ['index', 'main', 'cms_page', '3'], ['index', 'main', 'attribute', '83'], ['delete', 'main', 'product', '9'],
    ]);
  });

  it('reports every problem with its line and field, not only the first', () => {
    const text = ndjson(
      { index: { _index: 'shop_product', _id: '1' } }, product(1, 'A-1', { price_incl_tax: -5 }), // 1-2 negative price
      '{"index": {"_index": "shop_product", "_id": "2"}', // 3 malformed JSON
      { index: { _index: 'shop_product', _id: '3' } }, product(3, 'A-3', { special_price_incl_tax: 99, special_from_date: null }), // 4-5
      { index: { _index: 'shop_product', _id: '4' } }, product(4, 'A-4', { parentSku: 'NOPE' }), // 6-7 parent missing
      { index: { _index: 'shop_product', _id: '5' } }, product(5, 'A-1'), // 8-9 duplicate of line 2's sku
      { index: { _index: 'shop_review', _id: '6' } }, { id: 6 }, // 10-11 unknown type
      { index: { _index: 'shop_product', _id: '7' } }, product(7, 'A-7', { type_id: 'shoe' }), // 12-13 unknown product type
      { index: { _index: 'shop_product', _id: '8' } }, product(8, 'A-8', { special_price_incl_tax: 99, special_from_date: '2026-03-01 00:00:00', special_to_date: '2026-02-01 00:00:00' }), // 14-15
      { upsert: { _index: 'shop_product', _id: '9' } }, // 16 unknown action
    );
    const { problems } = validateBulkText(text, options);
    const found = problems.map((p) => [p.line, p.field]);
    expect(found).toEqual([
      [2, 'price_incl_tax'],
      [2, 'sku'],
      [3, ''],
      [5, 'special_from_date'],
      [7, 'parentSku'],
      [9, 'sku'],
      [10, '_index'],
      [13, 'type_id'],
      [15, 'special_to_date'],
      [16, 'upsert'],
    ]);
    expect(problems.map(formatProblem)[0]).toBe('line 2 (price_incl_tax): must not be negative (-5)');
    expect(problems.find((p) => p.line === 9)!.message).toContain('duplicate SKU A-1');
  });

  it('checks children and duplicates against the stored catalogue: a parent already stored counts, a stored sku on another id clashes', () => {
    const stored = new Map([['shop_product', new Map<string, string | null>([['10', 'P-10'], ['11', 'P-11']])]]);
    const text = ndjson(
      { index: { _index: 'shop_product', _id: '12' } }, product(12, 'P-10-39', { parentSku: 'P-10' }),
      { index: { _index: 'shop_product', _id: '13' } }, product(13, 'P-11'),
      { update: { _index: 'shop_product', _id: '99' } }, { doc: { price_incl_tax: 10 } },
      { create: { _index: 'shop_product', _id: '10' } }, product(10, 'P-10'),
    );
    const { problems } = validateBulkText(text, options, (name) => stored.get(name) ?? new Map());
    expect(problems.map((p) => [p.line, p.field])).toEqual([[4, 'sku'], [5, '_id'], [7, '_id']]);
  });

  it('deleting a parent in the same file leaves its child without one', () => {
    const stored = new Map([['shop_product', new Map<string, string | null>([['10', 'P-10']])]]);
    const text = ndjson({ delete: { _index: 'shop_product', _id: '10' } }, { index: { _index: 'shop_product', _id: '12' } }, product(12, 'P-10-39', { parentSku: 'P-10' }));
    expect(validateBulkText(text, options, (name) => stored.get(name) ?? new Map()).problems.map((p) => [p.line, p.field])).toEqual([[3, 'parentSku']]);
  });

  it('checks a configurable’s children and the price fields of a partial update', () => {
    const text = ndjson(
      { index: { _index: 'shop_product', _id: '1' } },
      product(1, 'C-1', { type_id: 'configurable', configurable_children: [{ id: 101, sku: 'C-1-39', price_incl_tax: 189 }, { id: 102, sku: '', price_incl_tax: -1 }] }),
      { update: { _index: 'shop_product', _id: '1' } }, { doc: { stock: { qty: -2 } } },
    );
    expect(validateBulkText(text, options).problems.map((p) => [p.line, p.field])).toEqual([
      [2, 'configurable_children[1].sku'], [2, 'configurable_children[1].price_incl_tax'], [4, 'doc.stock.qty'],
    ]);
  });
});
