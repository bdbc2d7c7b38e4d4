// Stock status of a product (spec 01 §4): 'ok' when in stock, 'out_of_stock' when not, the fallback without info.
import type { StockInfo } from '../catalog-types.js';

export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

export function getStockStatus(stock: StockInfo | null | undefined, fallback: StockStatus = 'volatile'): StockStatus {
  if (!stock || typeof stock.is_in_stock !== 'boolean') return fallback;
  return stock.is_in_stock ? 'ok' : 'out_of_stock';
}

/** Maximum sale quantity (spec 01 §9). */
export const MAX_SALE_QTY = 10000;
