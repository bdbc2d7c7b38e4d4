// Disjunctive facets of a listing (issue #12 item 11). Values of one filter combine with OR and different filters
// with AND, so each filter's counts are taken with every OTHER filter applied but not its own: the count beside a
// value is how many products that value gives with the rest of the selection. In Elasticsearch terms: the chosen
// filters narrow the hits in `post_filter` (after the aggregations are counted), and each filter's aggregation
// sits in a `filter` aggregation holding the other filters. Pure DSL builders; the index answers them.
import type { estypes } from '@elastic/elasticsearch';
import { FILTER_ATTRIBUTES, type FilterAttribute, type ProductListQuery } from '../../shared/api/catalog.js';
import { PRICE_AGGREGATION, termsAggregationName } from '../../shared/catalog/listing-facets.js';
import { PRICE_RANGES } from '../../shared/catalog/price-ranges.js';
import { BUYABLE_SIZES_FIELD } from '../../shared/catalog/stock.js';
import { usableFilterValues } from '../../shared/catalog/search-rules.js';

/**
 * A query clause as the official Elasticsearch client types it (issue #14 item 6): a clause a real cluster would
 * reject (an unknown query type, a misspelt option) fails the type check. Types only; the client is a dev dependency.
 */
export type EsQuery = estypes.QueryDslQueryContainer;
/** An aggregation, typed the same way. */
export type EsAggregation = estypes.AggregationsAggregationContainer;

/** A filter of the listing: one of the attributes, or the price range. */
export type FacetKey = FilterAttribute | 'price';

/**
 * Spec 01 §7/§9 price ranges: the filter and the aggregation use the same field, the price incl. tax the shopper
 * sees (prices are shown incl. 19% VAT), so a bucket's count matches its filter.
 */
export const PRICE_FIELD = 'final_price_incl_tax';

/**
 * Fields each filter attribute is matched on: the parent's own value and, for configurables, its children's values.
 * Size is matched only where it can be bought (issue #12 item 12): the sizes of enabled, in-stock children, a field
 * the catalogue's writer derives (shared/catalog/stock.ts buyableSizeOptions). The first field is aggregated.
 */
export const FILTER_FIELDS: Record<FilterAttribute, readonly string[]> = {
  size: [BUYABLE_SIZES_FIELD],
  color: ['color', 'color_options'],
  manufacturer: ['manufacturer'],
  hf_shoe_make: ['hf_shoe_make'],
  hf_shoe_last: ['hf_shoe_last'],
  hf_shoe_outsole: ['hf_shoe_outsole'],
  hf_shoe_type: ['hf_shoe_type'],
};

/**
 * Buckets asked per attribute: every value an attribute has (far fewer than this), so that "Show all" and a chosen
 * rare value have true counts. The page shows the 10 most frequent first (spec 01 §9 aggregation size 10).
 */
export const FACET_QUERY_SIZE = 200;

/** One clause per chosen filter; values containing a dot are skipped (spec 01 §5); numeric ids are sent as numbers. */
export function buildFacetClauses(query: Pick<ProductListQuery, 'filters' | 'price'>): Map<FacetKey, EsQuery> {
  const clauses = new Map<FacetKey, EsQuery>();
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = usableFilterValues(query.filters?.[attribute] ?? []).map(toTermValue);
    if (values.length === 0) continue;
    const fields = FILTER_FIELDS[attribute];
    clauses.set(
      attribute,
      fields.length === 1
        ? { terms: { [fields[0]]: values } }
        : { bool: { should: fields.map((field) => ({ terms: { [field]: values } })), minimum_should_match: 1 } },
    );
  }
  if (query.price) clauses.set('price', { range: { [PRICE_FIELD]: priceBounds(query.price) } });
  return clauses;
}

/** The attribute clauses only, in attribute order (callers that combine them with AND). */
export function buildAttributeFilters(filters: ProductListQuery['filters']): EsQuery[] {
  const clauses = buildFacetClauses({ filters });
  return FILTER_ATTRIBUTES.flatMap((attribute) => (clauses.has(attribute) ? [clauses.get(attribute)!] : []));
}

/** Each filter's aggregation, counted with every other chosen filter applied (a `filter` aggregation) but not its own. */
export function buildFacetAggregations(clauses: ReadonlyMap<FacetKey, EsQuery>): Record<string, EsAggregation> {
  const aggs: Record<string, EsAggregation> = {};
  for (const attribute of FILTER_ATTRIBUTES) {
    const terms: EsAggregation = { terms: { field: FILTER_FIELDS[attribute][0], size: FACET_QUERY_SIZE } };
    aggs[termsAggregationName(attribute)] = withOtherFilters(termsAggregationName(attribute), terms, clauses, attribute);
  }
  const price: EsAggregation = { range: { field: PRICE_FIELD, ranges: PRICE_RANGES.map((r) => ({ ...r })) } };
  aggs[PRICE_AGGREGATION] = withOtherFilters(PRICE_AGGREGATION, price, clauses, 'price');
  return aggs;
}

/** The hits' filter: every chosen filter, applied after the aggregations were counted. Null when none is chosen. */
export function buildPostFilter(clauses: ReadonlyMap<FacetKey, EsQuery>): EsQuery | null {
  return clauses.size === 0 ? null : { bool: { filter: [...clauses.values()] } };
}

/** The aggregation as it is when no other filter is chosen, else wrapped (same name inside) in the others' filter. */
function withOtherFilters(name: string, aggregation: EsAggregation, clauses: ReadonlyMap<FacetKey, EsQuery>, own: FacetKey): EsAggregation {
  const others = [...clauses.entries()].filter(([key]) => key !== own).map(([, clause]) => clause);
  if (others.length === 0) return aggregation;
  return { filter: { bool: { filter: others } }, aggs: { [name]: aggregation } };
}

function priceBounds(range: { from: number; to?: number }): estypes.QueryDslNumberRangeQuery {
  return range.to === undefined ? { gte: range.from } : { gte: range.from, lt: range.to };
}

function toTermValue(value: string): string | number {
  return /^-?\d+$/.test(value) ? Number(value) : value;
}
