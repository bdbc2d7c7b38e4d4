import { describe, expect, it } from 'vitest';
import { GENDER_CHOICES, genderFormValue, isGenderCode } from '../../../shared/account/gender.js';
import { accountTexts } from '../../../shared/i18n/account.js';

describe('gender of the profile (issue 12 item 10)', () => {
  it('accepts the codes 0-3 only', () => {
    expect([0, 1, 2, 3].every(isGenderCode)).toBe(true);
    expect([-1, 4, 1.5, '2', null, undefined].some(isGenderCode)).toBe(false);
  });

  it('shows a stored value in the form, "0" (never answered) for null or anything unknown', () => {
    expect(genderFormValue(2)).toBe('2');
    expect(genderFormValue(3)).toBe('3');
    expect(genderFormValue(null)).toBe('0');
    expect(genderFormValue(undefined)).toBe('0');
    expect(genderFormValue(9)).toBe('0');
  });

  it('offers female, male and not specified, each with a text in every store view', () => {
    expect(GENDER_CHOICES.map((c) => c.code)).toEqual([2, 1, 3]);
    for (const language of ['en', 'de', 'it'] as const) {
      for (const key of ['Gender', 'Please choose', ...GENDER_CHOICES.map((c) => c.label)]) expect(accountTexts[language][key], `${language}: ${key}`).toBeTruthy();
    }
  });
});
