import { useId } from 'react';
import { isEmailChange, validateProfileChange } from '../../../shared/account/account-forms.js';
import { GENDER_CHOICES, GENDER_UNSET, genderFormValue } from '../../../shared/account/gender.js';
import type { CustomerProfile } from '../../../shared/account/session-rules.js';
import { useT } from '../../i18n.js';
import { account } from '../../session/account.js';
import { Button } from '../ui/Button.js';
import { FormField } from './FormField.js';
import { PasswordForm } from './PasswordForm.js';
import { useForm } from './use-form.js';

/** Personal details (first and last name, gender, e-mail: spec 02 §3's modifiable fields) and the password change. */
export function ProfileSection({ profile }: { profile: CustomerProfile }) {
  const t = useT();
  const genderId = useId();
  const form = useForm({ firstname: profile.firstname, lastname: profile.lastname, email: profile.email, gender: genderFormValue(profile.gender), currentPassword: '' }, (values) =>
    validateProfileChange(values, profile.email),
  );
  // The current password is asked for only when the e-mail changes (issue #13 item 3).
  const emailChanges = isEmailChange(form.values.email, profile.email);
  const submit = form.onSubmit(async (values) => {
    const saved = await account.saveProfile(
      { firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim(), gender: Number(values.gender) },
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
          <div className="field">
            <label htmlFor={genderId} className="label">
              {t('Gender')}
            </label>
            <select id={genderId} name="gender" className="select" value={form.values.gender} onChange={(event) => form.set('gender')(event.target.value)}>
              {/* "Please choose" only while the customer never answered: a choice is changed, not taken back to unset. */}
              {form.values.gender === String(GENDER_UNSET) ? <option value={GENDER_UNSET}>{t('Please choose')}</option> : null}
              {GENDER_CHOICES.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {t(choice.label)}
                </option>
              ))}
            </select>
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
