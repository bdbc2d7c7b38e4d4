import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX_LENGTH, findInvalidAddressField, isValidName } from '../../../shared/commerce/address.js';
import { isValidPostcode, postcodeExample } from '../../../shared/commerce/postcodes.js';

describe('postcodes by country', () => {
  it('takes each country’s format', () => {
    expect(isValidPostcode('10115', 'DE')).toBe(true);
    expect(isValidPostcode('1010', 'DE')).toBe(false);
    expect(isValidPostcode('1010', 'AT')).toBe(true);
    expect(isValidPostcode('10115', 'AT')).toBe(false);
    expect(isValidPostcode('00118', 'IT')).toBe(true);
    expect(isValidPostcode('8001', 'CH')).toBe(true);
    expect(isValidPostcode('75001', 'FR')).toBe(true);
    expect(isValidPostcode('7500', 'FR')).toBe(false);
    expect(isValidPostcode('1012 AB', 'NL')).toBe(true);
    expect(isValidPostcode('00-950', 'PL')).toBe(true);
    expect(isValidPostcode(' 10115 ', 'de')).toBe(true);
  });

  it('keeps the general rule (3 to 20 characters) for a country without a format', () => {
    expect(isValidPostcode('AB1', 'GB')).toBe(true);
    expect(isValidPostcode('AB', 'GB')).toBe(false);
    expect(isValidPostcode('x'.repeat(21), 'GB')).toBe(false);
  });

  it('gives an example for the message', () => {
    expect(postcodeExample('AT')).toBe('1010');
    expect(postcodeExample('GB')).toBeNull();
  });
});

describe('names and the API’s address rules', () => {
  it('needs two letters: emoji, digits or punctuation alone are not a name', () => {
    expect(isValidName('Al')).toBe(true);
    expect(isValidName('Łó')).toBe(true);
    expect(isValidName('李明')).toBe(true);
    expect(isValidName('😀😀')).toBe(false);
    expect(isValidName('A😀')).toBe(false);
    expect(isValidName('12')).toBe(false);
  });

  it('refuses a postcode that does not fit the address’s country', () => {
    const address = { firstname: 'Anna', lastname: 'Kranich', street: ['Kärntner Straße', '5'], city: 'Wien', postcode: '10115', country_id: 'AT' };
    expect(findInvalidAddressField(address, { requireEmail: false })).toBe('postcode');
    expect(findInvalidAddressField({ ...address, postcode: '1010' }, { requireEmail: false })).toBeNull();
  });

  it('states the limits the API stores', () => {
    expect(ADDRESS_MAX_LENGTH).toMatchObject({ name: 255, postcode: 20, vatId: 40 });
  });
});
