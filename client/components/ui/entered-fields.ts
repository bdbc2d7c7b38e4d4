// A server-rendered form works before the page's code has loaded: what a shopper types or ticks then is in the
// fields, not in React's state. React leaves it there when it hydrates the form, but a controlled field is written
// back to its (still empty) state at its next render, the first keystroke after. A form that keeps its values in
// state reads them once hydrated (ContactForm, the account forms' useForm, the review form) through these.

/** The value of the form's field `name` (a radio group: the checked one's, '' when none); undefined without one. */
export function enteredValue(form: HTMLFormElement, name: string): string | undefined {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || field instanceof RadioNodeList) return field.value;
  return undefined;
}

/** Whether the form's checkbox `name` is ticked; undefined without one. */
export function enteredChecked(form: HTMLFormElement, name: string): boolean | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.checked : undefined;
}
