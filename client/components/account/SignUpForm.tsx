import { useId, useState } from 'react';
import { MSG_PASSWORD, validateSignUp } from '../../../shared/account/account-forms.js';
import { answerMessage, type FormMessage } from '../../../shared/account/answer-message.js';
import { useT } from '../../i18n.js';
import { showAuthView } from '../../session/auth-view.js';
import { account } from '../../session/account.js';
import { Button } from '../ui/Button.js';
import { FormAlert } from './FormAlert.js';
import { FormField } from './FormField.js';
import { useForm } from './use-form.js';

const EMPTY = { firstname: '', lastname: '', email: '', password: '', repeatPassword: '' };

/** Create an account (spec 02 §5 rules), optionally with the newsletter; logs in afterwards. */
export function SignUpForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const newsletterId = useId();
  const form = useForm(EMPTY, validateSignUp);
  const [newsletter, setNewsletter] = useState(false);
  const [failure, setFailure] = useState<FormMessage | string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await account.signUp({ ...values, newsletter });
      if (answer.code === 200) return onDone();
      setFailure(answerMessage(answer));
    } catch {
      setFailure('Something went wrong');
    }
  });
  const { values, errors, set } = form;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormAlert message={failure} />
      <div className="auth-form__pair">
        <FormField label={t('First name')} name="firstname" autoComplete="given-name" required value={values.firstname} onValueChange={set('firstname')} error={errors.firstname} />
        <FormField label={t('Last name')} name="lastname" autoComplete="family-name" required value={values.lastname} onValueChange={set('lastname')} error={errors.lastname} />
      </div>
      <FormField label={t('E-mail address')} type="email" name="email" autoComplete="email" required value={values.email} onValueChange={set('email')} error={errors.email} />
      <FormField label={t('Password')} type="password" name="password" autoComplete="new-password" required value={values.password} onValueChange={set('password')} error={errors.password} hint={errors.password ? undefined : t(MSG_PASSWORD)} />
      <FormField label={t('Repeat password')} type="password" name="repeatPassword" autoComplete="new-password" required value={values.repeatPassword} onValueChange={set('repeatPassword')} error={errors.repeatPassword} />
      <div className="checkbox auth-form__checkbox">
        <input id={newsletterId} type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
        <label htmlFor={newsletterId}>{t('Subscribe to the newsletter and get 10% off your next order')}</label>
      </div>
      <Button type="submit" variant="primary" block disabled={form.busy}>
        {form.busy ? t('Creating your account…') : t('Create an account')}
      </Button>
      <p className="auth-form__switch">
        {t('Already have an account?')}{' '}
        <button type="button" className="text-link" onClick={() => showAuthView('login')}>
          {t('Log in')}
        </button>
      </p>
    </form>
  );
}
