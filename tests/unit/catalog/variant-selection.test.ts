import { describe, expect, it } from 'vitest';
import { bestMatchingChild, resolveVariant, selectedOptionsFromQuery, type VariantCandidate } from '../../../shared/catalog/variant-selection.js';
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

describe('variant choice on the product page (spec 01 §4 "Configurable product")', () => {
  it('picks the child named in the URL when it is available', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'S-42-B' }, ON_SALE)).toEqual({ child: CHILDREN[2], error: null, warning: null });
  });

  it('picks the exact match of option values from the query', () => {
    expect(resolveVariant(CHILDREN, { selected: { size: 43, color: 2 } }, ON_SALE).child?.sku).toBe('S-43-R');
  });

  it('picks nothing without a choice: the shopper chooses the size', () => {
    expect(resolveVariant(CHILDREN, {}, ON_SALE)).toEqual({ child: null, error: null, warning: null });
  });

  it('skips out-of-stock and disabled children: a choice of one warns and takes the best match, then the lower price', () => {
    const result = resolveVariant(CHILDREN, { childSku: 'S-41-B' }, ON_SALE);
    expect(result.warning).toBe(NO_SUCH_CONFIGURATION);
    // size 41 matches no available child; colour 1 is matched by S-40-B and S-42-B, the cheaper one wins.
    expect(result.child?.sku).toBe('S-40-B');
  });

  it('warns when the picked options match no child (the message of spec 01 §8)', () => {
    const result = resolveVariant(CHILDREN, { selected: { size: 43, color: 1 } }, ON_SALE);
    expect(result.warning).toBe('No such configuration for the product. Please do choose another combination of attributes.');
    // size 43 (S-43-R, 1 match) and colour 1 (S-40-B, S-42-B, 1 match each): equal matches, the lowest price wins.
    expect(result.child?.sku).toBe('S-43-R');
  });

  it('warns for an unknown child sku in the URL', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'NOPE' }, ON_SALE).warning).toBe(NO_SUCH_CONFIGURATION);
  });

  it("gives 'No available product variants' when no child is available", () => {
    const soldOut = CHILDREN.map((c) => ({ ...c, available: false }));
    expect(resolveVariant(soldOut, { childSku: 'S-40-B' }, ON_SALE)).toEqual({ child: null, error: NO_AVAILABLE_VARIANTS, warning: null });
  });

  it("gives 'No available product variants' when the product's own stock is out", () => {
    expect(resolveVariant(CHILDREN, {}, { productInStock: false, fallbackToDefault: false }).error).toBe('No available product variants');
  });

  it('falls back to the default (first) child when that fallback is on', () => {
    const soldOut = CHILDREN.map((c) => ({ ...c, available: false }));
    expect(resolveVariant(soldOut, {}, { productInStock: true, fallbackToDefault: true })).toEqual({ child: soldOut[0], error: null, warning: null });
  });

  it('prefers the best attribute match over a lower price', () => {
    expect(bestMatchingChild(CHILDREN, { size: 42, color: 1 })?.sku).toBe('S-42-B');
    expect(bestMatchingChild(CHILDREN, { size: 42 })?.sku).toBe('S-42-R');
  });
});

describe('option values from the query', () => {
  it('reads whole numbers for the product option codes and ignores the rest', () => {
    const query = new URLSearchParams('size=343&color=x&utm=1&childSku=A');
    expect(selectedOptionsFromQuery(query, ['size', 'color'])).toEqual({ size: 343 });
  });
});
