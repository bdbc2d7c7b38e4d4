// The customer's gender as the commerce API keeps it (spec 02 §3: a modifiable profile field), in Magento's codes so
// that the vue-storefront-shaped API stays compatible: 0 = never answered, 1 = male, 2 = female, 3 = not specified.

export const GENDER_UNSET = 0;
export const GENDER_MIN = 0;
export const GENDER_MAX = 3;

/** The choices the profile form offers, in order; "Please choose" only while the customer never answered. */
export const GENDER_CHOICES: readonly { code: number; label: string }[] = [
  { code: 2, label: 'Female' },
  { code: 1, label: 'Male' },
  { code: 3, label: 'Not specified' },
];

/** JSON Schema of the field for the edge and the backend: an integer 0–3, or null (never answered). */
export const GENDER_SCHEMA = { anyOf: [{ type: 'integer', minimum: GENDER_MIN, maximum: GENDER_MAX }, { type: 'null' }] } as const;

export function isGenderCode(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= GENDER_MIN && (value as number) <= GENDER_MAX;
}

/** The stored value as a form value ("0" for never answered, null or anything unknown). */
export function genderFormValue(gender: number | null | undefined): string {
  return String(isGenderCode(gender) ? gender : GENDER_UNSET);
}
