// The shown errors of a step (set when the shopper tries to continue).
import type { CheckoutStep } from '../../../shared/checkout/checkout-types.js';
import type { FieldErrors } from '../../../shared/checkout/checkout-validation.js';
import { useCheckout } from '../../checkout/checkout-store.js';

const NONE: FieldErrors = Object.freeze({}) as FieldErrors;

export function useStepErrors(step: CheckoutStep): FieldErrors {
  return useCheckout((s) => s.errors[step] ?? NONE);
}

/** Focus the first control with an error after a refused submit, so keyboard users land on it. */
export function focusFirstError(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
