// The cart's configuration flags and limits (spec 02 §9). One object so that tests can flip each flag.
import { MAX_SALE_QTY } from '../commerce/quantity.js';

export type MinicartCountType = 'quantities' | 'items';

export interface CartConfig {
  /** cart.synchronize: keep the cart in step with the server cart. */
  synchronize: boolean;
  /** cart.synchronize_totals: take totals from the server. */
  synchronizeTotals: boolean;
  /** cart.serverMergeByDefault: merge the server cart into the client's on connect (else a dry run). */
  serverMergeByDefault: boolean;
  /** cart.serverSyncCanRemoveLocalItems: a client line missing on the server is removed locally (else pushed). */
  serverSyncCanRemoveLocalItems: boolean;
  /** cart.serverSyncCanModifyLocalItems: a differing quantity is taken from the server (else pushed). */
  serverSyncCanModifyLocalItems: boolean;
  /** stock.allowOutOfStockInCart. */
  allowOutOfStockInCart: boolean;
  /** The cart asks before removing a product. */
  askBeforeRemoveProduct: boolean;
  /** The cart shows item discounts. */
  displayItemDiscounts: boolean;
  /** The mini cart counts quantities, or lines when the count type is items. */
  minicartCountType: MinicartCountType;
  /** Max cart bypass attempts (connect as a guest cart after a refusal). */
  maxCartBypassAttempts: number;
  /** Stock max sale qty. */
  maxSaleQty: number;
}

/** Spec 02 §9, with vue-storefront's defaults for the flags the spec names without a value. */
export const CART_CONFIG: Readonly<CartConfig> = Object.freeze({
  synchronize: true,
  synchronizeTotals: true,
  serverMergeByDefault: true,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
  allowOutOfStockInCart: true,
  askBeforeRemoveProduct: true,
  displayItemDiscounts: true,
  minicartCountType: 'quantities',
  maxCartBypassAttempts: 1,
  maxSaleQty: MAX_SALE_QTY,
});
