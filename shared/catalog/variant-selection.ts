// Which child the product page shows (spec 01 §4 "Configurable product"): the shopper's choice arrives as a child
// sku in the URL or as option values in the query; this decides the child, the product's error and the warning.
import { NO_AVAILABLE_VARIANTS, NO_SUCH_CONFIGURATION, type SelectedOptions } from './variants.js';

/** A child as the product page knows it (client/components/catalog/product-page-data.ts ProductChildView). */
export interface VariantCandidate {
  sku: string;
  /** value_index per option code. */
  values: Readonly<Record<string, number>>;
  /** Enabled and in stock (or out-of-stock listing on). */
  available: boolean;
  price: { finalCents: number };
}

export interface VariantRequest {
  childSku?: string | null;
  /** The product's own sku: a listing links `/p/{sku}/{slug}/{sku}`, which chooses nothing. */
  parentSku?: string | null;
  selected?: SelectedOptions | null;
}

/** A link to a size that cannot be bought (sold out, disabled): the page says so and leaves the choice open. */
export const SIZE_NOT_AVAILABLE = 'This size is not available at the moment. Please choose another size.';

export interface VariantResolution<T extends VariantCandidate> {
  /** The child the shopper chose and can buy; null until then. */
  child: T | null;
  /**
   * The option values the page shows as chosen: the child's, else the colour alone (the one the shopper picked, or
   * the first colour on sale before any pick). The gallery and the sizes' stock follow these values.
   */
  chosen: SelectedOptions;
  /** The child the link named that cannot be bought: shown as unavailable, never selected. */
  unavailable: T | null;
  error: typeof NO_AVAILABLE_VARIANTS | null;
  warning: typeof NO_SUCH_CONFIGURATION | typeof SIZE_NOT_AVAILABLE | null;
}

export interface VariantPolicy {
  /** The product's own stock entry says in stock. */
  productInStock: boolean;
  /** urlModule fallbackToDefaultWhenNoAvailable: show the default (first) child when none is available. */
  fallbackToDefault: boolean;
}

/** The shop's setting: without an available child the page says so rather than offering an unavailable one. */
export const FALLBACK_TO_DEFAULT_CHILD = false;

/** The option a shopper picks first and that changes the pictures: choosing it never chooses a size. */
export const COLOUR_OPTION = 'color';

const NOTHING_CHOSEN = { child: null, chosen: {}, unavailable: null, error: null, warning: null } as const;

function matches(candidate: VariantCandidate, wanted: SelectedOptions): boolean {
  return Object.entries(wanted).every(([code, value]) => candidate.values[code] === value);
}

/** The option codes a shopper has to choose: those with more than one value among the children. */
export function choiceCodes(children: readonly VariantCandidate[]): string[] {
  const values = new Map<string, Set<number>>();
  for (const child of children) for (const [code, value] of Object.entries(child.values)) values.set(code, (values.get(code) ?? new Set()).add(value));
  return [...values].filter(([, set]) => set.size > 1).map(([code]) => code);
}

/** The colour alone, as a choice (empty when the product has one colour or none). */
function colourOnly(children: readonly VariantCandidate[], child: VariantCandidate | undefined): SelectedOptions {
  const value = child?.values[COLOUR_OPTION];
  return value !== undefined && choiceCodes(children).includes(COLOUR_OPTION) ? { [COLOUR_OPTION]: value } : {};
}

/** The values the page shows before the shopper named a whole child: the wanted ones, the colour defaulting to the first on sale. */
function partialChoice(children: readonly VariantCandidate[], wanted: SelectedOptions): SelectedOptions {
  const codes = choiceCodes(children);
  // A colour that is the only choice is the whole choice: it is not made for the shopper.
  if (wanted[COLOUR_OPTION] !== undefined || !codes.includes(COLOUR_OPTION) || codes.length < 2) return wanted;
  const first = children.find((c) => c.available && matches(c, wanted)) ?? children.find((c) => c.available);
  return { ...colourOnly(children, first), ...wanted };
}

