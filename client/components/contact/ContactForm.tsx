// The contact form (spec 01 §2 '/contact'): name, e-mail, subject or order number, message and the privacy
// consent, checked in the store's language before anything is sent (shared/contact/contact-form.ts). It sends
// through the mail service (send-email to the shop's mailbox; the edge holds the mail token).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { enteredChecked, enteredValue } from '../ui/entered-fields.js';
import { Link } from '../ui/Link.js';
import { SHOP } from '../../../shared/brands.js';
import { errorsAfterEdit } from '../../../shared/forms/shown-errors.js';
import { buildContactEmail, CONTACT_FIELDS, validateContactForm, type ContactErrors, type ContactFormValues } from '../../../shared/contact/contact-form.js';
import { localizePath } from '../../../shared/store-views.js';
import { failureText, sendContactMail } from '../../consent/form-api.js';
import { useStoreView, useT } from '../../i18n.js';
import { PRIVACY_PATH } from '../consent/privacy-path.js';
import { ContactField } from './ContactField.js';
import { ContactSent } from './ContactSent.js';

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '', privacyAccepted: false };

export function ContactForm() {
  const t = useT();
  const store = useStoreView();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Once hydrated: what the shopper typed or ticked before the page's code ran (ui/entered-fields.ts).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const text = (name: string) => enteredValue(form, name) ?? '';
    setValues({ name: text('name'), email: text('email'), subject: text('subject'), message: text('message'), privacyAccepted: enteredChecked(form, 'privacyAccepted') ?? false });
  }, []);

  const change = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field marked wrong loses its message as soon as the shopper corrects it (shared/forms/shown-errors.ts).
    setErrors((shown) => errorsAfterEdit(shown, validateContactForm(next)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    setFailure(null);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) return formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    setSending(true);
    const answer = await sendContactMail(buildContactEmail(values, SHOP.email), store.code);
    setSending(false);
    if (answer.kind === 'ok') return setSent(true);
    setFailure(failureText(answer, t, 'Your message could not be sent. Please try again in a moment.'));
  };

  if (sent) return <ContactSent email={values.email.trim()} onAnother={() => (setValues(EMPTY), setSent(false))} />;
  const error = (field: keyof ContactFormValues) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} noValidate aria-describedby={failure ? `${id}-failure` : undefined}>
      <div className="contact-form__row">
        <ContactField id={`${id}-name`} label={t('Your name')} error={error('name')}>
          {(describedBy) => <input id={`${id}-name`} name="name" className="input" autoComplete="name" required value={values.name} onChange={(e) => change('name', e.currentTarget.value)} aria-invalid={Boolean(errors.name)} aria-describedby={describedBy} />}
        </ContactField>
        <ContactField id={`${id}-email`} label={t('Your e-mail address')} error={error('email')}>
          {(describedBy) => <input id={`${id}-email`} name="email" type="email" inputMode="email" className="input" autoComplete="email" required value={values.email} onChange={(e) => change('email', e.currentTarget.value)} aria-invalid={Boolean(errors.email)} aria-describedby={describedBy} />}
        </ContactField>
      </div>
      <ContactField id={`${id}-subject`} label={t('Subject or order number')} error={error('subject')}>
        {(describedBy) => <input id={`${id}-subject`} name="subject" className="input" required value={values.subject} onChange={(e) => change('subject', e.currentTarget.value)} aria-invalid={Boolean(errors.subject)} aria-describedby={describedBy} />}
      </ContactField>
      <ContactField id={`${id}-message`} label={t('Your message')} error={error('message')}>
        {(describedBy) => <textarea id={`${id}-message`} name="message" className="textarea" rows={7} required value={values.message} onChange={(e) => change('message', e.currentTarget.value)} aria-invalid={Boolean(errors.message)} aria-describedby={describedBy} />}
      </ContactField>
      <div className="field">
        <label className="checkbox contact-form__privacy">
          <input type="checkbox" name="privacyAccepted" checked={values.privacyAccepted} onChange={(e) => change('privacyAccepted', e.currentTarget.checked)} aria-invalid={Boolean(errors.privacyAccepted)} aria-describedby={errors.privacyAccepted ? `${id}-privacy-error` : undefined} />
          <span>
            {t('I agree that my details are used to answer my enquiry.')} <Link to={localizePath(store.code, PRIVACY_PATH)}>{t('Privacy policy')}</Link>
          </span>
        </label>
        {errors.privacyAccepted && (
          <p className="field-error" id={`${id}-privacy-error`}>
            {t(errors.privacyAccepted)}
          </p>
        )}
      </div>
      <div className="contact-form__footer">
        <button type="submit" className="button button--primary button--lg" disabled={sending}>
          {sending ? t('Sending…') : t('Send message')}
        </button>
        <p className="contact-form__failure" id={`${id}-failure`} role="alert">
          {failure ?? ''}
        </p>
      </div>
    </form>
  );
}
