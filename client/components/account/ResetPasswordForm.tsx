import { useState } from 'react';
import { Link } from '../ui/Link.js';
import { validateNewPassword } from '../../../shared/account/account-forms.js';
import { MSG_PASSWORD } from '../../../shared/account/account-forms.js';
import { answerMessage, type FormMessage } from '../../../shared/account/answer-message.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { account } from '../../session/account.js';
import { session } from '../../session/session.js';
import { Button, buttonClass } from '../ui/Button.js';
import { FormAlert } from './FormAlert.js';
import { FormField } from './FormField.js';
import { useForm } from './use-form.js';

export const PASSWORD_RESET_DONE = 'Your new password is set and you are logged in.';
/** The password is set but the login after it was refused (e.g. the login rate limit): say so, never claim a session. */
export const PASSWORD_RESET_LOG_IN = 'Your new password is set. Please log in with it.';

/** The reset link's form: new password and repeat; on success the customer is logged in with it. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useT();
  const store = useStoreView();
  const form = useForm({ password: '', repeatPassword: '' }, validateNewPassword);
  const [failure, setFailure] = useState<FormMessage | string | null>(null);
  const [done, setDone] = useState<typeof PASSWORD_RESET_DONE | typeof PASSWORD_RESET_LOG_IN | null>(null);
  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await account.createPassword(email, token, password);
      if (answer === null) return setFailure('Reset password feature does not work while offline!');
      if (answer.code === 200) return setDone(session.getToken() ? PASSWORD_RESET_DONE : PASSWORD_RESET_LOG_IN);
      setFailure(answerMessage(answer));
    } catch {
      setFailure('Something went wrong');
    }
  });
  if (done) {
    return (
      <div className="reset-card">
        <FormAlert tone="success" message={done} />
        <Link className={buttonClass('primary', 'lg', true)} to={localizePath(store.code, '/my-account')}>
          {t('Go to my account')}
        </Link>
      </div>
    );
  }
  return (
    <form ref={form.formRef} className="reset-card" onSubmit={submit} noValidate>
      <p className="reset-card__email">{t('New password for {email}', { email })}</p>
      <FormAlert message={failure} />
      <FormField label={t('New password')} type="password" name="password" autoComplete="new-password" required value={form.values.password} onValueChange={form.set('password')} error={form.errors.password} hint={form.errors.password ? undefined : t(MSG_PASSWORD)} />
      <FormField label={t('Repeat new password')} type="password" name="repeatPassword" autoComplete="new-password" required value={form.values.repeatPassword} onValueChange={form.set('repeatPassword')} error={form.errors.repeatPassword} />
      <Button type="submit" variant="primary" size="lg" block disabled={form.busy}>
        {t('Set new password')}
      </Button>
    </form>
  );
}
