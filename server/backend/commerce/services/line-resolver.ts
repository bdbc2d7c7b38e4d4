// Which product a cart or order line buys: a sku as sent, or a configurable parent plus the chosen options
// (Magento's configurable_item_options), resolved to the child. Lines for parents, grouped or disabled products,
// or with a negative price cannot be bought (spec 02 §5).
import type { CommerceErrorCode } from '../../../../shared/commerce/error-codes.js';
import type { Database } from '../../../db/schema.js';
import type { ChildOption } from '../../../db/seed-rows.js';
import { findChildren, findProductsBySku, type ProductWithStock } from '../repositories/product-repository.js';

const SALEABLE_TYPES = new Set(['simple', 'virtual', 'downloadable', 'bundle']);
const ENABLED = 1;

export type LineResolution = { ok: true; product: ProductWithStock } | { ok: false; error: CommerceErrorCode };

interface RequestedOption {
  option_id: string;
  option_value: string;
}

export function requestedOptions(productOption: unknown): RequestedOption[] {
  const list = (productOption as { extension_attributes?: { configurable_item_options?: unknown } } | null | undefined)?.extension_attributes?.configurable_item_options;
  if (!Array.isArray(list)) return [];
  return list
    .filter((o): o is { option_id: unknown; option_value: unknown } => typeof o === 'object' && o !== null)
    .map((o) => ({ option_id: String(o.option_id), option_value: String(o.option_value) }));
}

async function resolveChild(db: Database, parentSku: string, productOption: unknown): Promise<ProductWithStock | null> {
  const wanted = requestedOptions(productOption);
  if (wanted.length === 0) return null;
  const children = await findChildren(db, parentSku);
  const match = children.find((child) => {
    const options = JSON.parse(child.options ?? '[]') as ChildOption[];
    return wanted.every((w) => options.some((o) => o.option_id === w.option_id && o.option_value === w.option_value));
  });
  if (!match) return null;
  return (await findProductsBySku(db, [match.sku])).get(match.sku) ?? null;
}

export function checkSaleable(product: ProductWithStock): CommerceErrorCode | null {
  if (!SALEABLE_TYPES.has(product.type_id)) return 'ERR_PRODUCT_NOT_SALEABLE';
  // A disabled row is a product the owner deleted (the catalogue import disables its rows) or took off sale.
  if (product.status !== ENABLED) return 'ERR_PRODUCT_DISCONTINUED';
  if (product.price_cents < 0) return 'ERR_PRICE_UNKNOWN';
  return null;
}

export async function resolveLine(db: Database, sku: string, productOption: unknown, known?: ReadonlyMap<string, ProductWithStock>): Promise<LineResolution> {
  let product = known?.get(sku) ?? (await findProductsBySku(db, [sku])).get(sku);
  if (!product) return { ok: false, error: 'ERR_PRODUCT_NOT_FOUND' };
  if (product.type_id === 'configurable') {
    const child = await resolveChild(db, product.sku, productOption);
    if (!child) return { ok: false, error: 'ERR_PRODUCT_NOT_SALEABLE' };
    product = child;
  }
  const error = checkSaleable(product);
  return error ? { ok: false, error } : { ok: true, product };
}

/** Option labels for the totals' `options` (a JSON string of [{label, value}], as Magento sends it). */
export function optionLabels(product: ProductWithStock | undefined): string {
  const options = product?.options ? (JSON.parse(product.options) as ChildOption[]) : [];
  return JSON.stringify(options.map((o) => ({ label: o.label, value: o.value })));
}
