// Configurable product rules of spec 01 §4 ("Configurable product") and §5.
import type { ConfigurableChild, ConfigurableOption, ProductDocument } from '../catalog-types.js';
import { eurosToCents } from '../money.js';

export const NO_AVAILABLE_VARIANTS = 'No available product variants';
export const NO_SUCH_CONFIGURATION = 'No such configuration for the product. Please do choose another combination of attributes.';
export const MISSING_PARENT_SKU = "Product doesn't have parentSku, please check if this is configurable product";

/** Chosen option values by attribute code, as value_index: { size: 43, color: 49 }. */
export type SelectedOptions = Readonly<Record<string, number>>;

export interface VariantChoice {
  child: ConfigurableChild | null;
  error: typeof NO_AVAILABLE_VARIANTS | null;
}

/** Spec 01 §4: children with status 2 or higher are skipped, and out-of-stock ones unless out-of-stock listing is on. */
export function isChildAvailable(child: ConfigurableChild, showOutOfStock: boolean): boolean {
  return child.status < 2 && (showOutOfStock || child.stock?.is_in_stock === true);
}

/** The value_index a child has for an attribute, from its own field or its custom_attributes. */
export function getChildOptionValue(child: ConfigurableChild, attributeCode: string): number | undefined {
  const own = (child as unknown as Record<string, unknown>)[attributeCode];
  if (typeof own === 'number') return own;
  const custom = child.custom_attributes?.find((a) => a.attribute_code === attributeCode);
  if (custom === undefined) return undefined;
  const value = Number(custom.value);
  return Number.isFinite(value) ? value : undefined;
}

function matchCount(child: ConfigurableChild, selected: SelectedOptions): number {
  let count = 0;
  for (const [code, value] of Object.entries(selected)) if (getChildOptionValue(child, code) === value) count += 1;
  return count;
}

function childPriceCents(child: ConfigurableChild): number {
  return eurosToCents(child.final_price_incl_tax ?? child.price_incl_tax);
}

/**
 * Spec 01 §4: a chosen configuration picks an available child, preferring the best attribute match, then the lower
 * price. With none available it falls back to the default (first) child when that fallback is on; otherwise the
 * product gets 'No available product variants'. A product whose own stock is out gets the same error.
 */
export function chooseVariant(
  product: Pick<ProductDocument, 'configurable_children' | 'stock'>,
  selected: SelectedOptions,
  opts: { showOutOfStock: boolean; fallbackToDefault: boolean },
): VariantChoice {
  if (product.stock && product.stock.is_in_stock === false && !opts.showOutOfStock) return { child: null, error: NO_AVAILABLE_VARIANTS };
  const children = product.configurable_children ?? [];
  let best: ConfigurableChild | null = null;
  let bestScore = -1;
  for (const child of children) {
    if (!isChildAvailable(child, opts.showOutOfStock)) continue;
    const score = matchCount(child, selected);
    if (score > bestScore || (score === bestScore && best && childPriceCents(child) < childPriceCents(best))) {
      best = child;
      bestScore = score;
    }
  }
  if (best) return { child: best, error: null };
  if (opts.fallbackToDefault && children.length) return { child: children[0], error: null };
  return { child: null, error: NO_AVAILABLE_VARIANTS };
}

/** Spec 01 §4: when the shopper's picks match no child exactly, a warning is shown (NO_SUCH_CONFIGURATION). */
export function findExactVariant(product: Pick<ProductDocument, 'configurable_children'>, selected: SelectedOptions): ConfigurableChild | null {
  const wanted = Object.keys(selected).length;
  return (product.configurable_children ?? []).find((c) => c.status < 2 && matchCount(c, selected) === wanted) ?? null;
}

/** Spec 01 §4: a child is dropped when out of stock or status 2 or higher. */
export function listAvailableChildren(product: Pick<ProductDocument, 'configurable_children'>, showOutOfStock: boolean): ConfigurableChild[] {
  return (product.configurable_children ?? []).filter((c) => isChildAvailable(c, showOutOfStock));
}

/** The options a child was configured with, as the selection that picks it. */
export function selectedOptionsOf(product: Pick<ProductDocument, 'configurable_options'>, child: ConfigurableChild): Record<string, number> {
  const selected: Record<string, number> = {};
  for (const option of product.configurable_options ?? []) {
    const value = getChildOptionValue(child, option.attribute_code);
    if (value !== undefined) selected[option.attribute_code] = value;
  }
  return selected;
}

export interface ConfigurableItemOption {
  option_id: string;
  option_value: number;
  label: string;
  value: string;
}

/**
 * Spec 01 §4: building item options ignores the price attribute, drops options without a matching configurable
 * option definition and option values with empty labels. Options need an attribute_code or attribute_id (§5).
 */
export function buildConfigurableItemOptions(options: readonly ConfigurableOption[] | undefined, selected: SelectedOptions): ConfigurableItemOption[] {
  const result: ConfigurableItemOption[] = [];
  for (const [code, value] of Object.entries(selected)) {
    if (code === 'price') continue;
    const definition = options?.find((o) => o.attribute_code === code || o.attribute_id === code);
    if (!definition) continue;
    const optionValue = definition.values.find((v) => v.value_index === value);
    if (!optionValue || !optionValue.label.trim()) continue;
    result.push({ option_id: definition.attribute_id, option_value: value, label: definition.label, value: optionValue.label });
  }
  return result;
}
