// The page's one cart: wired to the browser (fetch, local storage, notifications, the header's count, the
// session feature's tokens). Creating it touches nothing of the browser; the first call does. It loads lazily
// (cart-loader.ts), and attaches itself there to get the page's environment and be started.
import { setCartCount } from '../stores/cart-count.js';
import { isShopperInCheckout } from '../checkout/checkout-activity-probe.js';
import { notify } from '../stores/notification-store.js';
import { uiStore } from '../stores/ui-store.js';
import { getAuthHandler } from './cart-api.js';
import { whenSessionRestored } from '../session/session-loader.js';
import { attachCart } from './cart-loader.js';
import { browserStorage, createCartStorage } from './cart-storage.js';
import { createCartController } from './cart-store.js';

export const cart = createCartController({
  fetch: (input, init) => fetch(input, init),
  storage: createCartStorage(browserStorage),
  notify,
  auth: getAuthHandler,
  sessionReady: whenSessionRestored,
  onCountChange: setCartCount,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  // The checkout screen's flag, or a checkout changed within the last 30 minutes (spec 02 §4 "Checkout activity").
  env: { isInCheckout: () => uiStore.getState().checkoutMode || isShopperInCheckout() },
});

attachCart(cart);

export { setAuthHandler, type AuthHandler } from './cart-api.js';
