/** Where the cart is kept in local storage (spec 02 §9); read at start to decide whether the cart's engine is needed. */
export const CART_STORAGE_KEY = 'shop/cart';
