// The shopper-facing texts of the cart, worded as spec 02 §4 and §8 word them. They are the i18n keys
// (shared/i18n/cart.ts translates them); the client passes them through t(). Texts the commerce backend also
// answers with come from its one list of codes (shared/commerce/error-codes.ts).
import { COMMERCE_ERRORS } from '../commerce/error-codes.js';

export const PRODUCT_ADDED = 'Product has been added to the cart!';
export const PRODUCT_QTY_UPDATED = 'Product quantity has been updated!';
export const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';
export const STOCK_VOLATILE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';
export const PRICE_UNKNOWN = COMMERCE_ERRORS.ERR_PRICE_UNKNOWN.message;
export const ONLY_N_AVAILABLE = 'Only {maxQuantity} available';
export const QTY_INVALID = COMMERCE_ERRORS.ERR_QTY_INVALID.message;
export const QTY_LIMIT = COMMERCE_ERRORS.ERR_QTY_LIMIT.message;
export const NOT_SALEABLE = COMMERCE_ERRORS.ERR_PRODUCT_NOT_SALEABLE.message;
export const IN_STOCK_INFO = 'In stock!';
export const OUT_OF_STOCK_ERROR = 'Out of the stock!';
export const PROCEED_TO_CHECKOUT = 'Proceed to checkout';
/** Logged only (spec 02 §8). */
export const LOG_REMOVING_PRODUCT = 'Removing product from cart';
export const LOG_BYPASSING = 'Bypassing with guest cart';
export const LOG_NO_TAX_COUNTRY = 'Please do set the tax.defaultCountry in order to calculate totals';
