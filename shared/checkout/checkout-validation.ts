// Validation of the checkout steps (spec 02 §5): names at least 2 letters, valid e-mail and phone, password at least
// 8 characters with upper case, lower case and a special character (or 3 of 4 classes), passwords identical, VAT ID
// at least 3 characters, zip code in its country's format, required fields, terms accepted; no field longer than the
// commerce API stores (so the last step never fails on a length). Messages are i18n keys (English text).
import { ADDRESS_MAX_LENGTH, NAME_MIN_LENGTH, isValidName, isValidPhone } from '../commerce/address.js';
import { isValidPostcode, postcodeExample } from '../commerce/postcodes.js';
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
  tooLong: 'Please enter at most {max} characters',
  name: 'Please enter a name with at least {min} letters',
  postcode: 'Please enter a valid zip code for this country, e.g. {example}',
  postcodeAny: 'Please enter a valid zip code for this country',
  email: 'Please enter a valid e-mail address',
  phone: 'Please enter a valid phone number',
  password: 'The password needs at least {min} characters with upper case, lower case and a special character (or 3 of the 4 kinds: upper, lower, digit, special)',
  passwordsDiffer: 'The passwords are not identical',
  terms: 'Please accept the terms and conditions',
  shippingMethod: 'Please choose a shipping method',
  paymentMethod: 'Please choose a payment method',
} as const;

const trimmed = (value: string): string => value.trim();

const tooLong = (value: string, max: number): FieldError | null => (trimmed(value).length > max ? { message: MESSAGES.tooLong, params: { max } } : null);

function nameError(value: string): FieldError | null {
  if (trimmed(value) === '') return { message: MESSAGES.required };
  return tooLong(value, ADDRESS_MAX_LENGTH.name) ?? (isValidName(value) ? null : { message: MESSAGES.name, params: { min: NAME_MIN_LENGTH } });
}

function required(value: string, max: number): FieldError | null {
  return trimmed(value) === '' ? { message: MESSAGES.required } : tooLong(value, max);
}

function postcodeError(postcode: string, country: string): FieldError | null {
  if (trimmed(postcode) === '') return { message: MESSAGES.required };
  if (isValidPostcode(postcode, country)) return null;
  const example = postcodeExample(country);
  return example ? { message: MESSAGES.postcode, params: { example } } : { message: MESSAGES.postcodeAny };
}

function put(errors: FieldErrors, field: string, error: FieldError | null): void {
  if (error) errors[field] = error;
}

/** Step 1: names, e-mail and, with "create an account", a strong password entered twice. */
export function validatePersonalDetails(details: PersonalDetails): FieldErrors {
  const errors: FieldErrors = {};
  put(errors, 'firstName', nameError(details.firstName));
  put(errors, 'lastName', nameError(details.lastName));
  if (trimmed(details.emailAddress) === '') errors.emailAddress = { message: MESSAGES.required };
  else if (trimmed(details.emailAddress).length > ADDRESS_MAX_LENGTH.email) errors.emailAddress = { message: MESSAGES.tooLong, params: { max: ADDRESS_MAX_LENGTH.email } };
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
  put(errors, 'firstName', nameError(address.firstName));
  put(errors, 'lastName', nameError(address.lastName));
  put(errors, 'company', tooLong(address.company, ADDRESS_MAX_LENGTH.company));
  put(errors, 'streetAddress', required(address.streetAddress, ADDRESS_MAX_LENGTH.street));
  put(errors, 'apartmentNumber', required(address.apartmentNumber, ADDRESS_MAX_LENGTH.houseNumber));
  put(errors, 'zipCode', postcodeError(address.zipCode, address.country));
  put(errors, 'city', required(address.city, ADDRESS_MAX_LENGTH.city));
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
  put(errors, 'taxId', tooLong(details.taxId, ADDRESS_MAX_LENGTH.vatId));
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
