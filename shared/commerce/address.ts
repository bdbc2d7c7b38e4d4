// Address rules of spec 02 §5: names at least 2 letters, zip code at least 3 and in its country's format, required
// fields, valid e-mail and phone; and the longest values the commerce API stores (its schemas and the forms use them).
import { isValidEmail } from './email.js';
import { POSTCODE_MAX_LENGTH, isValidPostcode } from './postcodes.js';

export interface AddressInput {
  firstname?: unknown;
  lastname?: unknown;
  street?: unknown;
  city?: unknown;
  postcode?: unknown;
  country_id?: unknown;
  countryId?: unknown;
  email?: unknown;
  telephone?: unknown;
}

export const NAME_MIN_LENGTH = 2;
export const ZIP_MIN_LENGTH = 3;

/** The longest value of each address field (characters): the API refuses longer ones, the forms stop typing there. */
export const ADDRESS_MAX_LENGTH = { name: 255, company: 255, street: 255, houseNumber: 255, city: 255, postcode: POSTCODE_MAX_LENGTH, telephone: 40, email: 254, vatId: 40 } as const;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A name has at least two letters (of any script): emoji, digits or punctuation alone are not a name. */
export function isValidName(value: unknown): boolean {
  return (text(value).match(/\p{L}/gu) ?? []).length >= NAME_MIN_LENGTH;
}

/** Spec 02 §5 "valid phone": digits with the usual separators, 5 to 20 digits. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s()/.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 20;
}

export function addressCountry(address: AddressInput): string {
  return text(address.country_id) || text(address.countryId);
}

/** The first field that breaks a rule, or null when the address is complete. */
export function findInvalidAddressField(address: AddressInput, opts: { requireEmail: boolean }): string | null {
  if (!isValidName(address.firstname)) return 'firstname';
  if (!isValidName(address.lastname)) return 'lastname';
  const street = Array.isArray(address.street) ? address.street.map(text).join(' ').trim() : text(address.street);
  if (!street) return 'street';
  if (!text(address.city)) return 'city';
  if (!/^[A-Za-z]{2}$/.test(addressCountry(address))) return 'country_id';
  if (text(address.postcode).length < ZIP_MIN_LENGTH || !isValidPostcode(text(address.postcode), addressCountry(address))) return 'postcode';
  if (opts.requireEmail && !isValidEmail(text(address.email))) return 'email';
  const phone = text(address.telephone);
  if (phone && !isValidPhone(phone)) return 'telephone';
  return null;
}
