// Form state for the account forms: values, the rule messages shown since the last submit, a busy flag.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../../../shared/account/account-forms.js';
import { errorsAfterEdit } from '../../../shared/forms/shown-errors.js';
import { enteredValue } from '../ui/entered-fields.js';

export function useForm<F extends Record<string, string>>(initial: F, validate: (values: F) => FieldErrors<keyof F & string>) {
  const [values, setValues] = useState<F>(initial);
  // The messages the last submit found; between submits a field keeps its message only while it is still wrong.
  const [submittedErrors, setSubmittedErrors] = useState<FieldErrors<keyof F & string>>({});
  const [busy, setBusy] = useState(false);
  // Attach to the <form> (fields named as the values): once hydrated, what was typed before the page's code ran is
  // taken in (ui/entered-fields.ts; the password reset page is server-rendered, the other account forms render in
  // the browser, where this reads back what the state just rendered).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((current) => {
      const next: Record<string, string> = { ...current };
      for (const name of Object.keys(current)) next[name] = enteredValue(form, name) ?? current[name];
      return next as F;
    });
  }, []);
  const errors = errorsAfterEdit(submittedErrors, validate(values));
  const set = (field: keyof F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** Runs send when the rules pass; otherwise shows the messages and focuses the first invalid field. */
  const onSubmit = (send: (values: F) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setSubmittedErrors(found);
    const form = event.currentTarget;
    if (hasErrors(found)) {
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
  const reset = (next: F = initial) => (setValues(next), setSubmittedErrors({}));
  return { values, errors: errors as FieldErrors<keyof F & string>, busy, set, onSubmit, reset, setValues, formRef };
}
