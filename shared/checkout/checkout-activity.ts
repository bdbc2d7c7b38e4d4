// Spec 02 §4 "Checkout activity" and §9: the shopper counts as in checkout while modifiedAt lies within the last
// 30 minutes. The stored form keeps no password and no payment data (card, IBAN): those stay in memory.
import { CHECKOUT_STEPS, initialCheckout, type CheckoutDetails, type CheckoutStep } from './checkout-types.js';

export const CHECKOUT_ACTIVITY_WINDOW_MS = 30 * 60 * 1000;
const VERSION = 1;

export function isCheckoutActive(modifiedAt: number | null | undefined, now: number): boolean {
  return typeof modifiedAt === 'number' && now - modifiedAt >= 0 && now - modifiedAt <= CHECKOUT_ACTIVITY_WINDOW_MS;
}

export function serializeCheckout(details: CheckoutDetails): string {
  const { personalDetails, paymentDetails } = details;
  return JSON.stringify({
    version: VERSION,
    ...details,
    personalDetails: { ...personalDetails, password: '', repeatPassword: '' },
    paymentDetails: { ...paymentDetails, paymentMethodAdditional: {} },
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Takes from a stored value only the known fields of the right type; anything else keeps its initial value. */
function pickKnown<T extends object>(initial: T, raw: unknown): T {
  if (!isObject(raw)) return initial;
  const base = initial as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    if (typeof raw[key] === typeof value && !isObject(value)) out[key] = raw[key];
  }
  return out as unknown as T;
}

/** The stored checkout, or null when there is none or it is not one. */
export function parseCheckout(text: string | null, defaultCountry: string): CheckoutDetails | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw) || raw.version !== VERSION) return null;
  const initial = initialCheckout(defaultCountry);
  const completed = Array.isArray(raw.completed) ? raw.completed.filter((s): s is CheckoutStep => CHECKOUT_STEPS.includes(s as CheckoutStep)) : [];
  return {
    personalDetails: { ...pickKnown(initial.personalDetails, raw.personalDetails), password: '', repeatPassword: '' },
    shippingDetails: pickKnown(initial.shippingDetails, raw.shippingDetails),
    paymentDetails: { ...pickKnown(initial.paymentDetails, raw.paymentDetails), paymentMethodAdditional: {} },
    isSameAddress: typeof raw.isSameAddress === 'boolean' ? raw.isSameAddress : true,
    termsAccepted: false,
    completed,
    modifiedAt: typeof raw.modifiedAt === 'number' ? raw.modifiedAt : null,
  };
}
