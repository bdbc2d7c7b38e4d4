import { useT } from '../../i18n.js';
import { showAuthView, useAuthView, type AuthView } from '../../session/auth-view.js';
import { closeModal, useUi } from '../../stores/ui-store.js';
import { Modal } from '../ui/Modal.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { LoginForm } from './LoginForm.js';
import { SignUpForm } from './SignUpForm.js';

const TITLES: Record<AuthView, string> = { login: 'Log in', register: 'Create an account', forgot: 'Reset password' };
const DESCRIPTIONS: Record<AuthView, string> = {
  login: 'Welcome back. Your orders, addresses and saved cart are waiting.',
  register: 'One account for faster checkout, your order history and newsletter benefits.',
  forgot: 'It happens to the best of us.',
};

/** The login and sign-up modal (ui-store modal 'auth'): Modal traps focus and returns it on close. */
export function AuthModal() {
  const t = useT();
  const open = useUi((s) => s.modal === 'auth');
  const view = useAuthView();
  // The next opening from the account icon starts on login again.
  const close = () => (closeModal(), showAuthView('login'));
  return (
    <Modal open={open} onClose={close} title={t(TITLES[view])} description={t(DESCRIPTIONS[view])} size="sm" className="auth-modal">
      {view === 'login' ? <LoginForm onDone={close} /> : null}
      {view === 'register' ? <SignUpForm onDone={close} /> : null}
      {view === 'forgot' ? <ForgotPasswordForm /> : null}
    </Modal>
  );
}
