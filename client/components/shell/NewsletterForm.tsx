// Footer newsletter sign-up (spec 01 §4, spec 02 §7). Picking Women or Men sets the hidden gender value and
// submits after 100 ms; the submit posts {email} to the newsletter API and reports with a notification.
// Without JavaScript the form posts to the /newsletter page.
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { notify } from '../../stores/notification-store.js';
import { Icon } from '../ui/Icon.js';

export const GENDER_SUBMIT_DELAY_MS = 100;
export const NEWSLETTER_API = '/api/ext/mailchimp-subscribe/subscribe';

type Gender = 'female' | 'male';

async function subscribe(email: string): Promise<{ ok: boolean; message: string | null }> {
  const response = await fetch(NEWSLETTER_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email }),
  });
  const body = (await response.json().catch(() => null)) as { code?: number; result?: unknown } | null;
  const ok = body?.code === 200;
  return { ok, message: !ok && typeof body?.result === 'string' ? body.result : null };
}

export interface NewsletterFormProps {
  /** Women / Men buttons (promoted content newsletter.gender); one subscribe button otherwise. */
  withGender?: boolean;
  /** Label of the single button (promoted content newsletter.buttonText). */
  buttonText?: string;
}

export function NewsletterForm({ withGender = true, buttonText }: NewsletterFormProps) {
  const t = useT();
  const store = useStoreView();
  const emailId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const genderRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const pick = (gender: Gender) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (genderRef.current) genderRef.current.value = gender;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => formRef.current?.requestSubmit(), GENDER_SUBMIT_DELAY_MS);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSending(true);
    try {
      const { ok, message } = await subscribe(email);
      if (ok) {
        form.reset();
        notify({ type: 'success', message: t('Thank you! Please confirm your subscription in the e-mail we have just sent you.') });
      } else notify({ type: 'danger', message: message ?? t('The subscription did not work. Please try again.') });
    } catch {
      notify({ type: 'danger', message: t('The subscription did not work. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className="newsletter-form" method="post" action={localizePath(store.code, '/newsletter')} onSubmit={onSubmit}>
      <label htmlFor={emailId} className="newsletter-form__label">
        {t('Your e-mail address')}
      </label>
      <div className="newsletter-form__row">
        <div className="newsletter-form__field">
          <Icon name="mail" size={20} />
          <input id={emailId} type="email" name="email" required autoComplete="email" inputMode="email" placeholder={t('name@example.com')} className="input input--inverse" />
        </div>
        <input ref={genderRef} type="hidden" name="gender" defaultValue="" />
        {withGender ? (
          <div className="newsletter-form__buttons" role="group" aria-label={t('Subscribe to the newsletter for')}>
            <button type="submit" className="button button--accent" onClick={pick('female')} disabled={sending}>
              {t('Women')}
            </button>
            <button type="submit" className="button button--accent" onClick={pick('male')} disabled={sending}>
              {t('Men')}
            </button>
          </div>
        ) : (
          <button type="submit" className="button button--accent" disabled={sending}>
            {buttonText || t('Subscribe')}
          </button>
        )}
      </div>
      <p className="newsletter-form__note">{t('You can unsubscribe at any time. We send at most two e-mails a month.')}</p>
    </form>
  );
}
