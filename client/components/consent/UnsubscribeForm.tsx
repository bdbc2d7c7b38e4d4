// /abmelden without a link: the shopper gives the address and the newsletter backend mails it an unsubscribe link
// (so nobody can unsubscribe someone else); the answer is the same whether the address was subscribed or not.
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../../shared/commerce/email.js';
import { failureText, unsubscribeFromNewsletter } from '../../consent/form-api.js';
import { useStoreView, useT } from '../../i18n.js';

type FormState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export function UnsubscribeForm() {
  const t = useT();
  const store = useStoreView();
  const emailId = useId();
  const errorId = useId();
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [invalid, setInvalid] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!isValidEmail(email)) return setInvalid(true);
    setInvalid(false);
    setState({ kind: 'sending' });
    const answer = await unsubscribeFromNewsletter(email, null, store.code);
    setState(answer.kind === 'ok' ? { kind: 'sent' } : { kind: 'failed', message: failureText(answer, t, 'Something went wrong. Please try again in a moment.') });
  };

  return (
    <form className="unsubscribe-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="label" htmlFor={emailId}>
          {t('Your e-mail address')}
        </label>
        <input id={emailId} className="input" type="email" name="email" autoComplete="email" required aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} />
        {invalid && (
          <p className="field-error" id={errorId}>
            {t('Please enter a valid e-mail address, e.g. name@example.com.')}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={state.kind === 'sending'}>
        {t('Unsubscribe')}
      </button>
      <div className="unsubscribe-form__status" role="status">
        {state.kind === 'sent' && <p className="newsletter-notice newsletter-notice--confirmed newsletter-notice__text">{t('Please check your inbox: if this address receives our newsletter, we have sent it a link to unsubscribe.')}</p>}
        {state.kind === 'failed' && <p className="newsletter-notice newsletter-notice--failed newsletter-notice__text">{state.message}</p>}
      </div>
    </form>
  );
}
