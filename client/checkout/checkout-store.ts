// The checkout in the browser: the form of spec 02 §3 "Checkout state" in a useSyncExternalStore store, kept in
// local storage (without password and payment data) with modifiedAt, plus what the screen needs around it: the
// open step, the shown errors, the thank-you page. Step rules are shared/checkout's.
import { parseCheckout, serializeCheckout } from '../../shared/checkout/checkout-activity.js';
import { completeStep, firstOpenStep } from '../../shared/checkout/checkout-steps.js';
import { CHECKOUT_STEPS, initialCheckout, type CheckoutDetails, type CheckoutStep, type PaymentDetails, type PersonalDetails, type ShippingDetails } from '../../shared/checkout/checkout-types.js';
import { hasErrors, validateStep, type FieldErrors } from '../../shared/checkout/checkout-validation.js';
import { errorsAfterEdit } from '../../shared/forms/shown-errors.js';
import { createStore, useStore } from '../stores/create-store.js';
import { pushCheckoutStep } from './checkout-analytics.js';

import { CHECKOUT_STORAGE_KEY } from './checkout-activity-probe.js';

export { CHECKOUT_STORAGE_KEY };
export const LAST_ORDER_STORAGE_KEY = 'shop/last-order-at';
/** The thank-you page of this tab's last order, in session storage: a reload shows it again (order number, bank details). */
export const THANK_YOU_STORAGE_KEY = 'shop/thank-you';

export interface ThankYou {
  orderNumber: string | null;
  /** The queued task when the order waits for the connection. */
  queuedTaskId: string | null;
  email: string;
  paymentMethod: string;
  paymentTitle: string;
  grandTotalCents: number;
  createdAccount: boolean;
  /** Where the goods go (ISO alpha-2), for the delivery time; null when nothing is shipped. */
  shippingCountry: string | null;
}

export interface CheckoutScreenState {
  details: CheckoutDetails;
  step: CheckoutStep;
  errors: Partial<Record<CheckoutStep, FieldErrors>>;
  /** A message above a step (a refused order, a failed payment), as an i18n key. */
  stepMessage: { step: CheckoutStep; message: string } | null;
  isPlacing: boolean;
  thankYou: ThankYou | null;
  loaded: boolean;
}

const INITIAL: CheckoutScreenState = Object.freeze({ details: initialCheckout('DE'), step: 'personal', errors: {}, stepMessage: null, isPlacing: false, thankYou: null, loaded: false });

export const checkoutStore = createStore<CheckoutScreenState>(INITIAL);

export function useCheckout<T>(selector: (state: CheckoutScreenState) => T): T {
  return useStore(checkoutStore, selector);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored thank-you page, when it has the fields the page needs (anything else is dropped). */
export function parseThankYou(text: string | null): ThankYou | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ThankYou> | null;
    if (!value || typeof value !== 'object' || typeof value.paymentMethod !== 'string' || typeof value.grandTotalCents !== 'number') return null;
    const orText = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    return {
      orderNumber: orText(value.orderNumber),
      queuedTaskId: orText(value.queuedTaskId),
      email: orText(value.email) ?? '',
      paymentMethod: value.paymentMethod,
      paymentTitle: orText(value.paymentTitle) ?? value.paymentMethod,
      grandTotalCents: value.grandTotalCents,
      createdAccount: value.createdAccount === true,
      shippingCountry: orText(value.shippingCountry),
    };
  } catch {
    return null;
  }
}

function keepThankYou(thankYou: ThankYou | null): void {
  try {
    if (thankYou) sessionStore()?.setItem(THANK_YOU_STORAGE_KEY, JSON.stringify(thankYou));
    else sessionStore()?.removeItem(THANK_YOU_STORAGE_KEY);
  } catch {
    // Without session storage a reload shows the empty checkout, as before.
  }
}

function persist(details: CheckoutDetails): void {
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, serializeCheckout(details));
  } catch {
    // Quota or private mode: the form lives in memory for this page.
  }
}

