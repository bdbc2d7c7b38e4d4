// Which filter values a listing offers, from its own aggregations (spec 01 §9: filters size, colour,
// manufacturer, make, last, outsole, type, the 10 most frequent values first, plus the price ranges). The counts are
// disjunctive (server/upstream/catalog-facets.ts): each filter's with the other filters applied, not its own, so a
// value's count is how many products it has with the rest of the selection: what choosing it shows when it is its
// filter's only value, and what it adds to the values already chosen (OR) otherwise. Pure: the page and its tests see
// the same decision.
import { FILTER_ATTRIBUTES, type AggregationBucket, type AttributeMetadata, type FilterAttribute, type PriceRange } from '../api/catalog.js';
import { isFilterValueSelected, type ListingState } from './listing-query.js';
import { formatWholeEuros } from '../money.js';
import { PRICE_RANGES, priceRangeLabel } from './price-ranges.js';
import { AGGREGATION_SIZE } from './search-rules.js';

export interface FilterOption {
  value: string;
  label: string;
  /** Products of the listing with this value (the aggregation bucket's doc_count). */
  count: number;
  selected: boolean;
  /** A colour swatch (CSS colour) where the attribute has one. */
  swatch?: string;
}

export interface AttributeFilterGroup {
  kind: 'attribute';
  attribute: FilterAttribute;
  /** The values shown: every one after "Show all", else the most frequent (and the chosen ones). */
  options: FilterOption[];
  /** How many more values "Show all" shows (0 when all are shown). */
  hiddenCount: number;
  /** "Show all" was asked for and there is something to show fewer of. */
  showingAll: boolean;
}

export interface PriceFilterOption extends FilterOption {
  range: PriceRange;
}

export interface PriceFilterGroup {
  kind: 'price';
  options: PriceFilterOption[];
}

export type FilterGroup = AttributeFilterGroup | PriceFilterGroup;

type Aggregations = Readonly<Record<string, { buckets: readonly AggregationBucket[] }>>;

/** The aggregation names the edge asks for (server/upstream/catalog-query.ts buildProductAggregations). */
export const termsAggregationName = (attribute: FilterAttribute): string => `agg_terms_${attribute}`;
export const PRICE_AGGREGATION = 'agg_range_price';

function optionOrder(meta: AttributeMetadata | undefined): Map<string, number> {
  return new Map((meta?.options ?? []).map((option, index) => [option.value, option.sort_order ?? index]));
}

/**
 * One attribute's values: the buckets with products, values containing a dot skipped (spec 01 §5), in the
 * attribute's own option order (sizes ascending, colours as the shop lists them), labels from the attribute
 * metadata. A chosen value stays offered even when the current result has no bucket for it, so it can be undone.
 */
export function attributeFilterOptions(attribute: FilterAttribute, buckets: readonly AggregationBucket[], meta: AttributeMetadata | undefined, state: ListingState): FilterOption[] {
  const labels = new Map((meta?.options ?? []).map((option) => [option.value, option]));
  const counts = new Map<string, number>();
  for (const bucket of buckets) {
    const value = String(bucket.key);
    if (value === '' || value.includes('.') || bucket.doc_count <= 0) continue;
    counts.set(value, bucket.doc_count);
  }
  for (const value of state.filters[attribute] ?? []) if (!counts.has(value)) counts.set(value, 0);
  const order = optionOrder(meta);
  return [...counts.entries()]
    .map(([value, count]): FilterOption => {
      const known = labels.get(value);
      const option: FilterOption = { value, label: known?.label ?? value, count, selected: isFilterValueSelected(state, attribute, value) };
      if (known?.swatch) option.swatch = known.swatch;
      return option;
    })
    .sort((a, b) => (order.get(a.value) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.value) ?? Number.MAX_SAFE_INTEGER) || b.count - a.count || a.label.localeCompare(b.label));
}

