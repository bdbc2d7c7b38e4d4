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

const NOTHING_CHOSEN = { child: null, unavailable: null, error: null, warning: null } as const;

function matchCount(candidate: VariantCandidate, wanted: SelectedOptions): number {
  return Object.entries(wanted).filter(([code, value]) => candidate.values[code] === value).length;
}

/** The child the request names exactly (by sku, or by every option value of the query); undefined for no request. */
function namedChild<T extends VariantCandidate>(children: readonly T[], request: VariantRequest): T | null | undefined {
  const childSku = request.childSku && request.childSku !== request.parentSku ? request.childSku : null;
  if (childSku) return children.find((c) => c.sku === childSku) ?? null;
  const wanted = request.selected ?? {};
  const wantedCount = Object.keys(wanted).length;
  if (wantedCount === 0) return undefined;
  return children.find((c) => c.available && matchCount(c, wanted) === wantedCount) ?? children.find((c) => matchCount(c, wanted) === wantedCount) ?? null;
}

/**
 * Spec 01 §4 with issue 12 item 2: a product whose own stock is out, or without any available child, gets 'No
 * available product variants' (or its default child when the fallback is on). Otherwise a configurable product has
 * no size until the shopper picks one: only a request naming an available child exactly chooses it. A link to a
 * child that cannot be bought names it as unavailable; an unknown child or a combination no child has warns; neither
 * chooses another child in its place (no "best match": the shopper would buy a size never chosen).
 */
export function resolveVariant<T extends VariantCandidate>(children: readonly T[], request: VariantRequest, policy: VariantPolicy): VariantResolution<T> {
  const noneAvailable = !policy.productInStock || !children.some((c) => c.available);
  if (noneAvailable) {
    if (policy.fallbackToDefault && children.length) return { ...NOTHING_CHOSEN, child: children[0] };
    return { ...NOTHING_CHOSEN, error: NO_AVAILABLE_VARIANTS };
  }
  const named = namedChild(children, request);
  if (named === undefined) return NOTHING_CHOSEN;
  if (named === null) return { ...NOTHING_CHOSEN, warning: NO_SUCH_CONFIGURATION };
  if (!named.available) return { ...NOTHING_CHOSEN, unavailable: named, warning: SIZE_NOT_AVAILABLE };
  return { ...NOTHING_CHOSEN, child: named };
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
