import { describe, expect, it } from 'vitest';
import { countryName, postalAddressLines, streetLine } from '../../../shared/commerce/postal-address.js';

describe('postal address as people read it (issue 12 §9)', () => {
  it('puts street and house number on one line', () => {
    expect(streetLine(['Lichtentaler Allee', '8'])).toBe('Lichtentaler Allee 8');
    expect(streetLine(['Hauptstraße 1', ''])).toBe('Hauptstraße 1');
    expect(streetLine('Via Roma 5')).toBe('Via Roma 5');
    expect(streetLine(undefined)).toBe('');
  });

  it('names the country in the reader’s language, never as its code', () => {
    expect(countryName('DE', 'en-US')).toBe('Germany');
    expect(countryName('de', 'de-DE')).toBe('Deutschland');
    expect(countryName('AT', 'it-IT')).toBe('Austria');
    expect(countryName('XX', 'de-DE')).toBe('XX');
    expect(countryName('', 'de-DE')).toBe('');
  });

  it('writes name, company, street, postcode and city, country on their own lines, leaving out empty parts', () => {
    const address = { firstname: 'Anna', lastname: 'Kranich', company: '', street: ['Lichtentaler Allee', '8'], postcode: '76530', city: 'Baden-Baden', country_id: 'DE' };
    expect(postalAddressLines(address, 'de-DE')).toEqual(['Anna Kranich', 'Lichtentaler Allee 8', '76530 Baden-Baden', 'Deutschland']);
    expect(postalAddressLines({ ...address, company: 'Kranich GmbH', country_id: undefined, countryId: 'IT' }, 'en-US')).toEqual(['Anna Kranich', 'Kranich GmbH', 'Lichtentaler Allee 8', '76530 Baden-Baden', 'Italy']);
  });
});
