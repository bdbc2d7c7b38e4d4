// Footer newsletter sign-up (spec 01 §4, spec 02 §7). Picking Women or Men sets the hidden gender value and
// submits after 100 ms; the submit posts {email, store} to the newsletter API and reports with a notification.
// Without JavaScript the form posts to the /newsletter page (server/edge/gateway/storefront-forms.ts), the
// pressed button carrying the gender.
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { newsletterAnswerText, subscribeToNewsletter } from '../../consent/form-api.js';
import { loadMessages } from '../../messages/load-messages.js';
import { notify } from '../../stores/notification-store.js';
import { Icon } from '../ui/Icon.js';

export const GENDER_SUBMIT_DELAY_MS = 100;
export const NEWSLETTER_API = '/api/ext/mailchimp-subscribe/subscribe';

type Gender = 'female' | 'male';

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
    // A refusal comes in the server's words, which the consent feature's texts translate (loaded on demand).
    const [answer] = await Promise.all([subscribeToNewsletter(email, store.code), loadMessages(store.language, ['consent']).catch(() => undefined)]);
    setSending(false);
    if (answer.kind === 'ok') form.reset();
    notify({ type: answer.kind === 'ok' ? 'success' : 'danger', message: newsletterAnswerText(answer, t) });
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
            <button type="submit" name="gender" value="female" className="button button--accent" onClick={pick('female')} disabled={sending}>
              {t('Women')}
            </button>
            <button type="submit" name="gender" value="male" className="button button--accent" onClick={pick('male')} disabled={sending}>
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
