// Form state for the account forms: values, the rule messages shown after the first submit, a busy flag.
import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../../../shared/account/account-forms.js';

export function useForm<F extends Record<string, string>>(initial: F, validate: (values: F) => FieldErrors<keyof F & string>) {
  const [values, setValues] = useState<F>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? validate(values) : {};
  const set = (field: keyof F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** Runs send when the rules pass; otherwise shows the messages and focuses the first invalid field. */
  const onSubmit = (send: (values: F) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const form = event.currentTarget;
    if (hasErrors(validate(values))) {
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      await send(values);
    } finally {
      setBusy(false);
    }
  };
  const reset = (next: F = initial) => (setValues(next), setSubmitted(false));
  return { values, errors: errors as FieldErrors<keyof F & string>, busy, set, onSubmit, reset, setValues };
}
