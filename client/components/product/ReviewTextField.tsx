import type { ReviewField } from '../../../shared/catalog/reviews.js';
import { useT } from '../../i18n.js';

export interface ReviewTextFieldProps {
  id: string;
  field: Exclude<ReviewField, 'rating'>;
  label: string;
  error?: string;
  onChange: (field: ReviewField, value: string) => void;
  multiline?: boolean;
  autoComplete?: string;
}

/** A labelled text field of the review form (uncontrolled: see ReviewForm) whose error is announced with it (aria-describedby). */
export function ReviewTextField({ id, field, label, error, onChange, multiline = false, autoComplete }: ReviewTextFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field,
    'data-field': field,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="review-form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete={autoComplete} onChange={(event) => onChange(field, event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="form-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
