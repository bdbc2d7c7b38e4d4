// Stock sync of the cart's lines (spec 02 §4 "Stock sync").
import type { CartConfig } from './cart-config.js';
import { IN_STOCK_INFO, OUT_OF_STOCK_ERROR } from './cart-messages.js';
import type { CartItem, StockCheckResult } from './cart-types.js';

/**
 * In stock sets the info "In stock!". Out of stock marks the line not in stock with the error "Out of the stock!"
 * when out-of-stock items are allowed in the cart or the cart is synchronised; otherwise the line is removed.
 */
export function applyStockResult(
  items: readonly CartItem[],
  sku: string,
  stock: Pick<StockCheckResult, 'is_in_stock'>,
  config: Pick<CartConfig, 'allowOutOfStockInCart' | 'synchronize'>,
): CartItem[] {
  if (!items.some((item) => item.sku === sku)) return [...items];
  if (stock.is_in_stock) {
    return items.map((item) => (item.sku === sku ? { ...item, is_in_stock: true, info: { ...item.info, stock: IN_STOCK_INFO }, errors: withoutStockError(item.errors) } : item));
  }
  if (!config.allowOutOfStockInCart && !config.synchronize) return items.filter((item) => item.sku !== sku);
  return items.map((item) => (item.sku === sku ? { ...item, is_in_stock: false, errors: { ...item.errors, stock: OUT_OF_STOCK_ERROR }, info: withoutStockInfo(item.info) } : item));
}

function withoutStockError(errors: CartItem['errors']): CartItem['errors'] {
  if (!errors) return undefined;
  const { stock: _stock, ...rest } = errors;
  return Object.keys(rest).length ? rest : undefined;
}

function withoutStockInfo(info: CartItem['info']): CartItem['info'] {
  if (!info) return undefined;
  const { stock: _stock, ...rest } = info;
  return Object.keys(rest).length ? rest : undefined;
}
