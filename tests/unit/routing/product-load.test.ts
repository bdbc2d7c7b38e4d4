// Spec 01 §4 "Product load" and spec 01 §2 "A configurable child product opens by redirecting permanently (301)
// to its parent product URL".
import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { decideParentRedirect, decideProductLoad, type ProductWithParent } from '../../../shared/routing/product-load.js';

function doc(sku: string, extra: Partial<ProductWithParent> = {}): ProductWithParent {
  return { sku, status: 1, visibility: 4, type_id: 'simple', configurable_children: [], ...extra } as unknown as ProductWithParent;
}

const parent = doc('KR-1', { type_id: 'configurable', configurable_children: [{ sku: 'KR-1-42' }, { sku: 'KR-1-43' }] as ProductDocument['configurable_children'] });

describe('product load decision (spec 01 §4)', () => {
  it('shows an enabled, individually visible product', () => {
    expect(decideProductLoad('KR-1', parent)).toEqual({ kind: 'show', product: parent });
  });

  it('status 2 or higher fails with the spec message', () => {
    expect(decideProductLoad('OLD', doc('OLD', { status: 2 }))).toEqual({ kind: 'not-found', reason: 'Product query returned empty result product status = 2' });
  });

  it('nothing found is not found', () => {
    expect(decideProductLoad('NOPE', null)).toMatchObject({ kind: 'not-found' });
  });

  it('a child (visibility 1) with a parentSku loads its parent first', () => {
    expect(decideProductLoad('KR-1-42', doc('KR-1-42', { visibility: 1, parentSku: 'KR-1' }))).toEqual({ kind: 'load-parent', parentSku: 'KR-1', childSku: 'KR-1-42' });
    expect(decideParentRedirect('KR-1-42', parent)).toEqual({ kind: 'redirect', parent, childSku: 'KR-1-42' });
  });

  it('a child sku answered with its parent redirects to the parent', () => {
    expect(decideProductLoad('KR-1-43', parent)).toEqual({ kind: 'redirect', parent, childSku: 'KR-1-43' });
  });

  it('a visibility-1 product without a parent, or with direct child access prevented, fails with the visibility message', () => {
    const reason = 'Product query returned empty result product visibility = 1';
    expect(decideProductLoad('LOOSE', doc('LOOSE', { visibility: 1 }))).toEqual({ kind: 'not-found', reason });
    expect(decideProductLoad('KR-1-42', doc('KR-1-42', { visibility: 1, parentSku: 'KR-1' }), true)).toEqual({ kind: 'not-found', reason });
    expect(decideProductLoad('KR-1-43', parent, true)).toEqual({ kind: 'not-found', reason });
  });

  it('a parent that cannot be shown does not redirect', () => {
    expect(decideParentRedirect('KR-1-42', null)).toMatchObject({ kind: 'not-found' });
    expect(decideParentRedirect('KR-1-42', doc('KR-1', { status: 2 }))).toMatchObject({ kind: 'not-found' });
  });

  it('an answer for some other sku that is not its parent is not found', () => {
    expect(decideProductLoad('X-1', doc('Y-2'))).toMatchObject({ kind: 'not-found' });
  });
});
