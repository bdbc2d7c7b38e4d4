// The number shown on the cart icons. The cart feature feeds it (spec 02 §9: the mini cart counts quantities);
// the shell only reads it. It is personal, so it is 0 on the server and filled after hydration.
import { createStore, useStore } from './create-store.js';

export interface CartCountState {
  count: number;
}

export const cartCountStore = createStore<CartCountState>({ count: 0 });

export function setCartCount(count: number): void {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  cartCountStore.setState({ count: safe });
}

export function useCartCount(): number {
  return useStore(cartCountStore, (state) => state.count);
}
