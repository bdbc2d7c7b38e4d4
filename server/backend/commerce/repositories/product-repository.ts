// Products and their stock (SQL only).
import type { Database, ProductRow, StockRow } from '../../../db/schema.js';

export type ProductWithStock = ProductRow & { qty: number | null; is_in_stock: number | null; manage_stock: number | null };

export async function findProductsBySku(db: Database, skus: readonly string[]): Promise<Map<string, ProductWithStock>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .leftJoin('stock', 'stock.sku', 'products.sku')
    .selectAll('products')
    .select(['stock.qty', 'stock.is_in_stock', 'stock.manage_stock'])
    .where('products.sku', 'in', [...new Set(skus)])
    .execute();
  return new Map(rows.map((r) => [r.sku, r]));
}

export async function findChildren(db: Database, parentSku: string): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where('parent_sku', '=', parentSku).execute();
}

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('sku').where('product_id', '=', productId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function findStock(db: Database, skus: readonly string[]): Promise<(StockRow & { product_id: number })[]> {
  if (skus.length === 0) return [];
  return db
    .selectFrom('stock')
    .innerJoin('products', 'products.sku', 'stock.sku')
    .select(['stock.sku', 'stock.qty', 'stock.is_in_stock', 'stock.manage_stock', 'products.product_id'])
    .where('stock.sku', 'in', [...new Set(skus)])
    .execute();
}

/**
 * Takes `qty` units of a sku in one conditional statement, so two orders can never both take the last unit.
 * Products without stock management only need to be flagged in stock.
 */
export async function decrementStock(db: Database, sku: string, qty: number): Promise<boolean> {
  const result = await db
    .updateTable('stock')
    .set((eb) => ({ qty: eb('qty', '-', qty) }))
    .where('sku', '=', sku)
    .where('is_in_stock', '=', 1)
    .where('manage_stock', '=', 1)
    .where('qty', '>=', qty)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  const unmanaged = await db.selectFrom('stock').select('sku').where('sku', '=', sku).where('manage_stock', '=', 0).where('is_in_stock', '=', 1).executeTakeFirst();
  return unmanaged !== undefined;
}
