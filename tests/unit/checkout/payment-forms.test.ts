import { describe, expect, it } from 'vitest';
import { cardProblems, isRedirectMethod, isSepaComplete, paymentFormKind, paymentFormProblems, sepaAccountProblem, sepaProblems } from '../../../shared/checkout/payment-forms.js';
import { paymentAdditional } from '../../../shared/checkout/order-request.js';

describe('SEPA form (spec 02 §5: complete only when IBAN and BIC are non-empty, IBAN 10–34, BIC 8–11)', () => {
  it('is complete with a valid IBAN and BIC, spaces and case ignored', () => {
    expect(isSepaComplete({ iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' })).toBe(true);
    expect(isSepaComplete({ iban: 'DE12345678', bic: 'COBADEFF' })).toBe(true);
  });

  it('is incomplete with an empty, short or long IBAN or BIC', () => {
    expect(isSepaComplete({ iban: '', bic: 'COBADEFFXXX' })).toBe(false);
    expect(isSepaComplete({ iban: 'DE1234567', bic: 'COBADEFFXXX' })).toBe(false);
    expect(isSepaComplete({ iban: 'D'.repeat(35), bic: 'COBADEFFXXX' })).toBe(false);
    expect(isSepaComplete({ iban: 'DE89370400440532013000', bic: 'COBADEF' })).toBe(false);
    expect(isSepaComplete({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXXX' })).toBe(false);
    expect(isSepaComplete({ iban: 'DE89370400440532013000' })).toBe(false);
  });

  it('shows the shopper a message naming the lengths (the spec shows none)', () => {
    const problems = sepaProblems({ iban: 'DE123', bic: 'X', bankcountry: 'DE' });
    expect(problems.iban).toEqual({ message: 'Please enter a valid IBAN ({min} to {max} letters and digits)', params: { min: 10, max: 34 } });
    expect(problems.bic.params).toEqual({ min: 8, max: 11 });
  });

  it('bank country DE, AT or CH; DE when none is chosen (spec 02 §9 default bank country DE)', () => {
    expect(sepaProblems({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' })).toEqual({});
    expect(sepaProblems({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankcountry: 'FR' }).bankcountry).toBeDefined();
    expect(paymentAdditional('payone_debit_payment', { iban: 'de89 3704', bic: 'cobadeff' })).toEqual({ iban: 'DE893704', bic: 'COBADEFF', bankcountry: 'DE' });
  });

  it('an IBAN needs valid check digits (mod 97), a bank in DE, AT or CH, and the bank country chosen must be its own', () => {
    const bic = 'COBADEFFXXX';
    expect(sepaProblems({ iban: 'DE89 3704 0044 0532 0130 01', bic, bankcountry: 'DE' }).iban).toEqual({ message: 'This IBAN is not valid. Please check it.' });
    expect(sepaProblems({ iban: 'FR7630006000011234567890189', bic, bankcountry: 'DE' }).iban).toEqual({ message: 'Please enter the IBAN of a bank in Germany, Austria or Switzerland.' });
    expect(sepaProblems({ iban: 'AT611904300234573201', bic }).bankcountry).toEqual({ message: 'The bank country must be the country of your IBAN ({country}).', params: { country: 'AT' } });
    expect(sepaProblems({ iban: 'AT61 1904 3002 3457 3201', bic, bankcountry: 'AT' })).toEqual({});
    expect(sepaAccountProblem({ iban: 'CH9300762011623852957', bankcountry: 'ch' })).toBeNull();
    expect(sepaAccountProblem({ iban: 42, bankcountry: 'DE' })).toMatchObject({ field: 'iban' });
  });
});

describe('payment forms by method code (spec 02 §2)', () => {
  it('maps each method to its form', () => {
    expect(paymentFormKind('payone_creditcard')).toBe('creditcard');
    expect(paymentFormKind('payone_debit_payment')).toBe('sepa');
    for (const code of ['payone_paypal', 'payone_obt_giropay', 'payone_obt_sofortueberweisung']) expect(paymentFormKind(code)).toBe('redirect');
    for (const code of ['banktransfer', 'checkmo']) expect(paymentFormKind(code)).toBe('info');
    expect(paymentFormKind('payone_applepay')).toBe('hidden');
    expect(paymentFormKind('payone_klarna_installment')).toBe('klarna');
    expect(isRedirectMethod('payone_paypal')).toBe(true);
    expect(isRedirectMethod('banktransfer')).toBe(false);
  });

  it('card: cardholder names trimmed and required, card types V and M, a pseudo card number from the check', () => {
    expect(Object.keys(cardProblems({ firstname: ' ', lastname: '', pseudocardpan: '' })).sort()).toEqual(['card', 'cardFirstname', 'cardLastname']);
    expect(cardProblems({ firstname: 'Anna', lastname: 'Kranich', pseudocardpan: '9410010000000001', cardtype: 'A' }).card).toBeDefined();
    expect(cardProblems({ firstname: 'Anna', lastname: 'Kranich', pseudocardpan: '9410010000000001', cardtype: 'V' })).toEqual({});
    expect(paymentAdditional('payone_creditcard', { firstname: ' Anna ', lastname: ' Kranich ', pseudocardpan: '9410010000000001', cardtype: 'M' })).toEqual({
      pseudocardpan: '9410010000000001',
      cardtype: 'M',
      cardholder: 'Anna Kranich',
    });
  });

  it('prepayment and redirect methods need no form data', () => {
    expect(paymentFormProblems('banktransfer', {})).toEqual({});
    expect(paymentFormProblems('payone_paypal', {})).toEqual({});
    expect(paymentFormProblems('payone_klarna_base', {}).klarna).toBeDefined();
  });
});

describe('Payone hosted iframes (spec 02 §2: card number, CVC, expiry month/year in hosted fields; types V and M; error output)', () => {
  it('configures the four hosted fields, the error output and V/M detection', async () => {
    const { hostedIframesConfig, hostedIframesRequest, CARD_FIELD_IDS } = await import('../../../shared/checkout/payone-hosted-fields.js');
    const config = hostedIframesConfig('de');
    expect(Object.keys(config.fields)).toEqual(['cardpan', 'cardcvc2', 'cardexpiremonth', 'cardexpireyear']);
    expect(config.error).toBe(CARD_FIELD_IDS.error);
    expect(config.autoCardtypeDetection.supportedCardtypes).toEqual(['V', 'M']);
    const check = { aid: '1', api_version: '3.11', encoding: 'UTF-8', mid: '2', mode: 'test', portalid: '3', hash: 'h', request: 'creditcardcheck', storecarddata: 'yes' };
    expect(hostedIframesRequest(check)).toMatchObject({ request: 'creditcardcheck', responsetype: 'JSON', hash: 'h' });
  });

  it('accepts only a VALID check of a Visa or Mastercard', async () => {
    const { readCardCheck } = await import('../../../shared/checkout/payone-hosted-fields.js');
    expect(readCardCheck({ status: 'VALID', pseudocardpan: '9410010000000001', truncatedcardpan: '411111XXXXXX1111', cardtype: 'V', cardexpiredate: '2812' })).toMatchObject({ ok: true, cardtype: 'V' });
    expect(readCardCheck({ status: 'VALID', pseudocardpan: '9410010000000001', cardtype: 'A' })).toEqual({ ok: false, message: 'Only Visa and Mastercard are accepted' });
    expect(readCardCheck({ status: 'INVALID', customermessage: 'Card expired' })).toEqual({ ok: false, message: 'Card expired' });
    expect(readCardCheck(null).ok).toBe(false);
  });
});
