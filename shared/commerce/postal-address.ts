// How the shop writes a stored postal address for people (confirmation mail, order pages): the checkout and the
// address book store the street and the house number as two parts of `street` ([street, house number]), which belong
// on one line ("Lichtentaler Allee 8"); the country is named in the reader's language ("Deutschland"), never as its
// ISO code.

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The street parts on one line, empty parts left out. */
export function streetLine(street: unknown): string {
  const parts = Array.isArray(street) ? street.map(text) : [text(street)];
  return parts.filter(Boolean).join(' ');
}

/** The country's name in the locale's language; the code itself when there is no name for it. */
export function countryName(code: string, locale: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code.trim();
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** Name, company, street with house number, postcode and city, country: one line each, empty parts left out. */
export function postalAddressLines(address: Record<string, unknown>, locale: string): string[] {
  const country = text(address.country_id ?? address.countryId);
  return [
    [text(address.firstname), text(address.lastname)].filter(Boolean).join(' '),
    text(address.company),
    streetLine(address.street),
    [text(address.postcode), text(address.city)].filter(Boolean).join(' '),
    country ? countryName(country, locale) : '',
  ].filter(Boolean);
}
