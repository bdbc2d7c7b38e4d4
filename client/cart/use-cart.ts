// React access to the cart for the screens and panels that import its engine: a selector hook (the server render
// and hydration see the empty cart). The shell starts the cart with useCartBootstrap (cart-bootstrap.ts).
import { useStore } from '../stores/create-store.js';
import { cart } from './cart.js';
import type { CartState } from './cart-state.js';

/** A slice of the cart; the selector must return a stored value or a primitive. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cart.store, selector);
}
