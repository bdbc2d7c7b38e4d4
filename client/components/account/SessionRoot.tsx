import { useEffect } from 'react';
import { showAuthView } from '../../session/auth-view.js';
import { session } from '../../session/session.js';
import { AUTH_MODAL } from '../../shell/panels.js';
import { closeModal, useUi } from '../../stores/ui-store.js';

/** The next opening from the account icon starts on login again. */
const close = () => (closeModal(), showAuthView('login'));

/**
 * The account feature's part of every layout: starts the session after hydration and mounts the login and sign-up
 * modal while it is open (its code loads lazily).
 */
export function SessionRoot() {
  const open = useUi((state) => state.modal === 'auth');
  useEffect(() => {
    void session.start();
  }, []);
  return open ? <AUTH_MODAL.Panel onClose={close} /> : null;
}
