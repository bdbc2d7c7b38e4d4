import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { declareWithdrawal, linesBySku, type OrderCredentials, type WithdrawalLookup, type WithdrawalReceipt } from './withdrawal-api.js';
import { WithdrawalLineChoice } from './WithdrawalLineChoice.js';

export interface ChooseLinesFormProps {
  lookup: WithdrawalLookup;
  credentials: OrderCredentials;
  onDone: (receipt: WithdrawalReceipt) => void;
  onBack: () => void;
}

type Scope = 'all' | 'some';

/** Step 2: the whole order or chosen lines and quantities, an optional reason, and the withdrawal button. */
export function ChooseLinesForm({ lookup, credentials, onDone, onBack }: ChooseLinesFormProps) {
  const t = useT();
  const reasonId = useId();
  const errorId = useId();
  const [scope, setScope] = useState<Scope>('all');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lines = linesBySku(lookup.lines);
  const open = lines.filter((l) => l.qty_withdrawable > 0);
  const picked = Object.entries(chosen).filter(([, qty]) => qty > 0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (scope === 'some' && picked.length === 0) return setError('Please choose at least one item.');
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setSending(true);
    setError(null);
    const lines = scope === 'all' ? null : picked.map(([sku, qty]) => ({ sku, qty }));
    const answer = await declareWithdrawal(credentials, { lines, reason });
    setSending(false);
    if (answer.ok) onDone(answer.value);
    else setError(answer.message);
  };

  return (
    <form className="withdrawal-form" onSubmit={onSubmit}>
      <fieldset className="withdrawal-scope">
        <legend className="label">{t('What do you want to withdraw from?')}</legend>
        <label className="checkbox">
          <input type="radio" name="scope" value="all" checked={scope === 'all'} onChange={() => setScope('all')} />
          <span>{open.length === lines.length ? t('The whole order') : t('Everything not yet withdrawn')}</span>
        </label>
        <label className="checkbox">
          <input type="radio" name="scope" value="some" checked={scope === 'some'} onChange={() => setScope('some')} />
          <span>{t('Only some items')}</span>
        </label>
      </fieldset>
      {scope === 'some' ? (
        <fieldset className="withdrawal-lines">
          <legend className="label">{t('Items of the order')}</legend>
          <ul className="withdrawal-lines__list">
            {lines.map((line) => (
              <WithdrawalLineChoice key={line.sku} line={line} qty={chosen[line.sku] ?? 0} onChange={(qty) => setChosen({ ...chosen, [line.sku]: qty })} />
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="field">
        <label className="label" htmlFor={reasonId}>
          {t('Reason (optional)')}
        </label>
        <textarea id={reasonId} className="textarea" name="reason" rows={3} maxLength={2000} />
        <p className="hint">{t('You do not have to give a reason.')}</p>
      </div>
      {error ? (
        <p id={errorId} className="withdrawal-form__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="withdrawal-form__actions">
        <Button type="submit" variant="accent" size="lg" disabled={sending} aria-describedby={error ? errorId : undefined}>
          {t('Withdraw from contract')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('Change order number')}
        </Button>
      </div>
    </form>
  );
}
