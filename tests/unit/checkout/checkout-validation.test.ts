import { describe, expect, it } from 'vitest';
import { initialCheckout, type CheckoutDetails } from '../../../shared/checkout/checkout-types.js';
import { MESSAGES, validateAddress, validatePaymentDetails, validatePersonalDetails, validateReview, validateShippingDetails } from '../../../shared/checkout/checkout-validation.js';

const personal = { firstName: 'Anna', lastName: 'Kranich', emailAddress: 'anna@example.com', password: '', repeatPassword: '', createAccount: false };
const address = { ...initialCheckout('DE').shippingDetails, firstName: 'Anna', lastName: 'Kranich', streetAddress: 'Lichtentaler Allee', apartmentNumber: '8', zipCode: '76530', city: 'Baden-Baden' };

describe('personal details (spec 02 §5: names ≥ 2 letters, valid e-mail, password rule, passwords identical)', () => {
  it('accepts a complete guest', () => expect(validatePersonalDetails(personal)).toEqual({}));

  it('asks for names of at least 2 letters and a valid e-mail', () => {
    const errors = validatePersonalDetails({ ...personal, firstName: 'A', lastName: ' ', emailAddress: 'anna@' });
    expect(errors.firstName).toEqual({ message: MESSAGES.name, params: { min: 2 } });
    expect(errors.lastName).toEqual({ message: MESSAGES.required });
    expect(errors.emailAddress).toEqual({ message: MESSAGES.email });
  });

  it('with "create an account" needs a strong password (upper, lower, special or 3 of 4 classes) entered twice', () => {
    const base = { ...personal, createAccount: true };
    expect(validatePersonalDetails({ ...base, password: 'short1!', repeatPassword: 'short1!' }).password?.message).toBe(MESSAGES.password);
    expect(validatePersonalDetails({ ...base, password: 'alllowercase', repeatPassword: 'alllowercase' }).password?.message).toBe(MESSAGES.password);
    expect(validatePersonalDetails({ ...base, password: 'Kranich-Schuh', repeatPassword: 'Kranich-Schuh' })).toEqual({});
    expect(validatePersonalDetails({ ...base, password: 'Kranich2026', repeatPassword: 'Kranich2026' })).toEqual({});
    expect(validatePersonalDetails({ ...base, password: 'Kranich2026', repeatPassword: 'Kranich2027' }).repeatPassword?.message).toBe(MESSAGES.passwordsDiffer);
  });

  it('ignores the password fields for a guest', () => expect(validatePersonalDetails({ ...personal, password: 'x' })).toEqual({}));
});

describe('form limits: the API’s lengths and each country’s postcode, as messages on the field', () => {
  it('refuses what the API would refuse on the last step, naming the field', () => {
    expect(validatePaymentDetails({ ...initialCheckout('DE').paymentDetails, taxId: 'D'.repeat(41), paymentMethod: 'banktransfer' }, true).taxId).toEqual({ message: MESSAGES.tooLong, params: { max: 40 } });
    expect(validateAddress({ ...address, firstName: 'A'.repeat(256) }).firstName).toEqual({ message: MESSAGES.tooLong, params: { max: 255 } });
    expect(validateAddress({ ...address, city: 'B'.repeat(256) }).city).toEqual({ message: MESSAGES.tooLong, params: { max: 255 } });
  });

  it('checks the postcode against the country', () => {
    expect(validateAddress({ ...address, country: 'AT', zipCode: '76530' }).zipCode).toEqual({ message: MESSAGES.postcode, params: { example: '1010' } });
    expect(validateAddress({ ...address, country: 'AT', zipCode: '1010' }).zipCode).toBeUndefined();
    expect(validateAddress({ ...address, country: 'IT', zipCode: '0011' }).zipCode?.message).toBe(MESSAGES.postcode);
  });

  it('does not take emoji for a name', () => {
    expect(validateAddress({ ...address, lastName: '😀😀😀' }).lastName).toEqual({ message: MESSAGES.name, params: { min: 2 } });
  });
});

describe('addresses (spec 02 §5: zip code ≥ 3, required fields, valid phone)', () => {
  it('accepts a complete address with or without a phone', () => {
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({ ...address, phoneNumber: '+49 7221 123456' })).toEqual({});
  });

  it('names every field that breaks a rule', () => {
    const errors = validateAddress({ ...address, streetAddress: '', apartmentNumber: '', zipCode: '76', city: '', country: '', phoneNumber: 'call me' });
    expect(Object.keys(errors).sort()).toEqual(['apartmentNumber', 'city', 'country', 'phoneNumber', 'streetAddress', 'zipCode']);
    expect(errors.zipCode).toEqual({ message: MESSAGES.postcodeAny });
    expect(errors.phoneNumber.message).toBe(MESSAGES.phone);
  });

  it('shipping needs a shipping method', () => {
    expect(validateShippingDetails({ ...address, shippingMethod: '', shippingCarrier: '' }).shippingMethod?.message).toBe(MESSAGES.shippingMethod);
    expect(validateShippingDetails({ ...address, shippingMethod: 'gogreen', shippingCarrier: 'dhl' })).toEqual({});
  });
});

describe('payment step (spec 02 §5: tax ID ≥ 3, required fields) and review (terms accepted)', () => {
  const payment: CheckoutDetails['paymentDetails'] = { ...initialCheckout('DE').paymentDetails, paymentMethod: 'banktransfer' };

  it('needs no billing address while it is the shipping address', () => expect(validatePaymentDetails(payment, true)).toEqual({}));

  it('checks the billing address when it differs', () => expect(Object.keys(validatePaymentDetails(payment, false))).toContain('firstName'));

  it('asks for a method and a tax ID of at least 3 characters when one is given', () => {
    const errors = validatePaymentDetails({ ...payment, paymentMethod: '', taxId: 'DE' }, true);
    expect(errors.paymentMethod.message).toBe(MESSAGES.paymentMethod);
    expect(errors.taxId).toEqual({ message: MESSAGES.tooShort, params: { min: 3 } });
  });

  it('the terms and conditions must be accepted', () => {
    expect(validateReview({ termsAccepted: false }).termsAccepted.message).toBe(MESSAGES.terms);
    expect(validateReview({ termsAccepted: true })).toEqual({});
  });
});

describe('final button wording (issue 6): the order button in the store language', () => {
  it('reads Zahlungspflichtig bestellen in German and Ordine con obbligo di pagamento in Italian', async () => {
    const { getTranslator } = await import('../../../shared/i18n/index.js');
    expect(getTranslator('en')('Order with obligation to pay')).toBe('Order with obligation to pay');
    expect(getTranslator('de')('Order with obligation to pay')).toBe('Zahlungspflichtig bestellen');
    expect(getTranslator('it')('Order with obligation to pay')).toBe('Ordine con obbligo di pagamento');
  });
});