const sameRange = (a: PriceRange, b: { from?: number; to?: number }): boolean => a.from === (b.from ?? 0) && a.to === b.to;

/**
 * The price ranges of spec 01 §9 with products in them (or chosen), labelled by their place among all four
 * ranges ('< €50', '€50 - 100', '€100 - 150', '> €150').
 */
export function priceFilterOptions(buckets: readonly AggregationBucket[], state: ListingState): PriceFilterOption[] {
  return PRICE_RANGES.flatMap((range, index): PriceFilterOption[] => {
    const count = buckets.find((bucket) => sameRange(range, bucket))?.doc_count ?? 0;
    const selected = state.price !== null && sameRange(range, state.price);
    if (count <= 0 && !selected) return [];
    const label = priceRangeLabel(range, index, PRICE_RANGES.length);
    return [{ value: `${range.from}-${range.to ?? ''}`, label, count, selected, range }];
  });
}

/**
 * A group is worth showing when it can change the result: it has a chosen value, or more than one value, or its
 * one value does not already cover the whole listing.
 */
export function isUsefulGroup(options: readonly FilterOption[], total: number): boolean {
  if (options.some((option) => option.selected)) return true;
  if (options.length === 0) return false;
  return options.length > 1 || options[0].count < total;
}

/**
 * The values a group shows before "Show all": the AGGREGATION_SIZE most frequent (spec 01 §9 aggregation size 10; ties
 * in option order) and every chosen one, kept in option order.
 */
export function mostFrequentOptions(options: readonly FilterOption[], limit: number = AGGREGATION_SIZE): FilterOption[] {
  const frequent = new Set([...options].sort((a, b) => b.count - a.count).slice(0, limit));
  return options.filter((option) => option.selected || frequent.has(option));
}

/** Every filter group of a listing, in the spec's order (size, colour, manufacturer, make, last, outsole, type), then price. */
export function buildFilterGroups(aggregations: Aggregations, metadata: readonly AttributeMetadata[], state: ListingState, total: number): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const attribute of FILTER_ATTRIBUTES) {
    const meta = metadata.find((m) => m.attribute_code === attribute);
    const all = attributeFilterOptions(attribute, aggregations[termsAggregationName(attribute)]?.buckets ?? [], meta, state);
    if (!isUsefulGroup(all, total)) continue;
    const showingAll = state.showAll.includes(attribute);
    const options = showingAll ? all : mostFrequentOptions(all);
    groups.push({ kind: 'attribute', attribute, options, hiddenCount: all.length - options.length, showingAll: showingAll && mostFrequentOptions(all).length < all.length });
  }
  const prices = priceFilterOptions(aggregations[PRICE_AGGREGATION]?.buckets ?? [], state);
  if (isUsefulGroup(prices, total)) groups.push({ kind: 'price', options: prices });
  return groups;
}

export interface ActiveFilterChip {
  kind: 'attribute' | 'price';
  attribute?: FilterAttribute;
  value: string;
  label: string;
}

/** The chips of the chosen values, labelled like their filter options (the raw value when no label is known). */
export function activeFilterChips(state: ListingState, groups: readonly FilterGroup[]): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  for (const attribute of FILTER_ATTRIBUTES) {
    const group = groups.find((g): g is AttributeFilterGroup => g.kind === 'attribute' && g.attribute === attribute);
    for (const value of state.filters[attribute] ?? []) {
      chips.push({ kind: 'attribute', attribute, value, label: group?.options.find((o) => o.value === value)?.label ?? value });
    }
  }
  if (state.price) {
    const index = PRICE_RANGES.findIndex((range) => sameRange(range, state.price!));
    const label = index >= 0 ? priceRangeLabel(PRICE_RANGES[index], index) : `${formatWholeEuros(state.price.from)}${state.price.to !== undefined ? ` - ${state.price.to}` : '+'}`;
    chips.push({ kind: 'price', value: `${state.price.from}-${state.price.to ?? ''}`, label });
  }
  return chips;
}
