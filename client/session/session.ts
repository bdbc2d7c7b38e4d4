// The page's one session, wired to the browser: fetch, local storage, notifications, the cart's login and logout
// hooks, the shell's logged-in flag and the auth modal. Importing it registers the cart's auth handler, so the
// cart sends the customer's token from its first call. Creating it touches nothing of the browser; the first call does.
// It loads lazily (session-loader.ts) and attaches itself there to be started.
import { useStore } from '../stores/create-store.js';
import { cart, setAuthHandler } from '../cart/cart.js';
import { setCatalogRequestParams } from '../api/catalog-client.js';
import { ACCOUNT_CONFIG } from '../../shared/account/account-config.js';
import { priceTierParams } from '../../shared/account/session-rules.js';
import { notify } from '../stores/notification-store.js';
import { setLoggedIn } from '../stores/session-flag.js';
import { getStoreView, storeViewFromPath } from '../../shared/store-views.js';
import { getTranslator } from '../../shared/i18n/messages.js';
import type { UserState } from '../../shared/account/session-rules.js';
import { ORDER_QUEUE_STORAGE_KEY, orderQueueStore } from '../checkout/order-queue-store.js';
import { openAuth } from './auth-view.js';
import { createSessionController } from './session-controller.js';
import { attachSession } from './session-loader.js';
import { browserStorage, createUserStorage } from './session-storage.js';

export const currentStore = () => (typeof window === 'undefined' ? getStoreView('main') : storeViewFromPath(window.location.pathname).store);
export const translate = (key: string) => getTranslator(currentStore().language)(key);
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Spec 02 §4: after a failed token refresh, the queued orders not yet transmitted are dropped (their token is dead). */
function clearUnsentTasks(): void {
  const tasks = orderQueueStore.getState().tasks.filter((task) => task.transmited);
  orderQueueStore.setState({ tasks });
  try {
    window.localStorage.setItem(ORDER_QUEUE_STORAGE_KEY, JSON.stringify(tasks));
  } catch {
    // Storage refused: the queue in memory is cleared all the same.
  }
}

export const session = createSessionController({
  fetch: (input, init) => fetch(input, init),
  storage: createUserStorage(browserStorage()),
  notify,
  translate,
  cart,
  setLoggedIn,
  openSignUp: () => openAuth('register'),
  clearUnsentTasks,
});

setAuthHandler({ getToken: session.getToken, refresh: session.refresh });
attachSession(session);
// Spec 01 §6: the group id and group token go with searches and the URL map only when price tiers are on.
setCatalogRequestParams(() => priceTierParams(ACCOUNT_CONFIG.usePriceTiers, session.store.getState()));

/** A slice of the user state; the server and the hydrating render see a guest. */
export function useUser<T>(selector: (state: UserState) => T): T {
  return useStore(session.store, selector);
}
