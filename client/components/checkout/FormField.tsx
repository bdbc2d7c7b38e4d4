// One labelled form control of the checkout: required fields carry an asterisk (spec 02 §2), an error is tied to
// the control with aria-describedby and aria-invalid, and the control keeps the shop's .input styles.
import type { InputHTMLAttributes } from 'react';
import type { FieldError } from '../../../shared/checkout/checkout-validation.js';
import { useT } from '../../i18n.js';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: FieldError;
  hint?: string;
  className?: string;
}

export function FormField({ id, label, value, onValue, error, hint, required, className, ...rest }: FormFieldProps) {
  const t = useT();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="label" htmlFor={id}>
        {label}
        {required && <span className="checkout-required" aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={id}
        className="input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error.message, error.params)}
        </p>
      )}
    </div>
  );
}
