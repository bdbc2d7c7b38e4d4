// Validation of the checkout steps (spec 02 §5): names at least 2 letters, valid e-mail and phone, password at least
// 8 characters with upper case, lower case and a special character (or 3 of 4 classes), passwords identical, tax ID
// and zip code at least 3 characters, required fields, terms accepted. Messages are i18n keys (English text).
import { NAME_MIN_LENGTH, ZIP_MIN_LENGTH, isValidPhone } from '../commerce/address.js';
import { isValidEmail } from '../commerce/email.js';
import { PASSWORD_MIN_LENGTH, isPasswordStrong } from '../commerce/password.js';
import type { AddressDetails, CheckoutDetails, CheckoutStep, PersonalDetails } from './checkout-types.js';
import { paymentFormProblems } from './payment-forms.js';

export interface FieldError {
  /** The English text, the i18n key. */
  message: string;
  params?: Record<string, string | number>;
}

export type FieldErrors = Record<string, FieldError>;

export const TAX_ID_MIN_LENGTH = 3;

export const MESSAGES = {
  required: 'This field is required',
  tooShort: 'Please enter at least {min} characters',
  email: 'Please enter a valid e-mail address',
  phone: 'Please enter a valid phone number',
  password: 'The password needs at least {min} characters with upper case, lower case and a special character (or 3 of the 4 kinds: upper, lower, digit, special)',
  passwordsDiffer: 'The passwords are not identical',
  terms: 'Please accept the terms and conditions',
  shippingMethod: 'Please choose a shipping method',
  paymentMethod: 'Please choose a payment method',
} as const;

const trimmed = (value: string): string => value.trim();

function minLength(value: string, min: number): FieldError | null {
  if (trimmed(value) === '') return { message: MESSAGES.required };
  return trimmed(value).length < min ? { message: MESSAGES.tooShort, params: { min } } : null;
}

function put(errors: FieldErrors, field: string, error: FieldError | null): void {
  if (error) errors[field] = error;
}

/** Step 1: names, e-mail and, with "create an account", a strong password entered twice. */
export function validatePersonalDetails(details: PersonalDetails): FieldErrors {
  const errors: FieldErrors = {};
  put(errors, 'firstName', minLength(details.firstName, NAME_MIN_LENGTH));
  put(errors, 'lastName', minLength(details.lastName, NAME_MIN_LENGTH));
  if (trimmed(details.emailAddress) === '') errors.emailAddress = { message: MESSAGES.required };
  else if (!isValidEmail(details.emailAddress)) errors.emailAddress = { message: MESSAGES.email };
  if (details.createAccount) {
    if (details.password === '') errors.password = { message: MESSAGES.required };
    else if (!isPasswordStrong(details.password)) errors.password = { message: MESSAGES.password, params: { min: PASSWORD_MIN_LENGTH } };
    if (details.repeatPassword === '') errors.repeatPassword = { message: MESSAGES.required };
    else if (details.repeatPassword !== details.password) errors.repeatPassword = { message: MESSAGES.passwordsDiffer };
  }
  return errors;
}

/** An address of the shipping or payment step; the phone is optional but must be valid when given. */
export function validateAddress(address: AddressDetails): FieldErrors {
  const errors: FieldErrors = {};
  put(errors, 'firstName', minLength(address.firstName, NAME_MIN_LENGTH));
  put(errors, 'lastName', minLength(address.lastName, NAME_MIN_LENGTH));
  if (trimmed(address.streetAddress) === '') errors.streetAddress = { message: MESSAGES.required };
  if (trimmed(address.apartmentNumber) === '') errors.apartmentNumber = { message: MESSAGES.required };
  put(errors, 'zipCode', minLength(address.zipCode, ZIP_MIN_LENGTH));
  if (trimmed(address.city) === '') errors.city = { message: MESSAGES.required };
  if (!/^[A-Z]{2}$/.test(address.country)) errors.country = { message: MESSAGES.required };
  if (trimmed(address.phoneNumber) !== '' && !isValidPhone(trimmed(address.phoneNumber))) errors.phoneNumber = { message: MESSAGES.phone };
  return errors;
}

/** Step 2: the shipping address and a shipping method. */
export function validateShippingDetails(details: CheckoutDetails['shippingDetails']): FieldErrors {
  const errors = validateAddress(details);
  if (!details.shippingMethod || !details.shippingCarrier) errors.shippingMethod = { message: MESSAGES.shippingMethod };
  return errors;
}

/** Step 3: the billing address (unless the same as shipping), the optional tax ID, the method and its form. */
export function validatePaymentDetails(details: CheckoutDetails['paymentDetails'], isSameAddress: boolean): FieldErrors {
  const errors: FieldErrors = isSameAddress ? {} : validateAddress(details);
  if (trimmed(details.taxId) !== '' && trimmed(details.taxId).length < TAX_ID_MIN_LENGTH) errors.taxId = { message: MESSAGES.tooShort, params: { min: TAX_ID_MIN_LENGTH } };
  if (!details.paymentMethod) errors.paymentMethod = { message: MESSAGES.paymentMethod };
  else Object.assign(errors, paymentFormProblems(details.paymentMethod, details.paymentMethodAdditional));
  return errors;
}

/** Step 4: the terms and conditions must be accepted. */
export function validateReview(details: Pick<CheckoutDetails, 'termsAccepted'>): FieldErrors {
  return details.termsAccepted ? {} : { termsAccepted: { message: MESSAGES.terms } };
}

export function validateStep(step: CheckoutStep, details: CheckoutDetails): FieldErrors {
  switch (step) {
    case 'personal':
      return validatePersonalDetails(details.personalDetails);
    case 'shipping':
      return validateShippingDetails(details.shippingDetails);
    case 'payment':
      return validatePaymentDetails(details.paymentDetails, details.isSameAddress);
    case 'review':
      return validateReview(details);
  }
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
