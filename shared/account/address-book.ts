// The account's shipping address book: the list is saved whole through POST /api/user/me (spec 02 §3: addresses
// are modifiable). Exactly one address is the default shipping address whenever the book is not empty.
import type { CustomerAddress } from './session-rules.js';
import type { AddressForm } from './account-forms.js';
import { EU_COUNTRIES } from '../commerce/eu-countries.js';

/**
 * The countries an address can be in: the one delivery list, checkout's 27 EU member states (issue 12 item 10: the
 * address book offered 12 countries including Switzerland, where the shop does not deliver).
 */
export const SHIPPING_COUNTRIES: readonly string[] = [...EU_COUNTRIES];

function withOneDefault(list: CustomerAddress[], preferred: number): CustomerAddress[] {
  if (list.length === 0) return list;
  const index = preferred >= 0 && preferred < list.length ? preferred : 0;
  return list.map((a, i) => ({ ...a, default_shipping: i === index }));
}

const defaultIndex = (list: CustomerAddress[]) => list.findIndex((a) => a.default_shipping === true);

/** Adds (index null) or replaces an address; a new first address becomes the default. */
export function saveAddress(list: CustomerAddress[], index: number | null, address: CustomerAddress, makeDefault: boolean): CustomerAddress[] {
  const next = index === null ? [...list, address] : list.map((a, i) => (i === index ? { ...address, id: a.id } : a));
  const target = index ?? next.length - 1;
  return withOneDefault(next, makeDefault ? target : defaultIndex(list));
}

/** Removes an address; when it was the default, the first remaining one takes over. */
export function deleteAddress(list: CustomerAddress[], index: number): CustomerAddress[] {
  const wasDefault = list[index]?.default_shipping === true;
  const next = list.filter((_, i) => i !== index);
  const kept = defaultIndex(next);
  return withOneDefault(next, wasDefault || kept < 0 ? 0 : kept);
}

export function setDefaultAddress(list: CustomerAddress[], index: number): CustomerAddress[] {
  return withOneDefault(list, index);
}

export function addressFromForm(form: AddressForm): CustomerAddress {
  return {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    street: [form.street.trim(), form.houseNumber.trim()],
    city: form.city.trim(),
    postcode: form.postcode.trim(),
    country_id: form.country_id,
  };
}

export function formFromAddress(address: CustomerAddress | null, fallbackName: { firstname: string; lastname: string }): AddressForm {
  return {
    firstname: address?.firstname ?? fallbackName.firstname,
    lastname: address?.lastname ?? fallbackName.lastname,
    street: address?.street?.[0] ?? '',
    houseNumber: address?.street?.[1] ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    country_id: address?.country_id ?? 'DE',
  };
}
