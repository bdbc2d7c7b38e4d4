import { useState } from 'react';
import { validateLogin } from '../../../shared/account/account-forms.js';
import { errorNoticeFor } from '../../../shared/cart/error-notice.js';
import { useT } from '../../i18n.js';
import { showAuthView } from '../../session/auth-view.js';
import { session } from '../../session/session.js';
import { Button } from '../ui/Button.js';
import { FormAlert } from './FormAlert.js';
import { FormField } from './FormField.js';
import { useForm } from './use-form.js';

/** E-mail and password; on success the modal closes (onDone) and the guest cart is merged by the session. */
export function LoginForm({ onDone, initialEmail = '' }: { onDone: () => void; initialEmail?: string }) {
  const t = useT();
  const form = useForm({ email: initialEmail, password: '' }, validateLogin);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.onSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const answer = await session.login(email, password);
      if (answer.code === 200) return onDone();
      setFailure(errorNoticeFor(answer, false) ?? 'Something went wrong');
    } catch {
      setFailure('Something went wrong');
    }
  });
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormAlert message={failure} />
      <FormField label={t('E-mail address')} type="email" name="email" autoComplete="email" required value={form.values.email} onValueChange={form.set('email')} error={form.errors.email} />
      <FormField label={t('Password')} type="password" name="password" autoComplete="current-password" required value={form.values.password} onValueChange={form.set('password')} error={form.errors.password} />
      <div className="auth-form__row">
        <button type="button" className="text-link" onClick={() => showAuthView('forgot')}>
          {t('Forgot the password?')}
        </button>
      </div>
      <Button type="submit" variant="primary" block disabled={form.busy}>
        {form.busy ? t('Logging in…') : t('Log in to your account')}
      </Button>
      <p className="auth-form__switch">
        {t("Don't have an account yet?")}{' '}
        <button type="button" className="text-link" onClick={() => showAuthView('register')}>
          {t('Register an account')}
        </button>
      </p>
    </form>
  );
}
