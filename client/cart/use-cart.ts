// React access to the cart: a selector hook (the server render and hydration see the empty cart) and the
// bootstrap that reads the stored cart after mount and connects it.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../shared/store-views.js';
import { useStoreView, useT } from '../i18n.js';
import { useStore } from '../stores/create-store.js';
import { uiStore } from '../stores/ui-store.js';
import { cart } from './cart.js';
import type { CartState } from './cart-state.js';
import { CART_STORAGE_KEY } from './cart-storage.js';

/** A slice of the cart; the selector must return a stored value or a primitive. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cart.store, selector);
}

/**
 * Mount once per layout (the mini cart does): gives the cart the page's language, store view and navigation,
 * reads the stored cart, connects, follows other tabs' changes, resyncs when the connection returns, and mirrors
 * the ui-store's mini cart flag into the cart state.
 */
export function useCartBootstrap(): void {
  const t = useT();
  const store = useStoreView();
  const navigate = useNavigate();

  useEffect(() => {
    cart.configure({ storeCode: store.code, translate: t, goToCheckout: () => navigate(localizePath(store.code, '/checkout')) });
  }, [t, store.code, navigate]);

  useEffect(() => {
    void cart.start();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) cart.reloadFromStorage();
    };
    const onOnline = () => void cart.resume();
    const mirrorMicrocart = () => cart.store.setState({ isMicrocartOpen: uiStore.getState().microcart });
    mirrorMicrocart();
    const unsubscribe = uiStore.subscribe(mirrorMicrocart);
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
