import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAllPanels,
  closeModal,
  hideLoader,
  openAuthModal,
  setMicrocart,
  setMobileMenu,
  setPaymentSuccess,
  setSearchpanel,
  setSidebar,
  showLoader,
  uiStore,
} from '../../../client/stores/ui-store.js';
import { createNotificationStore } from '../../../client/stores/notification-store.js';
import { cartCountStore, setCartCount } from '../../../client/stores/cart-count.js';
import { sessionFlagStore, setLoggedIn } from '../../../client/stores/session-flag.js';
import { createStore } from '../../../client/stores/create-store.js';

afterEach(() => {
  uiStore.reset();
  cartCountStore.reset();
  sessionFlagStore.reset();
});

describe('createStore', () => {
  it('notifies subscribers only on a real change', () => {
    const store = createStore({ a: 1 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState({ a: 1 });
    expect(listener).not.toHaveBeenCalled();
    store.setState((s) => ({ a: s.a + 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setState({ a: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getInitialState()).toEqual({ a: 1 });
  });
});

describe('ui-store (spec 01 §4)', () => {
  it('opening the mini cart, search panel or sidebar sets the overlay', () => {
    for (const open of [setMicrocart, setSearchpanel, setSidebar]) {
      uiStore.reset();
      open(true);
      expect(uiStore.getState().overlay).toBe(true);
      open(false);
      expect(uiStore.getState().overlay).toBe(false);
    }
  });

  it('only one side panel is open at a time', () => {
    setMicrocart(true);
    setSearchpanel(true);
    expect(uiStore.getState()).toMatchObject({ microcart: false, searchpanel: true, overlay: true });
    setSearchpanel(false);
    expect(uiStore.getState().overlay).toBe(false);
  });

  it('opening the search closes the mobile menu', () => {
    setMobileMenu(true);
    setSearchpanel(true);
    expect(uiStore.getState()).toMatchObject({ mobileMenu: false, searchpanel: true });
  });

  it('and the reverse: opening the mobile menu closes the search and its overlay', () => {
    setSearchpanel(true);
    setMobileMenu(true);
    expect(uiStore.getState()).toMatchObject({ mobileMenu: true, searchpanel: false, overlay: false });
  });

  it('closeAllPanels clears panels, overlay and mobile menu', () => {
    setSidebar(true);
    setMobileMenu(true);
    closeAllPanels();
    expect(uiStore.getState()).toMatchObject({ sidebar: false, overlay: false, mobileMenu: false });
  });

  it('the account icon opens the login modal for a guest; closing clears it', () => {
    setMobileMenu(true);
    openAuthModal();
    expect(uiStore.getState()).toMatchObject({ modal: 'auth', mobileMenu: false });
    closeModal();
    expect(uiStore.getState().modal).toBeNull();
  });

  it('shows a loader with an optional message on progress start and hides it on stop', () => {
    showLoader();
    expect(uiStore.getState().loader).toEqual({ message: null });
    showLoader('Placing your order');
    expect(uiStore.getState().loader).toEqual({ message: 'Placing your order' });
    hideLoader();
    expect(uiStore.getState().loader).toBeNull();
  });

  it('keeps the r parameter as payment-success flag (success, error, back)', () => {
    setPaymentSuccess('success');
    expect(uiStore.getState().paymentSuccess).toBe('success');
    setPaymentSuccess('<script>');
    expect(uiStore.getState().paymentSuccess).toBeNull();
  });
});

describe('cart count and session flag', () => {
  it('start as an empty cart and a guest', () => {
    expect(cartCountStore.getState().count).toBe(0);
    expect(sessionFlagStore.getState().isLoggedIn).toBe(false);
  });

  it('store whole, non-negative counts and the login flag', () => {
    setCartCount(3);
    expect(cartCountStore.getState().count).toBe(3);
    setCartCount(-2);
    expect(cartCountStore.getState().count).toBe(0);
    setCartCount(Number.NaN);
    expect(cartCountStore.getState().count).toBe(0);
    setLoggedIn(true);
    expect(sessionFlagStore.getState().isLoggedIn).toBe(true);
  });
});

describe('notification store (spec 01 §4)', () => {
  function setup() {
    vi.useFakeTimers();
    const random = vi.fn(() => 0.25);
    const store = createNotificationStore({ random, setTimer: setTimeout, clearTimer: (h) => clearTimeout(h as number) });
    return { store, random };
  }
  afterEach(() => vi.useRealTimers());

  it('removes a notification after 8000 ms by default', () => {
    const { store } = setup();
    store.notify({ type: 'info', message: 'Hello' });
    vi.advanceTimersByTime(7999);
    expect(store.store.getState().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.store.getState().notifications).toHaveLength(0);
  });

  it('keeps one with hasNoTimeout until it is closed', () => {
    const { store } = setup();
    const id = store.notify({ type: 'warning', message: 'Offline', hasNoTimeout: true });
    vi.advanceTimersByTime(60000);
    expect(store.store.getState().notifications).toHaveLength(1);
    store.dismiss(id!);
    expect(store.store.getState().notifications).toHaveLength(0);
  });

  it('runs an action, then removes the notification', () => {
    const { store } = setup();
    const action = vi.fn();
    const id = store.notify({ type: 'warning', message: 'Empty', actions: [{ label: 'OK', action }] });
    store.runAction(id!, 0);
    expect(action).toHaveBeenCalledTimes(1);
    expect(store.store.getState().notifications).toHaveLength(0);
  });

  it('does not add an identical notification twice in a row', () => {
    const { store } = setup();
    expect(store.notify({ type: 'success', message: 'Saved' })).toBe(25000);
    expect(store.notify({ type: 'success', message: 'Saved' })).toBeNull();
    expect(store.store.getState().notifications).toHaveLength(1);
  });
});
