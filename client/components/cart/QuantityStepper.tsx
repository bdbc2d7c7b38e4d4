import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n.js';

export interface QuantityStepperProps {
  value: number;
  max: number;
  /** The product's name, for the labels of the buttons and field. */
  name: string;
  disabled?: boolean;
  onChange: (qty: number | string) => void;
}

/** − / field / + for a line's quantity; the typed value is sent when the field loses focus or Enter is pressed. */
export function QuantityStepper({ value, max, name, disabled = false, onChange }: QuantityStepperProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.trim() !== String(value)) onChange(draft.trim());
  };

  return (
    <form className="qty-stepper" onSubmit={commit}>
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
