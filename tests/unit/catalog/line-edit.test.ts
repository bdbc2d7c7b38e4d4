import { describe, expect, it } from 'vitest';
import { planLineEdit, startLineEdit } from '../../../shared/cart/line-edit.js';

describe('cart edit mode on the product page (spec 01 §3–§4 "Cart edit mode", spec 02 §4 same variant lines merge)', () => {
  const edit = startLineEdit({ checksum: 'c1', sku: 'OX-42', parentSku: 'OX', qty: 2 });

  it('opens for the parent product of a configured line with its variant and quantity', () => {
    expect(edit).toEqual({ checksum: 'c1', productSku: 'OX', sku: 'OX-42', qty: 2 });
    expect(startLineEdit({ checksum: 'c2', sku: 'POLISH', qty: 1 }).productSku).toBe('POLISH');
  });

  it('does nothing when neither size nor quantity changed', () => {
    expect(planLineEdit(edit, 'OX-42', 2)).toEqual({ kind: 'unchanged' });
  });

  it('sets the quantity when only the quantity changed', () => {
    expect(planLineEdit(edit, 'OX-42', 3)).toEqual({ kind: 'set-qty', qty: 3 });
  });

  it('replaces the line when another size was chosen', () => {
    expect(planLineEdit(edit, 'OX-43', 2)).toEqual({ kind: 'replace', sku: 'OX-43', qty: 2 });
  });
});
