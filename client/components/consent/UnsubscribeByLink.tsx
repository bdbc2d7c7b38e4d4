// /abmelden?email=…&token=… (the link of every newsletter mail): unsubscribes at once in the browser and confirms.
import { useEffect, useState } from 'react';
import { failureText, unsubscribeFromNewsletter } from '../../consent/form-api.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

type LinkState = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function UnsubscribeByLink({ email, token }: { email: string; token: string }) {
  const t = useT();
  const store = useStoreView();
  const [state, setState] = useState<LinkState>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    void unsubscribeFromNewsletter(email, token, store.code).then((answer) => {
      if (!current) return;
      setState(answer.kind === 'ok' ? { kind: 'done' } : { kind: 'failed', message: failureText(answer, t, 'The unsubscribe link is invalid. Please use the link from your newsletter e-mail.') });
    });
    return () => {
      current = false;
    };
  }, [email, token, store.code, t]);

  return (
    <div className={`newsletter-notice newsletter-notice--${state.kind === 'done' ? 'confirmed' : state.kind}`} role="status">
      {state.kind === 'working' && <p className="newsletter-notice__text">{t('One moment, we are unsubscribing you…')}</p>}
      {state.kind === 'done' && (
        <>
          <Icon name="check" size={28} />
          <div>
            <h2 className="newsletter-notice__title">{t('You have been unsubscribed')}</h2>
            <p className="newsletter-notice__text">{t('{email} will receive no more newsletters from us.', { email })}</p>
          </div>
        </>
      )}
      {state.kind === 'failed' && <p className="newsletter-notice__text">{state.message}</p>}
    </div>
  );
}
