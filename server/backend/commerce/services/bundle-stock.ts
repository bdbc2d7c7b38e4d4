// A bundle is sold as its default parts (issue #12 item 13): its stock answer is its parts' (the rule is
// shared/catalog/composite-stock.ts), and an order of it takes its parts' stock. The parts of one set are stored with
// the bundle's product row (server/db/seed-rows.ts BundlePartOption).
import { bundleStock, type BundlePartLink, type PartStock } from '../../../../shared/catalog/composite-stock.js';
import type { StockInfo } from '../../../../shared/catalog-types.js';
import type { Database, ProductRow, StockRow } from '../../../db/schema.js';
import { findProductsBySku } from '../repositories/product-repository.js';

const ENABLED = 1;

/** The parts one set of a bundle takes; none for any other product (or a bundle stored without them). */
export function bundleParts(product: Pick<ProductRow, 'type_id' | 'options'>): BundlePartLink[] {
  if (product.type_id !== 'bundle' || !product.options) return [];
  const stored = JSON.parse(product.options) as unknown;
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: { sku?: unknown; qty?: unknown }) =>
    typeof entry?.sku === 'string' && Number.isInteger(entry.qty) && Number(entry.qty) > 0 ? [{ sku: entry.sku, qty: Number(entry.qty) }] : [],
  );
}

/** The skus and units an order line takes from stock: the product itself, and for a bundle each part per set. */
export function stockTakenBy(product: Pick<ProductRow, 'sku' | 'type_id' | 'options'>, qty: number): [sku: string, qty: number][] {
  return [[product.sku, qty], ...bundleParts(product).map((part): [string, number] => [part.sku, part.qty * qty])];
}

const toInfo = (row: Pick<StockRow, 'qty' | 'is_in_stock' | 'manage_stock'>): StockInfo => ({
  qty: row.qty,
  is_in_stock: row.is_in_stock === 1 && (row.manage_stock !== 1 || row.qty > 0),
  manage_stock: row.manage_stock === 1,
});

/** The stock rows with each bundle's own row replaced by what its parts allow (other rows unchanged). */
export async function withBundleStock<T extends StockRow>(db: Database, rows: readonly T[]): Promise<T[]> {
  const products = await findProductsBySku(db, rows.map((row) => row.sku));
  const links = new Map(rows.map((row) => [row.sku, products.get(row.sku) ? bundleParts(products.get(row.sku)!) : []]));
  const partSkus = [...new Set([...links.values()].flat().map((link) => link.sku))];
  if (partSkus.length === 0) return [...rows];
  const parts = new Map<string, PartStock>();
  for (const [sku, part] of await findProductsBySku(db, partSkus)) {
    const stock = part.qty === null ? null : toInfo({ qty: part.qty, is_in_stock: part.is_in_stock ?? 0, manage_stock: part.manage_stock ?? 1 });
    parts.set(sku, { stock, enabled: part.status === ENABLED });
  }
  return rows.map((row) => {
    const bundleLinks = links.get(row.sku) ?? [];
    if (bundleLinks.length === 0) return row;
    const stock = bundleStock(toInfo(row), bundleLinks, parts);
    return { ...row, qty: stock.qty, is_in_stock: stock.is_in_stock ? 1 : 0, manage_stock: stock.manage_stock ? 1 : 0 };
  });
}