/** Reads the stored checkout once per page (after mount), in the store view's default country. */
export function loadCheckout(defaultCountry: string): void {
  if (checkoutStore.getState().loaded) return;
  const stored = parseCheckout(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? null, defaultCountry);
  const details = stored ?? initialCheckout(defaultCountry);
  // A reload after the order shows the thank-you page again; a new cart replaces it (useCheckoutBootstrap).
  const thankYou = checkoutStore.getState().thankYou ?? parseThankYou(sessionStore()?.getItem(THANK_YOU_STORAGE_KEY) ?? null);
  checkoutStore.setState({ details, step: firstOpenStep(details), loaded: true, thankYou });
}

function change(update: (details: CheckoutDetails) => CheckoutDetails): void {
  const state = checkoutStore.getState();
  const details = { ...update(state.details), modifiedAt: Date.now() };
  persist(details);
  checkoutStore.setState({ details, errors: errorsOfStepsAfterEdit(state.errors, details) });
}

/** Each step's shown messages after an edit: a corrected field loses its message at once (shared/forms/shown-errors.ts). */
function errorsOfStepsAfterEdit(shown: CheckoutScreenState['errors'], details: CheckoutDetails): CheckoutScreenState['errors'] {
  const next: CheckoutScreenState['errors'] = {};
  for (const step of Object.keys(shown) as CheckoutStep[]) {
    const stepErrors = shown[step];
    next[step] = stepErrors && hasErrors(stepErrors) ? errorsAfterEdit(stepErrors, validateStep(step, details)) : stepErrors;
  }
  return next;
}

export const updatePersonal = (patch: Partial<PersonalDetails>) => change((d) => ({ ...d, personalDetails: { ...d.personalDetails, ...patch } }));
export const updateShipping = (patch: Partial<ShippingDetails>) => change((d) => ({ ...d, shippingDetails: { ...d.shippingDetails, ...patch } }));
export const updatePayment = (patch: Partial<PaymentDetails>) => change((d) => ({ ...d, paymentDetails: { ...d.paymentDetails, ...patch } }));
export const updatePaymentForm = (patch: Record<string, string>) =>
  change((d) => ({ ...d, paymentDetails: { ...d.paymentDetails, paymentMethodAdditional: { ...d.paymentDetails.paymentMethodAdditional, ...patch } } }));
export const setSameAddress = (isSameAddress: boolean) => change((d) => ({ ...d, isSameAddress }));
export const setTermsAccepted = (termsAccepted: boolean) => change((d) => ({ ...d, termsAccepted }));

/** Opens a step for editing (a completed one, or the next one). */
export function openStep(step: CheckoutStep, message?: string): void {
  checkoutStore.setState({ step, stepMessage: message ? { step, message } : null });
  pushCheckoutStep(step);
}

/** Validates the step; on success marks it complete and opens the next one. Returns the errors (empty when it passed). */
export function submitStep(step: CheckoutStep): FieldErrors {
  const { details } = checkoutStore.getState();
  const errors = validateStep(step, details);
  checkoutStore.setState((s) => ({ errors: { ...s.errors, [step]: errors }, stepMessage: null }));
  if (hasErrors(errors)) return errors;
  const next = completeStep(details, step, Date.now());
  persist(next);
  checkoutStore.setState({ details: next });
  const following = CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1];
  if (following) openStep(following === 'review' ? 'review' : firstOpenStep(next));
  return errors;
}

export function setStepMessage(step: CheckoutStep, message: string | null): void {
  checkoutStore.setState({ stepMessage: message ? { step, message } : null });
}

export const setPlacing = (isPlacing: boolean) => checkoutStore.setState({ isPlacing });

/**
 * After the order (spec 02 §4 "Orders"): the last-order timestamp is stored, the password dropped and the checkout
 * cleared; the contact details stay for the next order. The thank-you page shows.
 */
export function finishCheckout(thankYou: ThankYou, now = Date.now()): void {
  const { details } = checkoutStore.getState();
  const country = details.shippingDetails.country;
  const next: CheckoutDetails = { ...initialCheckout(country), modifiedAt: null };
  try {
    storage()?.setItem(LAST_ORDER_STORAGE_KEY, String(now));
    storage()?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing to keep then.
  }
  keepThankYou(thankYou);
  checkoutStore.setState({ details: next, step: 'personal', errors: {}, stepMessage: null, isPlacing: false, thankYou });
}

/** A new cart after an order: the thank-you page gives way to a fresh checkout. */
export function leaveThankYou(): void {
  keepThankYou(null);
  checkoutStore.setState({ thankYou: null });
}
