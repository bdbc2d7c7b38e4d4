// Request schemas of the public catalogue API (DESIGN §3.1) and the translation of its query string into a
// ProductListQuery. Fastify validates against these before a handler runs; a failure is a 400 naming the field.
import { FILTER_ATTRIBUTES, SORT_KEYS, type FilterAttribute, type ProductListQuery } from '../../../shared/api/catalog.js';
import { parsePriceRangeParam } from '../../../shared/catalog/price-ranges.js';
import { MAX_PAGE_SIZE, MAX_RESULT_WINDOW, normalizePaging } from '../../../shared/catalog/search-rules.js';
import { PRODUCT_FIELD_SETS, type ProductFieldSet } from '../../../shared/catalog/product-card-fields.js';
import { STORE_CODES, type StoreCode } from '../../../shared/store-views.js';
import { ID_MAX } from '../../http/number-rules.js';
import { BadInputError } from '../errors.js';

const store = { type: 'string', enum: [...STORE_CODES], default: 'main' } as const;
const id = { type: 'integer', minimum: 0, maximum: ID_MAX } as const;
const commaList = { type: 'string', maxLength: 4000 } as const;
const filterValue = { type: 'string', maxLength: 500 } as const;

/**
 * `size` is the page size (DESIGN §3.1, as Elasticsearch names it), which collides with the shoe-size attribute.
 * Every attribute filter may therefore be sent as `filter_<attribute>`; all but `size` also by their plain name.
 */
export const FILTER_PARAM_PREFIX = 'filter_';

function filterParamNames(attribute: FilterAttribute): string[] {
  return attribute === 'size' ? [`${FILTER_PARAM_PREFIX}size`] : [attribute, FILTER_PARAM_PREFIX + attribute];
}

export interface ProductsQuerystring {
  store: StoreCode;
  q?: string;
  category?: number;
  sort?: ProductListQuery['sort'];
  from?: number;
  size?: number;
  price?: string;
  skus?: string;
  fields?: ProductFieldSet;
  aggregations?: boolean;
  [filter: string]: string | number | boolean | undefined;
}

export const productsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    store,
    q: { type: 'string', maxLength: 200 },
    category: id,
    sort: { type: 'string', enum: [...SORT_KEYS] },
    // Spec 01 §9 turns a negative start into 0 and a size of 0 or less into 50, so these are not rejected; a page
    // is at most MAX_PAGE_SIZE and from + size at most MAX_RESULT_WINDOW (toProductListQuery checks the sum).
    from: { type: 'integer', minimum: -MAX_RESULT_WINDOW, maximum: MAX_RESULT_WINDOW },
    size: { type: 'integer', minimum: -MAX_RESULT_WINDOW, maximum: MAX_PAGE_SIZE },
    price: { type: 'string', maxLength: 20 },
    skus: commaList,
    // A named set of product fields instead of whole documents (shared/catalog/product-card-fields.ts).
    fields: { type: 'string', enum: [...PRODUCT_FIELD_SETS] },
    // false: the caller shows no filters, so neither aggregations nor their labels are asked for.
    aggregations: { type: 'boolean' },
    // Price tiers (spec 01 §6): the customer's group, sent by the browser when usePriceTiers is on.
    userGroupId: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    groupToken: { type: 'string', maxLength: 128 },
    ...Object.fromEntries(FILTER_ATTRIBUTES.flatMap((a) => filterParamNames(a).map((name) => [name, filterValue]))),
  },
} as const;

export const productParamsSchema = {
  type: 'object',
  properties: { sku: { type: 'string', maxLength: 128 } },
  required: ['sku'],
} as const;

export const storeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { store },
} as const;

export const categoriesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    store,
    parent: id,
    level: { type: 'integer', minimum: 0, maximum: 20 },
    ids: { type: 'string', maxLength: 4000, pattern: '^\\d+(,\\d+)*$' },
    slug: { type: 'string', minLength: 1, maxLength: 255 },
  },
} as const;

export const urlMapBodySchema = {
  type: 'object',
  required: ['url'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 2048 },
    store,
    userGroupId: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    groupToken: { type: 'string', maxLength: 128 },
  },
} as const;

export const cmsByIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

export const cmsByIdQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { store },
} as const;

export const cmsByIdentifierParamsSchema = {
  type: 'object',
  required: ['identifier', 'storeId'],
  properties: {
    identifier: { type: 'string', minLength: 1, maxLength: 255 },
    storeId: id,
  },
} as const;

/** The validated query string as the catalogue service's ProductListQuery. */
export function toProductListQuery(qs: ProductsQuerystring): ProductListQuery {
  const query: ProductListQuery = { store: qs.store };
  if (qs.q !== undefined) query.q = qs.q;
  if (qs.category !== undefined) query.category = qs.category;
  if (qs.sort !== undefined) query.sort = qs.sort;
  if (qs.from !== undefined) query.from = qs.from;
  if (qs.size !== undefined) query.size = qs.size;
  if (qs.skus) query.skus = splitList(qs.skus);
  const paging = pagingProblem(qs.from, qs.size, query.skus?.length);
  if (paging) throw new BadInputError(paging.field, paging.problem);
  if (qs.fields) query.fields = qs.fields;
  if (qs.aggregations === false) query.aggregations = false;
  if (qs.price) {
    const range = parsePriceRangeParam(qs.price);
    if (!range) throw new BadInputError('price', 'must look like 50-100 or 150-');
    query.price = range;
  }
  const filters: NonNullable<ProductListQuery['filters']> = {};
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = filterParamNames(attribute).flatMap((name) => splitList(String(qs[name] ?? '')));
    if (values.length) filters[attribute] = values;
  }
  if (Object.keys(filters).length) query.filters = filters;
  return query;
}

/** Issue #13: the API's paging bounds; null when they hold, else the field to name and what is wrong. */
function pagingProblem(from: number | undefined, size: number | undefined, skus = 0): { field: 'from' | 'size' | 'skus'; problem: string } | null {
  if (skus > MAX_PAGE_SIZE) return { field: 'skus', problem: `must name at most ${MAX_PAGE_SIZE} products` };
  const paging = normalizePaging(from, size);
  if (paging.size > MAX_PAGE_SIZE) return { field: 'size', problem: `must be at most ${MAX_PAGE_SIZE}` };
  if (paging.from + paging.size > MAX_RESULT_WINDOW) return { field: 'from', problem: `plus size must be at most ${MAX_RESULT_WINDOW}` };
  return null;
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
