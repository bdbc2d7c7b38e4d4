import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { lookupWithdrawal, type OrderCredentials, type WithdrawalLookup } from './withdrawal-api.js';

export interface FindOrderFormProps {
  initialOrderNumber: string;
  /** The signed-in shopper's token: their own orders need no e-mail. */
  token: string | null;
  onFound: (lookup: WithdrawalLookup, credentials: OrderCredentials) => void;
}

/** Step 1: order number and e-mail address (a signed-in customer may leave the e-mail out). */
export function FindOrderForm({ initialOrderNumber, token, onFound }: FindOrderFormProps) {
  const t = useT();
  const orderId = useId();
  const emailId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A customer's token finds only their own orders; after a miss the e-mail field is offered as well.
  const [needsEmail, setNeedsEmail] = useState(token === null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials: OrderCredentials = { orderNumber: String(form.get('orderNumber') ?? '').trim(), email: String(form.get('email') ?? '').trim(), token };
    setSending(true);
    setError(null);
    const answer = await lookupWithdrawal(credentials);
    setSending(false);
    if (answer.ok) return onFound(answer.value, credentials);
    setError(answer.message);
    if (answer.notFound) setNeedsEmail(true);
  };

  return (
    <form className="withdrawal-form" onSubmit={onSubmit}>
      <div className="field">
        <label className="label" htmlFor={orderId}>
          {t('Order number')}
        </label>
        <input id={orderId} className="input" name="orderNumber" required maxLength={32} defaultValue={initialOrderNumber} autoComplete="off" inputMode="numeric" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <p className="hint">{t('You find it in your order confirmation e-mail.')}</p>
      </div>
      {needsEmail ? (
        <div className="field">
          <label className="label" htmlFor={emailId}>
            {t('E-mail address used for the order')}
          </label>
          <input id={emailId} className="input" name="email" type="email" required maxLength={254} autoComplete="email" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        </div>
      ) : (
        <p className="hint withdrawal-form__signed-in">{t('You are signed in: your own orders need no e-mail address.')}</p>
      )}
      {error ? (
        <p id={errorId} className="withdrawal-form__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" disabled={sending}>
        {sending ? t('Searching…') : t('Find order')}
      </Button>
    </form>
  );
}
