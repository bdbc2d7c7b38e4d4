import { useEffect } from 'react';
import { showAuthView } from '../../session/auth-view.js';
import { hasStoredSession, loadSession, startSessionWhenLoaded } from '../../session/session-loader.js';
import { AUTH_MODAL } from '../../shell/panels.js';
import { closeModal, useUi } from '../../stores/ui-store.js';

/** The next opening from the account icon starts on login again. */
const close = () => (closeModal(), showAuthView('login'));

/**
 * The account feature's part of every layout: starts the session after hydration (its code loads at once for a
 * customer whose token is stored, otherwise with the login modal or an account screen) and mounts the login and
 * sign-up modal while it is open (its code loads lazily).
 */
export function SessionRoot() {
  const open = useUi((state) => state.modal === 'auth');
  useEffect(() => {
    startSessionWhenLoaded();
    if (hasStoredSession()) void loadSession().catch(() => undefined);
  }, []);
  return open ? <AUTH_MODAL.Panel onClose={close} /> : null;
}
