// A labelled select of the checkout (country, bank country), with the shop's .select styles.
import type { FieldError } from '../../../shared/checkout/checkout-validation.js';
import { useT } from '../../i18n.js';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
  error?: FieldError;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

export function SelectField({ id, label, value, options, onValue, error, required, autoComplete, className }: SelectFieldProps) {
  const t = useT();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="label" htmlFor={id}>
        {label}
        {required && <span className="checkout-required" aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={id}
        className="select"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error.message, error.params)}
        </p>
      )}
    </div>
  );
}
