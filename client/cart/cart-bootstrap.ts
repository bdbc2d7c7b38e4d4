// Mount once per layout (the mini cart slot does, and CartBootstrap on the checkout's layout): gives the cart the
// page's language, store view and navigation, starts it (now, or when its engine arrives), loads the engine at once
// when a cart is stored, follows other tabs' changes and resyncs when the connection returns (client/cart/cart-loader.ts).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../shared/store-views.js';
import { useStoreView, useT } from '../i18n.js';
import { configureCart, hasStoredCart, isCartLoaded, loadCart, startCartWhenLoaded } from './cart-loader.js';
import { CART_STORAGE_KEY } from './cart-storage-key.js';

export function useCartBootstrap(): void {
  const t = useT();
  const store = useStoreView();
  const navigate = useNavigate();

  useEffect(() => {
    configureCart({ storeCode: store.code, translate: t, goToCheckout: () => navigate(localizePath(store.code, '/checkout')) });
  }, [t, store.code, navigate]);

  useEffect(() => {
    startCartWhenLoaded();
    if (hasStoredCart()) void loadCart().catch(() => undefined);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) void loadCart().then((cart) => cart.reloadFromStorage(), () => undefined);
    };
    // Lines added offline mean the engine is there; without it there is nothing to resume.
    const onOnline = () => void (isCartLoaded() && loadCart().then((cart) => cart.resume()));
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
