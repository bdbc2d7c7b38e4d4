// Which form the auth modal shows: login, sign-up or forgotten password. Opening it sets the ui-store modal.
import { createStore, useStore } from '../stores/create-store.js';
import { openAuthModal } from '../stores/ui-store.js';

export type AuthView = 'login' | 'register' | 'forgot';

export const authViewStore = createStore<{ view: AuthView }>({ view: 'login' });

export function showAuthView(view: AuthView): void {
  authViewStore.setState({ view });
}

/** Opens the modal on the given form (the account icon opens it on login). */
export function openAuth(view: AuthView = 'login'): void {
  showAuthView(view);
  openAuthModal();
}

export function useAuthView(): AuthView {
  return useStore(authViewStore, (s) => s.view);
}
