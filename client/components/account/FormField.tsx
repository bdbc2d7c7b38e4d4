import { useId, type InputHTMLAttributes } from 'react';
import { useT } from '../../i18n.js';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The rule's message (an English i18n key); the field is marked invalid while it is set. */
  error?: string;
  hint?: string;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function FormField({ label, value, onValueChange, error, hint, required, className, ...input }: FormFieldProps) {
  const t = useT();
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        aria-required={required || undefined}
        {...input}
      />
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {t(error)}
        </span>
      ) : null}
    </div>
  );
}
