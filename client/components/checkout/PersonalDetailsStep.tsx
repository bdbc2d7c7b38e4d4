// Step 1, personal details (spec 02 §3): first and last name, e-mail, and the optional "create an account" with
// password and repeat (rules of spec 02 §5).
import { useRef, type FormEvent } from 'react';
import { hasErrors } from '../../../shared/checkout/checkout-validation.js';
import { submitStep, updatePersonal, useCheckout } from '../../checkout/checkout-store.js';
import { useT } from '../../i18n.js';
import { useSession } from '../../stores/session-flag.js';
import { Button } from '../ui/Button.js';
import { CheckoutStepSection } from './CheckoutStepSection.js';
import { ADDRESS_MAX_LENGTH } from '../../../shared/commerce/address.js';
import { FormField } from './FormField.js';
import { focusFirstError, useStepErrors } from './step-errors.js';

export function PersonalDetailsStep() {
  const t = useT();
  const personal = useCheckout((s) => s.details.personalDetails);
  const errors = useStepErrors('personal');
  // A signed-in customer has an account: the offer to create one is for guests only (issue 12 item 1).
  const { isLoggedIn } = useSession();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(submitStep('personal'))) focusFirstError(formRef.current);
  };

  const summary = (
    <p>
      {personal.firstName} {personal.lastName}
      <br />
      {personal.emailAddress}
    </p>
  );

  return (
    <CheckoutStepSection step="personal" number={1} title={t('Personal details')} summary={summary}>
      <form ref={formRef} className="checkout-form" onSubmit={onSubmit} noValidate>
        <div className="checkout-form__row">
          <FormField id="personal-first-name" maxLength={ADDRESS_MAX_LENGTH.name} label={t('First name')} value={personal.firstName} onValue={(firstName) => updatePersonal({ firstName })} error={errors.firstName} autoComplete="given-name" required />
          <FormField id="personal-last-name" maxLength={ADDRESS_MAX_LENGTH.name} label={t('Last name')} value={personal.lastName} onValue={(lastName) => updatePersonal({ lastName })} error={errors.lastName} autoComplete="family-name" required />
        </div>
        <FormField id="personal-email" maxLength={ADDRESS_MAX_LENGTH.email} type="email" label={t('E-mail address')} value={personal.emailAddress} onValue={(emailAddress) => updatePersonal({ emailAddress })} error={errors.emailAddress} autoComplete="email" inputMode="email" required hint={t('We send the order confirmation to this address.')} />
        {!isLoggedIn && (
          <label className="checkbox">
            <input type="checkbox" checked={personal.createAccount} onChange={(event) => updatePersonal({ createAccount: event.target.checked })} />
            <span>{t('I want to create an account')}</span>
          </label>
        )}
        {personal.createAccount && !isLoggedIn && (
          <div className="checkout-form__row">
            <FormField id="personal-password" type="password" label={t('Password')} value={personal.password} onValue={(password) => updatePersonal({ password })} error={errors.password} autoComplete="new-password" required hint={t('At least 8 characters with upper case, lower case and a special character.')} />
            <FormField id="personal-repeat-password" type="password" label={t('Repeat password')} value={personal.repeatPassword} onValue={(repeatPassword) => updatePersonal({ repeatPassword })} error={errors.repeatPassword} autoComplete="new-password" required />
          </div>
        )}
        <Button type="submit" variant="primary" size="lg" className="checkout-form__next">
          {t('Continue to shipping')}
        </Button>
      </form>
    </CheckoutStepSection>
  );
}