/**
 * Spec 01 §4: a product whose own stock is out, or without any available child, gets 'No available product
 * variants' (or its default child when the fallback is on). Otherwise a configurable product has no size until the
 * shopper picks one: only a request naming an available child exactly (its sku, or a value for every option the
 * shopper chooses) chooses it; a colour alone chooses the colour only. A link to a child that cannot be bought names
 * it as unavailable; an unknown child or a combination no child has warns; neither chooses another child in its
 * place (no "best match": the shopper would buy a size never chosen).
 */
export function resolveVariant<T extends VariantCandidate>(children: readonly T[], request: VariantRequest, policy: VariantPolicy): VariantResolution<T> {
  const noneAvailable = !policy.productInStock || !children.some((c) => c.available);
  if (noneAvailable) {
    if (policy.fallbackToDefault && children.length) return { ...NOTHING_CHOSEN, child: children[0], chosen: children[0].values };
    return { ...NOTHING_CHOSEN, error: NO_AVAILABLE_VARIANTS };
  }
  const childSku = request.childSku && request.childSku !== request.parentSku ? request.childSku : null;
  if (childSku) {
    const named = children.find((c) => c.sku === childSku);
    if (!named) return { ...NOTHING_CHOSEN, chosen: partialChoice(children, {}), warning: NO_SUCH_CONFIGURATION };
    if (!named.available) return { ...NOTHING_CHOSEN, chosen: partialChoice(children, colourOnly(children, named)), unavailable: named, warning: SIZE_NOT_AVAILABLE };
    return { ...NOTHING_CHOSEN, child: named, chosen: named.values };
  }
  const wanted = request.selected ?? {};
  if (Object.keys(wanted).length && !children.some((c) => matches(c, wanted))) return { ...NOTHING_CHOSEN, chosen: partialChoice(children, {}), warning: NO_SUCH_CONFIGURATION };
  const chosen = partialChoice(children, wanted);
  const whole = choiceCodes(children).every((code) => chosen[code] !== undefined) && Object.keys(wanted).length > 0;
  if (!whole) return { ...NOTHING_CHOSEN, chosen };
  const named = children.find((c) => c.available && matches(c, chosen)) ?? children.find((c) => matches(c, chosen));
  if (!named) return { ...NOTHING_CHOSEN, chosen: partialChoice(children, {}), warning: NO_SUCH_CONFIGURATION };
  if (!named.available) return { ...NOTHING_CHOSEN, chosen: partialChoice(children, colourOnly(children, named)), unavailable: named, warning: SIZE_NOT_AVAILABLE };
  return { ...NOTHING_CHOSEN, child: named, chosen: named.values };
}

/** Where an option chip leads: a child (a whole choice), option values alone (a colour), or nowhere (cannot be bought). */
export type ChoiceTarget<T extends VariantCandidate> = { child: T } | { values: SelectedOptions } | null;

/**
 * The chip for value `value` of option `code`, seen from the values chosen now. A size chip leads to the child of
 * the chosen colour in that size (none when that child cannot be bought). A colour chip keeps the size the shopper
 * chose when that colour has it on sale, and otherwise chooses the colour only: never a size the shopper did not pick.
 */
export function choiceTarget<T extends VariantCandidate>(children: readonly T[], chosen: SelectedOptions, code: string, value: number): ChoiceTarget<T> {
  const codes = choiceCodes(children);
  const next = { ...chosen, [code]: value };
  const whole = codes.every((c) => next[c] !== undefined);
  const child = whole ? children.find((c) => c.available && matches(c, next)) : undefined;
  if (child) return { child };
  if (code !== COLOUR_OPTION) {
    if (whole) return null;
    // Two choices besides colour (none in this shop): the first child on sale with the value and the values chosen.
    const first = children.find((c) => c.available && matches(c, next));
    return first ? { child: first } : null;
  }
  return children.some((c) => c.available && c.values[COLOUR_OPTION] === value) ? { values: { [COLOUR_OPTION]: value } } : null;
}

/** Option values from a query string (?size=343&color=52) for the product's option codes; others are ignored. */
export function selectedOptionsFromQuery(query: URLSearchParams, optionCodes: readonly string[]): Record<string, number> {
  const selected: Record<string, number> = {};
  for (const code of optionCodes) {
    const raw = query.get(code);
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
    if (Number.isInteger(value)) selected[code] = value;
  }
  return selected;
}
