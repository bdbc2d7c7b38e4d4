// Turns the main store's product documents into commerce rows (products, stock, price history): configurable
// parents and their children, simple, virtual, grouped (with their associated products) and bundle products.
import { bundleDefaultParts } from '../../shared/catalog/composite-stock.js';
import { getBundlePriceCents } from '../../shared/catalog/prices.js';
import type { ConfigurableChild, ProductDocument, StockInfo } from '../../shared/catalog-types.js';
import { parseCatalogDate } from '../../shared/catalog/catalog-dates.js';
import { eurosToCents } from '../../shared/money.js';
import type { ProductsTable, StockTable } from './schema.js';

export interface CommerceSeedRows {
  products: ProductsTable[];
  stock: StockTable[];
  priceHistory: { sku: string; price_cents: number; effective_from: string }[];
}

const DEFAULT_TAX_CLASS = 2;
const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

function centsOrNull(euros: number | null | undefined): number | null {
  return euros === null || euros === undefined || !(euros > 0) ? null : eurosToCents(euros);
}

function isoOrNull(value: string | null | undefined): string | null {
  return parseCatalogDate(value)?.toISOString() ?? null;
}

function stockRow(sku: string, stock: StockInfo | undefined): StockTable {
  return {
    sku,
    qty: Math.max(0, Math.floor(stock?.qty ?? 0)),
    is_in_stock: stock?.is_in_stock ? 1 : 0,
    manage_stock: stock?.manage_stock === false ? 0 : 1,
  };
}

function documentRow(doc: ProductDocument, priceCents: number): ProductsTable {
  return {
    sku: doc.sku,
    product_id: doc.id,
    parent_sku: null,
    type_id: doc.type_id,
    name: doc.name,
    price_cents: priceCents,
    special_price_cents: centsOrNull(doc.special_price_incl_tax),
    special_from: isoOrNull(doc.special_from_date),
    special_to: isoOrNull(doc.special_to_date),
    tax_class_id: doc.tax_class_id ?? DEFAULT_TAX_CLASS,
    is_virtual: VIRTUAL_TYPES.has(doc.type_id) ? 1 : 0,
    status: doc.status,
    options: null,
  };
}

function childRow(parent: ProductDocument, child: ConfigurableChild): ProductsTable {
  return {
    sku: child.sku,
    product_id: child.id,
    parent_sku: parent.sku,
    type_id: 'simple',
    name: child.name || parent.name,
    price_cents: eurosToCents(child.original_price_incl_tax ?? child.price_incl_tax),
    special_price_cents: centsOrNull(child.special_price_incl_tax),
    special_from: isoOrNull(child.special_from_date),
    special_to: isoOrNull(child.special_to_date),
    tax_class_id: child.tax_class_id ?? parent.tax_class_id ?? DEFAULT_TAX_CLASS,
    is_virtual: 0,
    status: child.status,
    options: JSON.stringify(childOptions(parent, child)),
  };
}

export interface ChildOption {
  option_id: string;
  option_value: string;
  label: string;
  value: string;
}

/** A bundle's option as stored: the option and its default part (sku, units per set), labelled for the totals. */
export interface BundlePartOption extends ChildOption {
  sku: string;
  qty: number;
}

/** The options that pick this child (Magento's configurable_item_options), with labels for the totals' options. */
function childOptions(parent: ProductDocument, child: ConfigurableChild): ChildOption[] {
  const options: ChildOption[] = [];
  for (const option of parent.configurable_options ?? []) {
    const raw = (child as unknown as Record<string, unknown>)[option.attribute_code];
    if (raw === undefined || raw === null) continue;
    const value = option.values.find((v) => String(v.value_index) === String(raw));
    options.push({ option_id: String(option.attribute_id), option_value: String(raw), label: option.label, value: value?.label ?? String(raw) });
  }
  return options;
}

function regularCents(doc: ProductDocument): number {
  return eurosToCents(doc.original_price_incl_tax ?? doc.price_incl_tax ?? 0);
}

/** Price changes as the catalogue knows them: the regular price from creation, the special price within its window. */
function historyFor(row: ProductsTable, createdAt: string, now: Date): CommerceSeedRows['priceHistory'] {
  const start = parseCatalogDate(createdAt) ?? now;
  const history = [{ sku: row.sku, price_cents: row.price_cents, effective_from: (start < now ? start : now).toISOString() }];
  if (row.special_price_cents !== null && row.special_price_cents < row.price_cents) {
    history.push({ sku: row.sku, price_cents: row.special_price_cents, effective_from: row.special_from ?? history[0].effective_from });
    if (row.special_to) {
      const end = new Date(Date.parse(row.special_to) + 86_400_000).toISOString();
      history.push({ sku: row.sku, price_cents: row.price_cents, effective_from: end });
    }
  }
  return history;
}

/** Builds the rows for the given documents; a sku met twice (e.g. a grouped link that is also a document) keeps the first. */
export function buildCommerceSeedRows(docs: readonly ProductDocument[], now: Date): CommerceSeedRows {
  const rows: CommerceSeedRows = { products: [], stock: [], priceHistory: [] };
  const seen = new Set<string>();
  const bySku = new Map(docs.map((d) => [d.sku, d]));
  const add = (row: ProductsTable, stock: StockInfo | undefined, createdAt: string): void => {
    if (seen.has(row.sku)) return;
    seen.add(row.sku);
    rows.products.push(row);
    rows.stock.push(stockRow(row.sku, stock));
    rows.priceHistory.push(...historyFor(row, createdAt, now));
  };
  for (const doc of docs) {
    if (doc.type_id === 'bundle') {
      add(bundleRow(doc, bySku, now), BUNDLE_OWN_STOCK, doc.created_at);
      continue;
    }
    add(documentRow(doc, regularCents(doc)), doc.stock, doc.created_at);
    for (const child of doc.configurable_children ?? []) add(childRow(doc, child), child.stock, doc.created_at);
    for (const link of doc.product_links ?? []) {
      if (link.link_type === 'associated' && link.product) add(documentRow(link.product, regularCents(link.product)), link.product.stock, link.product.created_at);
    }
  }
  return rows;
}

function bundlePriceCents(doc: ProductDocument, bySku: ReadonlyMap<string, ProductDocument>, now: Date): number {
  const computed = getBundlePriceCents(doc, bySku, now);
  return computed > 0 ? computed : regularCents(doc);
}

/**
 * A bundle's own stock is only its switch (in stock): how many sets can be sold is its parts' stock, which the
 * commerce backend reads live (services/bundle-stock.ts), so a restocked part makes the set available again.
 */
const BUNDLE_OWN_STOCK: StockInfo = { qty: 0, is_in_stock: true, manage_stock: false };

/** A bundle's row with its default selection in `options` (the parts one set takes, as the bundle price counts them). */
function bundleRow(doc: ProductDocument, bySku: ReadonlyMap<string, ProductDocument>, now: Date): ProductsTable {
  const parts: BundlePartOption[] = (doc.bundle_options ?? []).flatMap((option) => {
    const [link] = bundleDefaultParts([option]);
    const part = link && bySku.get(link.sku);
    return link ? [{ option_id: String(option.option_id), option_value: link.sku, label: option.title, value: `${link.qty} × ${part?.name ?? link.sku}`, sku: link.sku, qty: link.qty }] : [];
  });
  return { ...documentRow(doc, bundlePriceCents(doc, bySku, now)), options: JSON.stringify(parts) };
}
