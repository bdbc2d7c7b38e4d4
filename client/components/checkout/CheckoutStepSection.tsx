// One checkout step: numbered heading, the form while open, a short summary with an Edit button once completed
// (issue 4 §3: completed steps stay editable). Opening a step moves focus to its heading for keyboard and screen
// reader users; a message from the order flow (refused order, failed payment) shows above the form.
import { useEffect, useRef, type ReactNode } from 'react';
import { canOpenStep, isStepComplete } from '../../../shared/checkout/checkout-steps.js';
import type { CheckoutStep } from '../../../shared/checkout/checkout-types.js';
import { openStep, useCheckout } from '../../checkout/checkout-store.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

export interface CheckoutStepSectionProps {
  step: CheckoutStep;
  number: number;
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}

export function CheckoutStepSection({ step, number, title, summary, children }: CheckoutStepSectionProps) {
  const t = useT();
  const current = useCheckout((s) => s.step);
  const details = useCheckout((s) => s.details);
  const message = useCheckout((s) => (s.stepMessage?.step === step ? s.stepMessage.message : null));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isOpen = current === step;
  const complete = isStepComplete(step, details);
  const wasOpen = useRef(isOpen);

  useEffect(() => {
    if (isOpen && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const state = isOpen ? 'open' : complete ? 'done' : 'waiting';
  return (
    <section className={`checkout-step checkout-step--${state}`} aria-labelledby={`checkout-step-${step}`} data-step={step}>
      <header className="checkout-step__header">
        <span className="checkout-step__number" aria-hidden="true">
          {complete && !isOpen ? <Icon name="check" size={18} /> : number}
        </span>
        <h2 id={`checkout-step-${step}`} className="checkout-step__title" ref={headingRef} tabIndex={-1}>
          <span className="visually-hidden">{t('Step {number} of {total}:', { number, total: 4 })} </span>
          {title}
        </h2>
        {!isOpen && complete && canOpenStep(step, details) && (
          <button type="button" className="checkout-step__edit" onClick={() => openStep(step)}>
            {t('Edit')}
            <span className="visually-hidden"> {title}</span>
          </button>
        )}
      </header>
      {message && isOpen && (
        <p className="checkout-step__message" role="alert">
          <Icon name="warning" size={20} />
          {t(message)}
        </p>
      )}
      {isOpen ? <div className="checkout-step__body">{children}</div> : complete && summary ? <div className="checkout-step__summary">{summary}</div> : null}
    </section>
  );
}
