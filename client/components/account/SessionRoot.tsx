import { useEffect } from 'react';
import { session } from '../../session/session.js';
import { AuthModal } from './AuthModal.js';

/** The account feature's part of every layout: starts the session after hydration and holds the auth modal. */
export function SessionRoot() {
  useEffect(() => {
    void session.start();
  }, []);
  return <AuthModal />;
}
