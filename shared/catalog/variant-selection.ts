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
  selected?: SelectedOptions | null;
}

export interface VariantResolution<T extends VariantCandidate> {
  child: T | null;
  error: typeof NO_AVAILABLE_VARIANTS | null;
  warning: typeof NO_SUCH_CONFIGURATION | null;
}

export interface VariantPolicy {
  /** The product's own stock entry says in stock. */
  productInStock: boolean;
  /** urlModule fallbackToDefaultWhenNoAvailable: show the default (first) child when none is available. */
  fallbackToDefault: boolean;
}

/** The shop's setting: without an available child the page says so rather than offering an unavailable one. */
export const FALLBACK_TO_DEFAULT_CHILD = false;

function matchCount(candidate: VariantCandidate, wanted: SelectedOptions): number {
  return Object.entries(wanted).filter(([code, value]) => candidate.values[code] === value).length;
}

/** Spec 01 §4: among available children, the best attribute match, then the lower price. */
export function bestMatchingChild<T extends VariantCandidate>(children: readonly T[], wanted: SelectedOptions): T | null {
  let best: T | null = null;
  let bestScore = -1;
  for (const child of children) {
    if (!child.available) continue;
    const score = matchCount(child, wanted);
    if (score > bestScore || (score === bestScore && best && child.price.finalCents < best.price.finalCents)) {
      best = child;
      bestScore = score;
    }
  }
  return best;
}

function wantedOptions(children: readonly VariantCandidate[], request: VariantRequest): SelectedOptions | null {
  if (request.childSku) return children.find((c) => c.sku === request.childSku)?.values ?? {};
  if (request.selected && Object.keys(request.selected).length) return request.selected;
  return null;
}

/**
 * Spec 01 §4: a product whose own stock is out, or without any available child, gets 'No available product
 * variants' (or its default child when the fallback is on). A choice that matches an available child exactly picks
 * it; a choice that matches none gets the warning and the best match, then the lower price. Without a choice no
 * child is picked: the shopper chooses the size.
 */
export function resolveVariant<T extends VariantCandidate>(children: readonly T[], request: VariantRequest, policy: VariantPolicy): VariantResolution<T> {
  const noneAvailable = !policy.productInStock || !children.some((c) => c.available);
  if (noneAvailable) {
    if (policy.fallbackToDefault && children.length) return { child: children[0], error: null, warning: null };
    return { child: null, error: NO_AVAILABLE_VARIANTS, warning: null };
  }
  const wanted = wantedOptions(children, request);
  if (!wanted) return { child: null, error: null, warning: null };
  const wantedCount = Object.keys(wanted).length;
  const exact = children.find((c) => c.available && wantedCount > 0 && matchCount(c, wanted) === wantedCount);
  if (exact) return { child: exact, error: null, warning: null };
  return { child: bestMatchingChild(children, wanted), error: null, warning: NO_SUCH_CONFIGURATION };
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
