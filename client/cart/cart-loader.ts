// The cart's engine (cart.ts: the controller with its API calls, sync and merge rules; about 10 KB gzip) loads only
// when the page needs it: at start when a cart is stored or a customer is logged in, when another tab changes the
// stored cart, and for an action on the cart (adding to it, the mini cart and the checkout import it themselves).
// A first visit with an empty cart never downloads it. However it arrives, it gets the page's environment, follows
// the mini cart flag and is started once the page asked for it (cart.ts attaches itself here).
import { useSyncExternalStore } from 'react';
import { hasStoredSession, loadSession } from '../session/session-loader.js';
import { uiStore } from '../stores/ui-store.js';
import type { CartEnvironment, CartState } from './cart-state.js';
import { CART_STORAGE_KEY } from './cart-storage-key.js';
import type { CartController } from './cart-store.js';

const environment: Partial<CartEnvironment> = {};
let attached: CartController | null = null;
let startRequested = false;
let loading: Promise<CartController> | null = null;
/** Components that read the cart's state without importing its engine (useLoadedCart). */
const listeners = new Set<() => void>();
const notifyListeners = () => listeners.forEach((listener) => listener());

/** Called by cart.ts when it is evaluated, whoever imported it. */
export function attachCart(cart: CartController): void {
  attached = cart;
  cart.configure(environment);
  const mirrorMicrocart = () => cart.store.setState({ isMicrocartOpen: uiStore.getState().microcart });
  mirrorMicrocart();
  uiStore.subscribe(mirrorMicrocart);
  cart.store.subscribe(notifyListeners);
  notifyListeners();
  if (startRequested) void cart.start();
}

function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A slice of the cart's state once its engine is there, `fallback` before (and on the server and during hydration). */
export function useLoadedCart<T>(selector: (state: CartState) => T, fallback: T): T {
  return useSyncExternalStore(subscribeToCart, () => (attached ? selector(attached.store.getState()) : fallback), () => fallback);
}

/** The page's language, store view and navigation, now or whenever the cart arrives. */
export function configureCart(patch: Partial<CartEnvironment>): void {
  Object.assign(environment, patch);
  attached?.configure(patch);
}

/** The page is mounted: start the cart now if it is there, else when it arrives. */
export function startCartWhenLoaded(): void {
  startRequested = true;
  if (attached) void attached.start();
}

export function isCartLoaded(): boolean {
  return attached !== null;
}

function readStored(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A stored cart with lines or a server cart to sync with. */
export function hasStoredCart(): boolean {
  const stored = readStored(CART_STORAGE_KEY) as { cartItems?: unknown; cartServerToken?: unknown } | null;
  return Boolean(stored && ((Array.isArray(stored.cartItems) && stored.cartItems.length > 0) || (typeof stored.cartServerToken === 'string' && stored.cartServerToken !== '')));
}

export function loadCart(): Promise<CartController> {
  if (!loading) {
    const attempt = (async () => {
      // A customer's cart speaks with the session's token: the session comes first (and brings the cart).
      if (hasStoredSession()) await loadSession();
      await import('./cart.js');
      return attached!;
    })();
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}
