// Postcodes by country (the shop delivers to the EU; Switzerland is a billing country of SEPA): the one rule for the
// checkout's fields, the address book and the commerce API. A country without a pattern here keeps the general rule
// (3 to 20 characters, spec 02 §5).
export const POSTCODE_MIN_LENGTH = 3;
export const POSTCODE_MAX_LENGTH = 20;

const FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  BG: { pattern: /^\d{4}$/, example: '1000' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  CY: { pattern: /^\d{4}$/, example: '1010' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  EE: { pattern: /^\d{5}$/, example: '10111' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  GR: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' },
  HR: { pattern: /^\d{5}$/, example: '10000' },
  HU: { pattern: /^\d{4}$/, example: '1051' },
  IE: { pattern: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, example: 'D02 X285' },
  IT: { pattern: /^\d{5}$/, example: '00118' },
  LT: { pattern: /^(LT-?)?\d{5}$/i, example: 'LT-01100' },
  LU: { pattern: /^(L-?)?\d{4}$/i, example: '1111' },
  LV: { pattern: /^(LV-?)?\d{4}$/i, example: 'LV-1050' },
  MT: { pattern: /^[A-Z]{3} ?\d{4}$/i, example: 'VLT 1117' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  RO: { pattern: /^\d{6}$/, example: '010011' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  SI: { pattern: /^\d{4}$/, example: '1000' },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
};

/** Whether a postcode fits its country (ISO alpha-2); surrounding spaces do not count. */
export function isValidPostcode(postcode: string, countryId: string): boolean {
  const value = postcode.trim();
  if (value.length < POSTCODE_MIN_LENGTH || value.length > POSTCODE_MAX_LENGTH) return false;
  const format = FORMATS[countryId.trim().toUpperCase()];
  return format ? format.pattern.test(value) : true;
}

/** A postcode of the country as the message shows it ("e.g. 1010"); null where there is no format. */
export function postcodeExample(countryId: string): string | null {
  return FORMATS[countryId.trim().toUpperCase()]?.example ?? null;
}
