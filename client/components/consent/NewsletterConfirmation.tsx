// The landing of the double opt-in link (/newsletter?confirm=<token>, mailed by the newsletter backend): confirms
// the subscription once the page runs in the browser and says how it went. The welcome mail brings the coupon.
import { useEffect, useState } from 'react';
import { confirmNewsletter, failureText } from '../../consent/form-api.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

type ConfirmationState = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

export function NewsletterConfirmation({ token }: { token: string }) {
  const t = useT();
  const [state, setState] = useState<ConfirmationState>({ kind: 'confirming' });

  useEffect(() => {
    let current = true;
    void confirmNewsletter(token).then((answer) => {
      if (!current) return;
      setState(answer.kind === 'ok' ? { kind: 'confirmed' } : { kind: 'failed', message: failureText(answer, t, 'The confirmation link is invalid or has expired. Please subscribe again.') });
    });
    return () => {
      current = false;
    };
  }, [token, t]);

  return (
    <div className={`newsletter-notice newsletter-notice--${state.kind}`} role="status">
      {state.kind === 'confirming' && <p className="newsletter-notice__text">{t('We are confirming your subscription…')}</p>}
      {state.kind === 'confirmed' && (
        <>
          <Icon name="check" size={28} />
          <div>
            <h2 className="newsletter-notice__title">{t('Your subscription is confirmed')}</h2>
            <p className="newsletter-notice__text">{t('Welcome! Your personal 10% coupon is on its way to your inbox.')}</p>
          </div>
        </>
      )}
      {state.kind === 'failed' && <p className="newsletter-notice__text">{state.message}</p>}
    </div>
  );
}
