// Shell UI state (spec 01 §2 overlays, §4 transitions): side panels, overlay, mobile menu, modals, loader.
// Rules: opening the mini cart, search panel or sidebar sets the overlay; only one side panel is open at a
// time; opening the search closes the mobile menu and the reverse. Scroll locking is done by the components
// that render the mobile menu and modals, from this state.
import { createStore, useStore } from './create-store.js';

export type ShellModal = 'auth' | 'language' | 'chat';
export type PaymentReturn = 'success' | 'error' | 'back';

export interface UiState {
  overlay: boolean;
  searchpanel: boolean;
  microcart: boolean;
  sidebar: boolean;
  mobileMenu: boolean;
  modal: ShellModal | null;
  loader: { message: string | null } | null;
  checkoutMode: boolean;
  /** Query parameter r on the empty layout after a payment redirect (spec 02 §2). */
  paymentSuccess: PaymentReturn | null;
}

export const INITIAL_UI_STATE: UiState = Object.freeze({
  overlay: false,
  searchpanel: false,
  microcart: false,
  sidebar: false,
  mobileMenu: false,
  modal: null,
  loader: null,
  checkoutMode: false,
  paymentSuccess: null,
});

export const uiStore = createStore<UiState>(INITIAL_UI_STATE);

type Panel = 'searchpanel' | 'microcart' | 'sidebar';

function setPanel(panel: Panel, open: boolean): void {
  uiStore.setState((state) => {
    if (!open) {
      const next = { ...state, [panel]: false };
      return { [panel]: false, overlay: next.searchpanel || next.microcart || next.sidebar };
    }
    return {
      searchpanel: panel === 'searchpanel',
      microcart: panel === 'microcart',
      sidebar: panel === 'sidebar',
      overlay: true,
      mobileMenu: panel === 'searchpanel' ? false : state.mobileMenu,
    };
  });
}

export const setSearchpanel = (open: boolean) => setPanel('searchpanel', open);
export const setMicrocart = (open: boolean) => setPanel('microcart', open);
export const setSidebar = (open: boolean) => setPanel('sidebar', open);
export const toggleMicrocart = () => setMicrocart(!uiStore.getState().microcart);

/** Opening the mobile menu closes the search panel (spec 01 §4) and its overlay. */
export function setMobileMenu(open: boolean): void {
  uiStore.setState((state) => {
    if (!open) return { mobileMenu: false };
    const searchpanel = false;
    return { mobileMenu: true, searchpanel, overlay: state.microcart || state.sidebar };
  });
}

export const toggleMobileMenu = () => setMobileMenu(!uiStore.getState().mobileMenu);

/** Closes every panel, the overlay and the mobile menu (backdrop click, Escape, route change). */
export function closeAllPanels(): void {
  uiStore.setState({ searchpanel: false, microcart: false, sidebar: false, overlay: false, mobileMenu: false });
}

export function openModal(modal: ShellModal): void {
  uiStore.setState({ modal, mobileMenu: false });
}

/** The account icon for a guest: the account feature renders its login modal when modal is 'auth'. */
export const openAuthModal = () => openModal('auth');

export function closeModal(): void {
  uiStore.setState({ modal: null });
}

/** Loader overlay with an optional message (progress start). */
export function showLoader(message?: string): void {
  uiStore.setState({ loader: { message: message ?? null } });
}

/** Progress stop. */
export function hideLoader(): void {
  uiStore.setState({ loader: null });
}

export function setCheckoutMode(checkoutMode: boolean): void {
  uiStore.setState({ checkoutMode });
}

/** Keeps the r query parameter; anything but success, error or back counts as absent. */
export function setPaymentSuccess(r: string | null | undefined): void {
  const value = r === 'success' || r === 'error' || r === 'back' ? r : null;
  uiStore.setState({ paymentSuccess: value });
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}
