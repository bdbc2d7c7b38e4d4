// Form rules of the login, sign-up, password and address forms (spec 02 §5): each returns the message to show per
// field (the English text is the i18n key), empty when the form may be sent.
import { isValidName } from '../commerce/address.js';
import { isValidPostcode } from '../commerce/postcodes.js';
import { isValidEmail } from '../commerce/email.js';
import { isPasswordStrong } from '../commerce/password.js';

export const MSG_REQUIRED = 'Field is required.';
export const MSG_EMAIL = 'Please provide a valid e-mail address.';
export const MSG_NAME = 'Name must have at least 2 letters.';
export const MSG_PASSWORD =
  'The password needs at least 8 characters with upper case, lower case and a special character (or 3 of: upper case, lower case, digit, special character).';
export const MSG_REPEAT = 'Passwords must be identical.';
export const MSG_ZIP = 'Please enter a valid zip code for this country.';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const blank = (v: string) => v.trim() === '';

function emailError(email: string): string | undefined {
  if (blank(email)) return MSG_REQUIRED;
  return isValidEmail(email.trim()) ? undefined : MSG_EMAIL;
}

function nameError(name: string): string | undefined {
  if (blank(name)) return MSG_REQUIRED;
  return isValidName(name) ? undefined : MSG_NAME;
}

function passwordErrors(password: string, repeat: string): FieldErrors<'password' | 'repeatPassword'> {
  const errors: FieldErrors<'password' | 'repeatPassword'> = {};
  if (password === '') errors.password = MSG_REQUIRED;
  else if (!isPasswordStrong(password)) errors.password = MSG_PASSWORD;
  if (repeat === '') errors.repeatPassword = MSG_REQUIRED;
  else if (repeat !== password) errors.repeatPassword = MSG_REPEAT;
  return errors;
}

function compact<F extends string>(errors: Partial<Record<F, string | undefined>>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<F>;
}

export function validateLogin(form: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return compact({ email: emailError(form.email), password: form.password === '' ? MSG_REQUIRED : undefined });
}

export type SignUpForm = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  repeatPassword: string;
};

export function validateSignUp(form: SignUpForm): FieldErrors<keyof SignUpForm> {
  return compact({
    firstname: nameError(form.firstname),
    lastname: nameError(form.lastname),
    email: emailError(form.email),
    ...passwordErrors(form.password, form.repeatPassword),
  });
}

export function validateEmailOnly(form: { email: string }): FieldErrors<'email'> {
  return compact({ email: emailError(form.email) });
}

/** A new password with its repeat (reset page, password change). */
export function validateNewPassword(form: { password: string; repeatPassword: string }): FieldErrors<'password' | 'repeatPassword'> {
  return passwordErrors(form.password, form.repeatPassword);
}

export function validateProfile(form: { firstname: string; lastname: string; email: string }): FieldErrors<'firstname' | 'lastname' | 'email'> {
  return compact({ firstname: nameError(form.firstname), lastname: nameError(form.lastname), email: emailError(form.email) });
}

/** Whether the profile form names another address than the account's (case and surrounding spaces do not count). */
export function isEmailChange(email: string, currentEmail: string): boolean {
  return email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

/** The profile form: a new e-mail address also needs the current password (issue #13 item 3). */
export function validateProfileChange(
  form: { firstname: string; lastname: string; email: string; currentPassword: string },
  currentEmail: string,
): FieldErrors<'firstname' | 'lastname' | 'email' | 'currentPassword'> {
  const needsPassword = isEmailChange(form.email, currentEmail) && form.currentPassword === '';
  return { ...validateProfile(form), ...(needsPassword ? { currentPassword: MSG_REQUIRED } : {}) };
}

export type AddressForm = {
  firstname: string;
  lastname: string;
  street: string;
  houseNumber: string;
  city: string;
  postcode: string;
  country_id: string;
};

export function validateAddress(form: AddressForm): FieldErrors<keyof AddressForm> {
  return compact({
    firstname: nameError(form.firstname),
    lastname: nameError(form.lastname),
    street: blank(form.street) ? MSG_REQUIRED : undefined,
    city: blank(form.city) ? MSG_REQUIRED : undefined,
    postcode: blank(form.postcode) ? MSG_REQUIRED : isValidPostcode(form.postcode, form.country_id) ? undefined : MSG_ZIP,
    country_id: /^[A-Z]{2}$/.test(form.country_id) ? undefined : MSG_REQUIRED,
  });
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
