// Whether a customer is logged in, as far as the shell needs to know (account icon, footer "My account").
// The account feature sets it after login, logout and session start; a guest is the default.
import { createStore, useStore } from './create-store.js';

export interface SessionFlagState {
  isLoggedIn: boolean;
}

export const sessionFlagStore = createStore<SessionFlagState>({ isLoggedIn: false });

export function setLoggedIn(isLoggedIn: boolean): void {
  sessionFlagStore.setState({ isLoggedIn });
}

/** { isLoggedIn } of the current visitor; false on the server and during hydration. */
export function useSession(): SessionFlagState {
  return useStore(sessionFlagStore, (state) => state);
}
