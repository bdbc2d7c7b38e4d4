import { useState } from 'react';
import { validateEmailOnly } from '../../../shared/account/account-forms.js';
import { answerMessage, MSG_SOMETHING_WRONG, type FormMessage } from '../../../shared/account/answer-message.js';
import { useT } from '../../i18n.js';
import { showAuthView } from '../../session/auth-view.js';
import { account } from '../../session/account.js';
import { Button } from '../ui/Button.js';
import { FormAlert } from './FormAlert.js';
import { FormField } from './FormField.js';
import { useForm } from './use-form.js';

export const RESET_MAIL_SENT = 'We have sent password reset instructions to your e-mail. Check your inbox for the link.';
export const RESET_MAIL_FAILED = 'Error while sending the reset password e-mail';

/** Sends the reset mail (spec 02 §7 reset-password); offline it says that reset does not work offline. */
export function ForgotPasswordForm() {
  const t = useT();
  const form = useForm({ email: '' }, validateEmailOnly);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<FormMessage | string | null>(null);
  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    const answer = await account.requestReset(email);
    if (answer === null) return setFailure('Reset password feature does not work while offline!');
    if (answer.code === 200) return setSent(true);
    const message = answerMessage(answer);
    setFailure(message.key === MSG_SOMETHING_WRONG ? RESET_MAIL_FAILED : message);
  });
  if (sent) {
    return (
      <div className="auth-form">
        <FormAlert tone="success" message={RESET_MAIL_SENT} />
        <Button variant="secondary" block onClick={() => showAuthView('login')}>
          {t('Back to login')}
        </Button>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__intro">{t('Enter your e-mail address and we will send you a link to choose a new password.')}</p>
      <FormAlert message={failure} />
      <FormField label={t('E-mail address')} type="email" name="email" autoComplete="email" required value={form.values.email} onValueChange={form.set('email')} error={form.errors.email} />
      <Button type="submit" variant="primary" block disabled={form.busy}>
        {t('Reset password')}
      </Button>
      <p className="auth-form__switch">
        <button type="button" className="text-link" onClick={() => showAuthView('login')}>
          {t('Back to login')}
        </button>
      </p>
    </form>
  );
}
