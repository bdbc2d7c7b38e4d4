import { describe, expect, it } from 'vitest';
import { findInvalidAddressField, isValidPhone } from '../../../shared/commerce/address.js';

const good = { firstname: 'Anna', lastname: 'Kranich', street: ['Hauptstraße 1'], city: 'Berlin', postcode: '10115', country_id: 'DE' };

describe('address rules (spec 02 §5: names ≥ 2 letters, zip ≥ 3, required fields, valid e-mail and phone)', () => {
  it('accepts a complete address', () => expect(findInvalidAddressField(good, { requireEmail: false })).toBeNull());

  it('names the first field that breaks a rule', () => {
    expect(findInvalidAddressField({ ...good, firstname: 'A' }, { requireEmail: false })).toBe('firstname');
    expect(findInvalidAddressField({ ...good, lastname: ' ' }, { requireEmail: false })).toBe('lastname');
    expect(findInvalidAddressField({ ...good, street: ['', ''] }, { requireEmail: false })).toBe('street');
    expect(findInvalidAddressField({ ...good, postcode: '12' }, { requireEmail: false })).toBe('postcode');
    expect(findInvalidAddressField({ ...good, country_id: 'Germany' }, { requireEmail: false })).toBe('country_id');
    expect(findInvalidAddressField({ ...good, email: 'nope' }, { requireEmail: true })).toBe('email');
    expect(findInvalidAddressField({ ...good, telephone: 'call me' }, { requireEmail: false })).toBe('telephone');
  });

  it('takes countryId as well as country_id', () => {
    const { country_id: _, ...rest } = good;
    expect(findInvalidAddressField({ ...rest, countryId: 'AT', postcode: '1010' }, { requireEmail: false })).toBeNull();
    expect(findInvalidAddressField({ ...rest, countryId: 'AT' }, { requireEmail: false })).toBe('postcode');
  });

  it('checks phone numbers', () => {
    expect(isValidPhone('+49 (30) 123-456')).toBe(true);
    expect(isValidPhone('12')).toBe(false);
  });
});
