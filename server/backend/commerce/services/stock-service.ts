// Stock answers of GET /api/stock/check and /api/stock/list (Magento's stock item shape); a bundle's is its parts'.
import { MAX_SALE_QTY } from '../../../../shared/commerce/quantity.js';
import type { Database, StockRow } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import { findStock } from '../repositories/product-repository.js';
import { withBundleStock } from './bundle-stock.js';

export const MAX_STOCK_LIST_SKUS = 200;

export interface StockView {
  item_id: number;
  product_id: number;
  stock_id: number;
  sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  is_qty_decimal: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

/** A managed sku with nothing left is out of stock even when its flag still says in stock. */
function presentStock(row: StockRow & { product_id: number }): StockView {
  const managed = row.manage_stock === 1;
  return {
    item_id: row.product_id,
    product_id: row.product_id,
    stock_id: 1,
    sku: row.sku,
    qty: row.qty,
    is_in_stock: row.is_in_stock === 1 && (!managed || row.qty > 0),
    manage_stock: managed,
    is_qty_decimal: false,
    min_sale_qty: 1,
    max_sale_qty: MAX_SALE_QTY,
  };
}

export async function checkStock(db: Database, sku: string): Promise<StockView> {
  const [row] = await withBundleStock(db, await findStock(db, [sku]));
  if (!row) throw fail('ERR_PRODUCT_NOT_FOUND', { field: 'sku' });
  return presentStock(row);
}

/** Known skus in the order asked; unknown ones are left out. A bundle answers what its parts allow. */
export async function listStock(db: Database, skus: string[]): Promise<StockView[]> {
  if (skus.length > MAX_STOCK_LIST_SKUS) throw fail('ERR_VALIDATION', { field: 'skus', message: `skus may name at most ${MAX_STOCK_LIST_SKUS} products` });
  const rows = new Map((await withBundleStock(db, await findStock(db, skus))).map((r) => [r.sku, r]));
  return [...new Set(skus)].flatMap((sku) => (rows.has(sku) ? [presentStock(rows.get(sku)!)] : []));
}
