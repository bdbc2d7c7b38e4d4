// The one rule for the field messages a form shows between two submits (issue 12 item 10), used by the account
// forms (client/components/account/use-form.ts), the checkout steps (client/checkout/checkout-store.ts), the
// contact form and the review form.

/**
 * The messages to show after an edit: a message shown since the last submit stays only while its field is still
 * wrong (with the field's current message, which may have changed, e.g. from "required" to "too short") and clears
 * as soon as the shopper corrects the field, not only at the next submit. A field that shows no message gets none
 * before the next submit, so a shopper typing into it is not told off half-way.
 *
 * @param shown the messages on screen now, by field (each form's own message type: an i18n key, or one with parameters)
 * @param current the form's rules applied to the values after the edit
 */
export function errorsAfterEdit<M extends Partial<Record<string, unknown>>>(shown: M, current: M): M {
  const next: Partial<Record<string, unknown>> = {};
  for (const field of Object.keys(shown)) {
    if (shown[field] !== undefined && current[field] !== undefined) next[field] = current[field];
  }
  return next as M;
}
