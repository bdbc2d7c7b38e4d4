import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { quantityInputIntent } from '../../../shared/cart/quantity-input.js';
import { useT } from '../../i18n.js';

export interface QuantityStepperProps {
  value: number;
  max: number;
  /** The product's name, for the labels of the buttons and field. */
  name: string;
  disabled?: boolean;
  /** Resolves to false when the quantity was refused: the field shows the line's quantity again. */
  onChange: (qty: number | string) => Promise<boolean> | void;
  /** A typed 0: the shopper wants the line gone (the cart asks to confirm). */
  onRemove?: () => void;
}

/**
 * − / field / + for a line's quantity; the typed value is sent when the field loses focus or Enter is pressed.
 * The cart checks it (noValidate: the shopper gets the cart's message, not the browser's bubble).
 */
export function QuantityStepper({ value, max, name, disabled = false, onChange, onRemove }: QuantityStepperProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
    setDraft(String(value));
  }, [value]);

  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const intent = quantityInputIntent(draft, value);
    if (intent.kind === 'unchanged') return;
    if (intent.kind === 'remove' && onRemove) {
      // The field shows the line's quantity until the removal is confirmed.
      setDraft(String(valueRef.current));
      return onRemove();
    }
    void Promise.resolve(onChange(draft.trim())).then((accepted) => {
      if (accepted === false) setDraft(String(valueRef.current));
    });
  };

  return (
    <form className="qty-stepper" onSubmit={commit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('Quantity of {name}', { name })}
      </label>
      <button type="button" className="qty-stepper__button" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1} aria-label={t('Decrease quantity')}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="qty-stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit()}
      />
      <button type="button" className="qty-stepper__button" onClick={() => onChange(value + 1)} disabled={disabled || value >= max} aria-label={t('Increase quantity')}>
        <span aria-hidden="true">+</span>
      </button>
    </form>
  );
}
