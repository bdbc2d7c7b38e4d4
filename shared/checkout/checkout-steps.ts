// Which step is open and which may be opened (issue 4 §3): steps are done in order, each completed step stays
// editable, and a step counts as complete only while its data still passes its rules (an edit can undo it).
import { meetsMinimumOrderValue } from '../commerce/totals.js';
import type { Cents } from '../money.js';
import { CHECKOUT_STEPS, type CheckoutDetails, type CheckoutStep } from './checkout-types.js';
import { hasErrors, validateStep } from './checkout-validation.js';

export function isStepComplete(step: CheckoutStep, details: CheckoutDetails): boolean {
  return details.completed.includes(step) && !hasErrors(validateStep(step, details));
}

/** The first step not yet complete; 'review' once the first three are. */
export function firstOpenStep(details: CheckoutDetails): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step !== 'review' && !isStepComplete(step, details)) ?? 'review';
}

/** A step may be opened when every step before it is complete. */
export function canOpenStep(step: CheckoutStep, details: CheckoutDetails): boolean {
  const index = CHECKOUT_STEPS.indexOf(step);
  return CHECKOUT_STEPS.slice(0, index).every((before) => isStepComplete(before, details));
}

/** Marks a step complete (after its rules passed) and stamps modifiedAt. */
export function completeStep(details: CheckoutDetails, step: CheckoutStep, now: number): CheckoutDetails {
  const completed = details.completed.includes(step) ? details.completed : [...details.completed, step];
  return { ...details, completed, modifiedAt: now };
}

export type OrderBlocker = 'empty-cart' | 'minimum-order-value' | 'steps-incomplete' | 'terms';

/** Why the order cannot be placed yet, the first reason only; null when it can. */
export function orderBlocker(input: { itemCount: number; subtotal: Cents; discount: Cents; details: CheckoutDetails }): OrderBlocker | null {
  if (input.itemCount === 0) return 'empty-cart';
  if (!meetsMinimumOrderValue({ subtotal: input.subtotal, discount: input.discount })) return 'minimum-order-value';
  if (!CHECKOUT_STEPS.slice(0, 3).every((step) => isStepComplete(step, input.details))) return 'steps-incomplete';
  if (!input.details.termsAccepted) return 'terms';
  return null;
}
