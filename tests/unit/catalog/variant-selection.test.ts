import { describe, expect, it } from 'vitest';
import { resolveVariant, selectedOptionsFromQuery, SIZE_NOT_AVAILABLE, type VariantCandidate } from '../../../shared/catalog/variant-selection.js';
import { NO_AVAILABLE_VARIANTS, NO_SUCH_CONFIGURATION } from '../../../shared/catalog/variants.js';

function candidate(sku: string, size: number, color: number, cents: number, available = true): VariantCandidate {
  return { sku, values: { size, color }, available, price: { finalCents: cents } };
}

const CHILDREN = [
  candidate('S-40-B', 40, 1, 20000),
  candidate('S-41-B', 41, 1, 20000, false),
  candidate('S-42-B', 42, 1, 21000),
  candidate('S-42-R', 42, 2, 19000),
  candidate('S-43-R', 43, 2, 19500),
];
const ON_SALE = { productInStock: true, fallbackToDefault: false };

describe('variant choice on the product page (spec 01 §4, issue 12 item 2: no size the shopper did not choose)', () => {
  const none = { child: null, unavailable: null, error: null, warning: null };

  it('picks the child named in the URL when it is available', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'S-42-B' }, ON_SALE)).toEqual({ ...none, child: CHILDREN[2] });
  });

  it('picks the exact match of option values from the query', () => {
    expect(resolveVariant(CHILDREN, { selected: { size: 43, color: 2 } }, ON_SALE).child?.sku).toBe('S-43-R');
  });

  it('picks nothing without a choice: the shopper chooses the size', () => {
    expect(resolveVariant(CHILDREN, {}, ON_SALE)).toEqual(none);
  });

  it("a listing's link with the parent in the child slot is no choice: nothing picked, nothing to warn about", () => {
    expect(resolveVariant(CHILDREN, { childSku: 'S', parentSku: 'S' }, ON_SALE)).toEqual(none);
  });

  it('a link to a sold-out or disabled size picks nothing and names that size as unavailable', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'S-41-B' }, ON_SALE)).toEqual({ ...none, unavailable: CHILDREN[1], warning: SIZE_NOT_AVAILABLE });
  });

  it('options that match no child pick nothing (never a best match) and warn (the message of spec 01 §8)', () => {
    expect(resolveVariant(CHILDREN, { selected: { size: 43, color: 1 } }, ON_SALE)).toEqual({ ...none, warning: NO_SUCH_CONFIGURATION });
  });

  it('options of a sold-out child name it as unavailable', () => {
    expect(resolveVariant(CHILDREN, { selected: { size: 41, color: 1 } }, ON_SALE)).toMatchObject({ child: null, unavailable: CHILDREN[1] });
  });

  it('an unknown child sku picks nothing and warns', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'NOPE', parentSku: 'S' }, ON_SALE)).toEqual({ ...none, warning: NO_SUCH_CONFIGURATION });
  });

  it("gives 'No available product variants' when no child is available", () => {
    const soldOut = CHILDREN.map((c) => ({ ...c, available: false }));
    expect(resolveVariant(soldOut, { childSku: 'S-40-B' }, ON_SALE)).toEqual({ ...none, error: NO_AVAILABLE_VARIANTS });
  });

  it("gives 'No available product variants' when the product's own stock is out", () => {
    expect(resolveVariant(CHILDREN, {}, { productInStock: false, fallbackToDefault: false }).error).toBe('No available product variants');
  });

  it('falls back to the default (first) child when that fallback is on', () => {
    const soldOut = CHILDREN.map((c) => ({ ...c, available: false }));
    expect(resolveVariant(soldOut, {}, { productInStock: true, fallbackToDefault: true })).toEqual({ ...none, child: soldOut[0] });
  });
});

describe('option values from the query', () => {
  it('reads whole numbers for the product option codes and ignores the rest', () => {
    const query = new URLSearchParams('size=343&color=x&utm=1&childSku=A');
    expect(selectedOptionsFromQuery(query, ['size', 'color'])).toEqual({ size: 343 });
  });
});
