import { MSG_REQUIRED, validateNewPassword } from '../../../shared/account/account-forms.js';
import { useT } from '../../i18n.js';
import { account } from '../../session/account.js';
import { Button } from '../ui/Button.js';
import { FormField } from './FormField.js';
import { useForm } from './use-form.js';

const EMPTY = { currentPassword: '', password: '', repeatPassword: '' };
const validate = (v: typeof EMPTY) => ({ ...(v.currentPassword === '' ? { currentPassword: MSG_REQUIRED } : {}), ...validateNewPassword(v) });

/** Password change: success and failure are notifications (spec 02 §8); success logs in again with the new one. */
export function PasswordForm() {
  const t = useT();
  const form = useForm(EMPTY, validate);
  const submit = form.onSubmit(async (values) => {
    if (await account.changePassword(values.currentPassword, values.password)) form.reset();
  });
  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title" className="account-card__title">
        {t('Change password')}
      </h2>
      <form onSubmit={submit} noValidate>
        <FormField label={t('Current password')} type="password" name="currentPassword" autoComplete="current-password" required value={form.values.currentPassword} onValueChange={form.set('currentPassword')} error={form.errors.currentPassword} />
        <div className="account-form__pair">
          <FormField label={t('New password')} type="password" name="password" autoComplete="new-password" required value={form.values.password} onValueChange={form.set('password')} error={form.errors.password} />
          <FormField label={t('Repeat new password')} type="password" name="repeatPassword" autoComplete="new-password" required value={form.values.repeatPassword} onValueChange={form.set('repeatPassword')} error={form.errors.repeatPassword} />
        </div>
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {t('Change password')}
        </Button>
      </form>
    </section>
  );
}
