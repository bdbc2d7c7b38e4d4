// The bank account a prepaying shopper transfers to (thank-you page, confirmation mail) must be a well-formed IBAN:
// a transfer to an IBAN whose check digits are wrong is refused by the shopper's bank.
import { describe, expect, it } from 'vitest';
import { hasValidIbanCheckDigits } from '../../../shared/checkout/payment-forms.js';
import { PREPAYMENT_ACCOUNT } from '../../../shared/checkout/prepayment.js';

describe('IBAN check digits (ISO 13616, mod 97)', () => {
  it('accepts well-formed IBANs with or without spaces', () => {
    expect(hasValidIbanCheckDigits('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(hasValidIbanCheckDigits('GB82WEST12345698765432')).toBe(true);
  });

  it('refuses a changed digit, letters in the wrong place and short input', () => {
    expect(hasValidIbanCheckDigits('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(hasValidIbanCheckDigits('DEXX 3704 0044 0532 0130 00')).toBe(false);
    expect(hasValidIbanCheckDigits('DE89')).toBe(false);
  });
});

describe('the prepayment account', () => {
  it('is an IBAN a bank accepts', () => {
    expect(hasValidIbanCheckDigits(PREPAYMENT_ACCOUNT.iban)).toBe(true);
  });
});
