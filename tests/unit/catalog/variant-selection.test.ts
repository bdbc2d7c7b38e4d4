import { describe, expect, it } from 'vitest';
import { choiceTarget, resolveVariant, selectedOptionsFromQuery, SIZE_NOT_AVAILABLE, type VariantCandidate } from '../../../shared/catalog/variant-selection.js';
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
  const none = { child: null, chosen: {}, unavailable: null, error: null, warning: null };
  // Before any pick the page shows the first colour on sale (its pictures and its sizes), and chooses no size.
  const firstColour = { ...none, chosen: { color: 1 } };

  it('picks the child named in the URL when it is available', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'S-42-B' }, ON_SALE)).toEqual({ ...none, child: CHILDREN[2], chosen: { size: 42, color: 1 } });
  });

  it('picks the exact match of option values from the query', () => {
    expect(resolveVariant(CHILDREN, { selected: { size: 43, color: 2 } }, ON_SALE).child?.sku).toBe('S-43-R');
  });

  it('picks nothing without a choice: the shopper chooses the size', () => {
    expect(resolveVariant(CHILDREN, {}, ON_SALE)).toEqual(firstColour);
  });

  it('a colour alone chooses the colour only: no size, whatever sizes it has', () => {
    expect(resolveVariant(CHILDREN, { selected: { color: 2 } }, ON_SALE)).toEqual({ ...none, chosen: { color: 2 } });
  });

  it('a product with one colour chooses nothing before the size', () => {
    const oneColour = CHILDREN.filter((c) => c.values.color === 2);
    expect(resolveVariant(oneColour, {}, ON_SALE)).toEqual(none);
    expect(resolveVariant(oneColour, { selected: { size: 43 } }, ON_SALE).child?.sku).toBe('S-43-R');
  });

  it("a listing's link with the parent in the child slot is no choice: nothing picked, nothing to warn about", () => {
    expect(resolveVariant(CHILDREN, { childSku: 'S', parentSku: 'S' }, ON_SALE)).toEqual(firstColour);
  });

  it('a link to a sold-out or disabled size picks nothing, names that size as unavailable and keeps its colour', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'S-41-B' }, ON_SALE)).toEqual({ ...firstColour, unavailable: CHILDREN[1], warning: SIZE_NOT_AVAILABLE });
  });

  it('options that match no child pick nothing (never a best match) and warn (the message of spec 01 §8)', () => {
    expect(resolveVariant(CHILDREN, { selected: { size: 43, color: 1 } }, ON_SALE)).toEqual({ ...firstColour, warning: NO_SUCH_CONFIGURATION });
  });

  it('options of a sold-out child name it as unavailable', () => {
    expect(resolveVariant(CHILDREN, { selected: { size: 41, color: 1 } }, ON_SALE)).toMatchObject({ child: null, unavailable: CHILDREN[1] });
  });

  it('an unknown child sku picks nothing and warns', () => {
    expect(resolveVariant(CHILDREN, { childSku: 'NOPE', parentSku: 'S' }, ON_SALE)).toEqual({ ...firstColour, warning: NO_SUCH_CONFIGURATION });
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
    expect(resolveVariant(soldOut, {}, { productInStock: true, fallbackToDefault: true })).toEqual({ ...none, child: soldOut[0], chosen: soldOut[0].values });
  });
});

describe('where an option chip leads', () => {
  it('a colour chip chooses the colour only when no size is chosen', () => {
    expect(choiceTarget(CHILDREN, { color: 1 }, 'color', 2)).toEqual({ values: { color: 2 } });
  });

  it('a colour chip keeps the chosen size when that colour has it on sale, else drops the size', () => {
    expect(choiceTarget(CHILDREN, { color: 1, size: 42 }, 'color', 2)).toEqual({ child: CHILDREN[3] });
    expect(choiceTarget(CHILDREN, { color: 1, size: 40 }, 'color', 2)).toEqual({ values: { color: 2 } });
  });

  it("a size chip leads to that size in the chosen colour, or nowhere when the colour's size is sold out or missing", () => {
    expect(choiceTarget(CHILDREN, { color: 2 }, 'size', 43)).toEqual({ child: CHILDREN[4] });
    expect(choiceTarget(CHILDREN, { color: 2 }, 'size', 40)).toBeNull();
    expect(choiceTarget(CHILDREN, { color: 1 }, 'size', 41)).toBeNull();
  });

  it('a colour without any size on sale cannot be chosen', () => {
    const blueSoldOut = CHILDREN.map((c) => (c.values.color === 1 ? { ...c, available: false } : c));
    expect(choiceTarget(blueSoldOut, { color: 2 }, 'color', 1)).toBeNull();
  });
});

describe('option values from the query', () => {
  it('reads whole numbers for the product option codes and ignores the rest', () => {
    const query = new URLSearchParams('size=343&color=x&utm=1&childSku=A');
    expect(selectedOptionsFromQuery(query, ['size', 'color'])).toEqual({ size: 343 });
  });
});
