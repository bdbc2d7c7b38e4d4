import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorsAfterEdit } from '../../../shared/forms/shown-errors.js';
import { RATING_MAX, validateReviewForm, type ReviewField, type ReviewFormInput } from '../../../shared/catalog/reviews.js';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { enteredValue } from '../ui/entered-fields.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { ReviewTextField } from './ReviewTextField.js';
import { submitReview } from './review-submit.js';

const EMPTY: ReviewFormInput = { nickname: '', title: '', detail: '', rating: 0 };
const TEXT_FIELDS = ['nickname', 'title', 'detail'] as const;

/**
 * What the form's controls hold (ui/entered-fields.ts). They are uncontrolled: the form is a deferred region whose
 * HTML works before its code has loaded, and a star tapped or a name typed then must survive hydration. A controlled
 * control would be written back to React's still-empty state at the next render, or at once when the tap itself made
 * React hydrate the region (its change then goes unseen and React restores the control to its props).
 */
function enteredInput(form: HTMLFormElement, ratingName: string): ReviewFormInput {
  const input = { ...EMPTY, rating: Number(enteredValue(form, ratingName) || 0) };
  for (const field of TEXT_FIELDS) input[field] = enteredValue(form, field) ?? '';
  return input;
}

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string | null };

/** The review form: nickname, title, text and 1–5 stars; a sent review waits for moderation (spec 02 §4 "Reviews"). */
export function ReviewForm({ productId }: { productId: number }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [input, setInput] = useState<ReviewFormInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  // Once hydrated: what the shopper entered before (the stars' highlight and the checks follow it).
  useEffect(() => {
    if (formRef.current) setInput(enteredInput(formRef.current, `${id}-rating`));
  }, [id]);
  const set = (field: ReviewField, value: string | number) => {
    const next = { ...input, [field]: value };
    setInput(next);
    // A field marked wrong loses its message as soon as the shopper corrects it (shared/forms/shown-errors.ts).
    setErrors((shown) => errorsAfterEdit(shown, validateReviewForm(next)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The controls are the truth (they are uncontrolled); the state follows them for the stars and the messages.
    const entered = enteredInput(event.currentTarget, `${id}-rating`);
    setInput(entered);
    const found = validateReviewForm(entered);
    setErrors(found);
    const firstInvalid = (['rating', 'nickname', 'title', 'detail'] as const).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${firstInvalid}"]`)?.focus();
      return;
    }
    setPhase({ kind: 'sending' });
    const result = await submitReview(productId, entered);
    if (result.ok) {
      setPhase({ kind: 'sent' });
    } else setPhase({ kind: 'failed', message: result.message });
  };

  if (phase.kind === 'sent') {
    return (
      <p className="review-form__done" role="status">
        {t('Thank you! Your review has been submitted for moderation.')}
      </p>
    );
  }
  return (
    <form ref={formRef} className="review-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="review-form__heading">
        {t('Write a review')}
      </h3>
      <fieldset className="review-form__rating" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend>{t('Your rating')}</legend>
        <div className="review-form__stars">
          {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
            <label key={value} className={value <= input.rating ? 'review-star review-star--on' : 'review-star'}>
              <input type="radio" name={`${id}-rating`} value={value} onChange={() => set('rating', value)} data-field={value === 1 ? 'rating' : undefined} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('{count} of 5 stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="form-error">
            {t(errors.rating)}
          </p>
        )}
      </fieldset>
      <ReviewTextField id={`${id}-nickname`} field="nickname" label={t('Nickname')} error={errors.nickname} onChange={set} autoComplete="nickname" />
      <ReviewTextField id={`${id}-title`} field="title" label={t('Title')} error={errors.title} onChange={set} />
      <ReviewTextField id={`${id}-detail`} field="detail" label={t('Your review')} error={errors.detail} onChange={set} multiline />
      {phase.kind === 'failed' && (
        <p className="form-error" role="alert">
          {phase.message ? t(phase.message) : t('Your review could not be sent. Please try again.')}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={!hydrated || phase.kind === 'sending'} aria-busy={phase.kind === 'sending'}>
        {t('Submit review')}
      </Button>
    </form>
  );
}
