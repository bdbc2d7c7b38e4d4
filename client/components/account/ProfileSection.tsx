import { isEmailChange, validateProfileChange } from '../../../shared/account/account-forms.js';
import type { CustomerProfile } from '../../../shared/account/session-rules.js';
import { useT } from '../../i18n.js';
import { account } from '../../session/account.js';
import { Button } from '../ui/Button.js';
import { FormField } from './FormField.js';
import { PasswordForm } from './PasswordForm.js';
import { useForm } from './use-form.js';

/** Personal details (first and last name, e-mail) and the password change. */
export function ProfileSection({ profile }: { profile: CustomerProfile }) {
  const t = useT();
  const form = useForm({ firstname: profile.firstname, lastname: profile.lastname, email: profile.email, currentPassword: '' }, (values) =>
    validateProfileChange(values, profile.email),
  );
  // The current password is asked for only when the e-mail changes (issue #13 item 3).
  const emailChanges = isEmailChange(form.values.email, profile.email);
  const submit = form.onSubmit(async (values) => {
    const saved = await account.saveProfile(
      { firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim() },
      isEmailChange(values.email, profile.email) ? values.currentPassword : undefined,
    );
    if (saved) form.setValues((current) => ({ ...current, currentPassword: '' }));
  });
  return (
    <div className="account-stack">
      <section className="account-card" aria-labelledby="profile-title">
        <h2 id="profile-title" className="account-card__title">
          {t('Personal details')}
        </h2>
        <form onSubmit={submit} noValidate>
          <div className="account-form__pair">
            <FormField label={t('First name')} name="firstname" autoComplete="given-name" required value={form.values.firstname} onValueChange={form.set('firstname')} error={form.errors.firstname} />
            <FormField label={t('Last name')} name="lastname" autoComplete="family-name" required value={form.values.lastname} onValueChange={form.set('lastname')} error={form.errors.lastname} />
          </div>
          <FormField label={t('E-mail address')} type="email" name="email" autoComplete="email" required value={form.values.email} onValueChange={form.set('email')} error={form.errors.email} />
          {emailChanges && (
            <FormField
              label={t('Current password (needed to change the e-mail address)')}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              required
              value={form.values.currentPassword}
              onValueChange={form.set('currentPassword')}
              error={form.errors.currentPassword}
            />
          )}
          <Button type="submit" variant="primary" disabled={form.busy}>
            {t('Save changes')}
          </Button>
        </form>
      </section>
      <PasswordForm />
    </div>
  );
}
