// Turns an address from a request into the stored form: only known fields are kept (whatever else the client
// sends is dropped), every rule of spec 02 §5 is checked and the failing field is named.
import { findInvalidAddressField, type AddressInput } from '../../../../shared/commerce/address.js';
import { invalidField } from '../commerce-error.js';

const STRING_FIELDS = ['firstname', 'lastname', 'company', 'city', 'postcode', 'country_id', 'region', 'region_code', 'telephone', 'vat_id', 'email', 'prefix', 'dob'] as const;

export type StoredAddress = Record<string, unknown> & { street: string[]; country_id: string };

export function sanitizeAddress(input: Record<string, unknown>): StoredAddress {
  const out: Record<string, unknown> = {};
  for (const key of STRING_FIELDS) if (typeof input[key] === 'string') out[key] = input[key];
  if (typeof input.countryId === 'string' && !out.country_id) out.country_id = input.countryId;
  if (typeof out.country_id === 'string') out.country_id = out.country_id.trim().toUpperCase();
  out.street = Array.isArray(input.street) ? input.street.filter((s) => typeof s === 'string') : typeof input.street === 'string' ? [input.street] : [];
  if (typeof input.region_id === 'number' || typeof input.region_id === 'string') out.region_id = input.region_id;
  if (typeof input.id === 'number') out.id = input.id;
  for (const flag of ['default_shipping', 'default_billing'] as const) if (typeof input[flag] === 'boolean') out[flag] = input[flag];
  return out as StoredAddress;
}

/** Sanitises and checks one address; a broken rule throws ERR_INVALID_ADDRESS (or ERR_VALIDATION) naming `${prefix}.${field}`. */
export function validAddress(input: Record<string, unknown>, prefix: string, opts: { requireEmail: boolean; orderAddress: boolean }): StoredAddress {
  const address = sanitizeAddress(input);
  const field = findInvalidAddressField(address as AddressInput, { requireEmail: opts.requireEmail });
  if (field) {
    const message = opts.orderAddress ? undefined : `${prefix}.${field} is missing or invalid`;
    throw invalidField(`${prefix}.${field}`, message ?? `The address is invalid (${prefix}.${field}), so the order was canceled. Please contact us by e-mail.`, opts.orderAddress ? 'ERR_INVALID_ADDRESS' : 'ERR_VALIDATION');
  }
  return address;
}
