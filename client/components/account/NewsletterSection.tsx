import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n.js';
import { account } from '../../session/account.js';

type Status = 'subscribed' | 'pending' | 'unsubscribed' | 'unknown' | 'loading';

/** The newsletter toggle (GET/POST/DELETE /api/ext/mailchimp-subscribe/subscribe); subscribing sends a confirmation mail. */
export function NewsletterSection({ email }: { email: string }) {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState<Status>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void account.newsletterStatus(email).then((s) => live && setStatus((s as Status | null) ?? 'unknown'));
    return () => void (live = false);
  }, [email]);
  const toggle = async (subscribe: boolean) => {
    setBusy(true);
    if (await account.setNewsletter(email, subscribe)) setStatus(subscribe ? 'pending' : 'unsubscribed');
    setBusy(false);
  };
  const on = status === 'subscribed' || status === 'pending';
  return (
    <section className="account-card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="account-card__title">
        {t('Newsletter')}
      </h2>
      <p className="account-card__text">{t('New models, factory shop events and a 10% welcome coupon.')}</p>
      <div className="checkbox account-toggle">
        <input id={id} type="checkbox" role="switch" checked={on} disabled={busy || status === 'loading'} onChange={(event) => void toggle(event.target.checked)} />
        <label htmlFor={id}>{t('I want to receive the newsletter')}</label>
      </div>
      <p className="hint" role="status">
        {status === 'pending' ? t('Please confirm the subscription with the link we e-mailed to you.') : null}
        {status === 'subscribed' ? t('You are subscribed with {email}.', { email }) : null}
      </p>
    </section>
  );
}
