// Checks one catalogue document on its own (the fields the shop relies on); cross-document rules (duplicate skus,
// children whose parent is missing) are in catalogue-checks.ts. A partial document (bulk `update`) is checked
// for the fields it carries only.
import type { CatalogEntity } from '../../shared/store-views.js';
import { parseCatalogDate } from '../../shared/catalog/catalog-dates.js';
import type { JsonObject } from './bulk-lines.js';

export interface FieldProblem {
  field: string;
  message: string;
}

export const PRODUCT_TYPES: readonly string[] = ['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable'];
/** Price fields in euros incl. or excl. VAT; none may be negative. */
const PRICE_FIELDS = ['price', 'price_incl_tax', 'price_tax', 'original_price', 'original_price_incl_tax', 'original_price_tax', 'final_price', 'final_price_incl_tax', 'special_price', 'special_price_incl_tax'];
/** Highest price accepted (euros): far above any shoe, below where cents stop being exact integers in the database. */
const MAX_PRICE = 1_000_000;
const MAX_QTY = 1_000_000_000;

type Rule = (doc: JsonObject, path: string, partial: boolean) => FieldProblem[];

function at(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}

function isPresent(doc: JsonObject, field: string): boolean {
  return doc[field] !== undefined;
}

function required(doc: JsonObject, path: string, partial: boolean, checks: Record<string, (value: unknown) => string | null>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, check] of Object.entries(checks)) {
    if (!isPresent(doc, field)) {
      if (!partial) problems.push({ field: at(path, field), message: 'is missing' });
      continue;
    }
    const message = check(doc[field]);
    if (message) problems.push({ field: at(path, field), message });
  }
  return problems;
}

const positiveInteger = (value: unknown) => (Number.isSafeInteger(value) && (value as number) > 0 ? null : `must be a positive integer, not ${JSON.stringify(value)}`);
const nonEmptyString = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? null : `must be a non-empty string, not ${JSON.stringify(value)}`);
const idLike = (value: unknown) => (positiveInteger(value) === null || nonEmptyString(value) === null ? null : `must be a positive integer or a string, not ${JSON.stringify(value)}`);
const oneOf = (allowed: readonly (string | number)[]) => (value: unknown) => (allowed.includes(value as string | number) ? null : `must be one of ${allowed.join(', ')}, not ${JSON.stringify(value)}`);
const skuString = (value: unknown) => nonEmptyString(value) ?? ((value as string).length > 64 ? 'must be at most 64 characters' : null);

function priceProblems(doc: JsonObject, path: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of PRICE_FIELDS) {
    const value = doc[field];
    if (value === undefined || (value === null && field.startsWith('special_'))) continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push({ field: at(path, field), message: `must be a number of euros, not ${JSON.stringify(value)}` });
    else if (value < 0) problems.push({ field: at(path, field), message: `must not be negative (${value})` });
    else if (value > MAX_PRICE) problems.push({ field: at(path, field), message: `must be at most ${MAX_PRICE} euros (${value})` });
  }
  return problems;
}

/** A special price needs a window the shop can read: a valid from-date, and a to-date (if any) not before it. */
export function specialWindowProblems(doc: JsonObject, path: string, partial: boolean): FieldProblem[] {
  const special = doc.special_price_incl_tax ?? doc.special_price;
  if (special === undefined || special === null) return [];
  const problems: FieldProblem[] = [];
  const fromRaw = doc.special_from_date;
  const toRaw = doc.special_to_date;
  if (fromRaw === undefined && partial) return [];
  const from = typeof fromRaw === 'string' ? parseCatalogDate(fromRaw) : null;
  if (!from) problems.push({ field: at(path, 'special_from_date'), message: `a special price needs a valid window: special_from_date must be a date ('YYYY-MM-DD HH:mm:ss'), not ${JSON.stringify(fromRaw ?? null)}` });
  if (toRaw !== undefined && toRaw !== null) {
    const to = typeof toRaw === 'string' ? parseCatalogDate(toRaw) : null;
    if (!to) problems.push({ field: at(path, 'special_to_date'), message: `must be a date ('YYYY-MM-DD HH:mm:ss') or null, not ${JSON.stringify(toRaw)}` });
    else if (from && to < from) problems.push({ field: at(path, 'special_to_date'), message: `the special price window ends (${toRaw}) before it starts (${String(fromRaw)})` });
  }
  return problems;
}

function stockProblems(doc: JsonObject, path: string): FieldProblem[] {
  const stock = doc.stock;
  if (stock === undefined) return [];
  if (typeof stock !== 'object' || stock === null || Array.isArray(stock)) return [{ field: at(path, 'stock'), message: 'must be an object {qty, is_in_stock, manage_stock}' }];
  const { qty, is_in_stock: inStock } = stock as JsonObject;
  const problems: FieldProblem[] = [];
  if (qty !== undefined && !(Number.isFinite(qty) && (qty as number) >= 0 && (qty as number) <= MAX_QTY)) problems.push({ field: at(path, 'stock.qty'), message: `must be a number from 0 to ${MAX_QTY}, not ${JSON.stringify(qty)}` });
  if (inStock !== undefined && typeof inStock !== 'boolean') problems.push({ field: at(path, 'stock.is_in_stock'), message: `must be true or false, not ${JSON.stringify(inStock)}` });
  return problems;
}

function priced(doc: JsonObject, path: string, partial: boolean): FieldProblem[] {
  return [...priceProblems(doc, path), ...specialWindowProblems(doc, path, partial), ...stockProblems(doc, path)];
}

const product: Rule = (doc, path, partial) => {
  const problems = required(doc, path, partial, { id: positiveInteger, sku: skuString, name: nonEmptyString, type_id: oneOf(PRODUCT_TYPES), price_incl_tax: () => null });
  problems.push(...required(doc, path, true, { status: oneOf([1, 2]), visibility: oneOf([1, 2, 3, 4]) }));
  problems.push(...priced(doc, path, partial));
  const children = doc.configurable_children;
  if (children !== undefined) {
    if (!Array.isArray(children)) problems.push({ field: at(path, 'configurable_children'), message: 'must be a list' });
    else {
      children.forEach((child, i) => {
        const childPath = at(path, `configurable_children[${i}]`);
        if (typeof child !== 'object' || child === null || Array.isArray(child)) problems.push({ field: childPath, message: 'must be an object' });
        else problems.push(...required(child as JsonObject, childPath, false, { id: positiveInteger, sku: skuString, price_incl_tax: () => null }), ...priced(child as JsonObject, childPath, false));
      });
    }
  }
  return problems;
};

const RULES: Record<CatalogEntity, Rule> = {
  product,
  category: (doc, path, partial) => required(doc, path, partial, { id: positiveInteger, name: nonEmptyString }),
  attribute: (doc, path, partial) => required(doc, path, partial, { id: idLike, attribute_code: nonEmptyString }),
  cms_page: (doc, path, partial) => required(doc, path, partial, { id: idLike, identifier: nonEmptyString }),
  cms_block: (doc, path, partial) => required(doc, path, partial, { id: idLike, identifier: nonEmptyString }),
  taxrule: (doc, path, partial) => required(doc, path, partial, { id: idLike }),
};

/** Problems of one document of `entity`; `partial` for the `doc` of an update. */
export function validateDocument(entity: CatalogEntity, doc: JsonObject, partial = false): FieldProblem[] {
  return RULES[entity](doc, '', partial);
}
