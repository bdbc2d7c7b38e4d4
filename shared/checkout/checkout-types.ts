// The checkout state of spec 02 §3 ("Checkout state"): personal details, shipping details, payment details, the
// same-address flag and modifiedAt. The password and the payment method's own data (card, IBAN) are never stored.

export type CheckoutStep = 'personal' | 'shipping' | 'payment' | 'review';

/** The steps in order; analytics numbers them 1–4 (spec 02 §4 "Analytics steps"). */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['personal', 'shipping', 'payment', 'review'];

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** Only in memory: dropped after the order and never written to local storage. */
  password: string;
  /** The repeated password of the "create an account" option. */
  repeatPassword: string;
  createAccount: boolean;
}

export interface AddressDetails {
  gender: string;
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  /** Spec 02 §9: default shipping state CA (kept as the model says; not asked for in the EU). */
  state: string;
  region_id: number;
  zipCode: string;
  phoneNumber: string;
}

export interface ShippingDetails extends AddressDetails {
  shippingMethod: string;
  shippingCarrier: string;
  dob: string;
}

export interface PaymentDetails extends AddressDetails {
  taxId: string;
  paymentMethod: string;
  /** The method form's data (SEPA, cardholder …); in memory only. */
  paymentMethodAdditional: Record<string, string>;
}

export interface CheckoutDetails {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  isSameAddress: boolean;
  termsAccepted: boolean;
  /** Steps the shopper has completed (each stays editable). */
  completed: CheckoutStep[];
  /** Last change, ms since the epoch; null before the first. */
  modifiedAt: number | null;
}

/** Spec 02 §9: default shipping state CA. */
export const DEFAULT_STATE = 'CA';

export function emptyAddress(country: string): AddressDetails {
  return { gender: '', firstName: '', lastName: '', company: '', country, streetAddress: '', apartmentNumber: '', city: '', state: DEFAULT_STATE, region_id: 0, zipCode: '', phoneNumber: '' };
}

export function initialCheckout(country: string): CheckoutDetails {
  return {
    personalDetails: { firstName: '', lastName: '', emailAddress: '', password: '', repeatPassword: '', createAccount: false },
    shippingDetails: { ...emptyAddress(country), shippingMethod: '', shippingCarrier: '', dob: '' },
    paymentDetails: { ...emptyAddress(country), taxId: '', paymentMethod: '', paymentMethodAdditional: {} },
    isSameAddress: true,
    termsAccepted: false,
    completed: [],
    modifiedAt: null,
  };
}
