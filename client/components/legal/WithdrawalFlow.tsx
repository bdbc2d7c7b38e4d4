import { useEffect, useRef, useState } from 'react';
import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { getAuthHandler } from '../../cart/cart-api.js';
import { whenSessionRestored } from '../../session/session-loader.js';
import { useStoreView, useT } from '../../i18n.js';
import { ChooseLinesForm } from './ChooseLinesForm.js';
import { FindOrderForm } from './FindOrderForm.js';
import type { OrderCredentials, WithdrawalLookup, WithdrawalReceipt } from './withdrawal-api.js';
import { WithdrawalReceiptView } from './WithdrawalReceiptView.js';

type Step = { name: 'find' } | { name: 'choose'; lookup: WithdrawalLookup; credentials: OrderCredentials } | { name: 'done'; receipt: WithdrawalReceipt };

const STEP_TITLES = { find: 'Find your order', choose: 'Choose what to withdraw', done: 'Your withdrawal has been received' } as const;

/** The three steps of the withdrawal button: find the order, choose lines, see the receipt. */
export function WithdrawalFlow({ initialOrderNumber }: { initialOrderNumber: string }) {
  const t = useT();
  const store = useStoreView();
  const [step, setStep] = useState<Step>({ name: 'find' });
  const [moved, setMoved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const token = useRestoredToken();
  // After an action, the focus moves to the new step's heading so that keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [moved, step]);
  const go = (next: Step) => {
    setStep(next);
    setMoved(true);
  };
  const number = step.name === 'find' ? 1 : step.name === 'choose' ? 2 : 3;
  return (
    <section className="withdrawal-step" aria-labelledby="withdrawal-step-heading">
      <p className="withdrawal-step__count">{t('Step {n} of 3', { n: number })}</p>
      <h2 id="withdrawal-step-heading" className="section-heading" tabIndex={-1} ref={headingRef}>
        {t(STEP_TITLES[step.name])}
      </h2>
      {step.name === 'find' ? (
        <FindOrderForm key={token ?? 'guest'} initialOrderNumber={initialOrderNumber} token={token} onFound={(lookup, credentials) => go({ name: 'choose', lookup, credentials })} />
      ) : null}
      {step.name === 'choose' ? (
        <>
          <p className="withdrawal-step__order">
            {step.lookup.withdrawable_until
              ? t('Order {number}, withdrawal possible until {date}', { number: step.lookup.orderNumber, date: step.lookup.withdrawable_until.split('-').reverse().map(Number).join('-') })
              : t('Order {number}, not shipped yet: the 30-day withdrawal period starts on delivery', { number: step.lookup.orderNumber })}
          </p>
          <ChooseLinesForm lookup={step.lookup} credentials={step.credentials} onDone={(receipt) => go({ name: 'done', receipt })} onBack={() => go({ name: 'find' })} />
        </>
      ) : null}
      {step.name === 'done' ? <WithdrawalReceiptView receipt={step.receipt} /> : null}
      {step.name !== 'done' ? (
        <p className="withdrawal-step__policy">
          <Link to={localizePath(store.code, '/widerruf')}>{t('Read our withdrawal policy')}</Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The signed-in customer's token once the stored session is restored. Read at hydration it is not there yet on a
 * direct entry or a reload (the session engine loads on demand), and the page would treat the customer as a guest.
 */
function useRestoredToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void whenSessionRestored().then(() => {
      if (live) setToken(getAuthHandler()?.getToken() ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  return token;
}
