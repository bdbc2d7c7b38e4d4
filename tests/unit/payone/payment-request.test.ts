import { describe, expect, it } from 'vitest';
import { buildKlarnaSessionParams } from '../../../shared/payone/klarna-session.js';
import { buildRedirectUrls } from '../../../shared/payone/methods.js';
import { PayoneInputError, buildPaymentParams, referenceProblem, type PayonePaymentOrder } from '../../../shared/payone/payment-request.js';

const URLS = buildRedirectUrls('https://shop.example', '');
const ORDER: PayonePaymentOrder = {
  request: 'preauthorization',
  method: 'payone_creditcard',
  reference: '000000123',
  amount: 12990,
  currency: 'EUR',
  customer: { firstname: ' Erika ', lastname: 'Mustermann', country: 'DE', email: 'erika@example.org' },
  paymentAdditional: { pseudocardpan: '9410010000000000001', cardtype: 'V', cardholder: ' Erika Mustermann ' },
};

function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof PayoneInputError) return error.field;
    throw error;
  }
  return '(no error)';
}

describe('(pre)authorization parameters', () => {
  it('sends a card payment with the pseudo card number of the hosted iframe check', () => {
    expect(buildPaymentParams(ORDER)).toEqual({
      request: 'preauthorization',
      clearingtype: 'cc',
      reference: '000000123',
      amount: '12990',
      currency: 'EUR',
      firstname: 'Erika',
      lastname: 'Mustermann',
      country: 'DE',
      email: 'erika@example.org',
      pseudocardpan: '9410010000000000001',
      cardtype: 'V',
      cardholder: 'Erika Mustermann',
    });
  });

  it('sends SEPA debit with IBAN, BIC and bank country, compacted and upper-cased', () => {
    const params = buildPaymentParams({
      ...ORDER,
      method: 'payone_debit_payment',
      paymentAdditional: { iban: 'de02 1203 0000 0000 2020 51', bic: 'byladem1001', bankcountry: 'DE' },
    });
    expect(params).toMatchObject({ clearingtype: 'elv', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankcountry: 'DE' });
    expect(params.pseudocardpan).toBeUndefined();
  });

  it('sends PayPal as wallet PPE with the success, error and back URLs', () => {
    const params = buildPaymentParams({ ...ORDER, method: 'payone_paypal', paymentAdditional: {}, redirectUrls: URLS });
    expect(params).toMatchObject({ clearingtype: 'wlt', wallettype: 'PPE', ...URLS });
  });

  it('sends Sofort and giropay as online bank transfer PNT / GPY with a bank country', () => {
    const sofort = buildPaymentParams({ ...ORDER, method: 'payone_obt_sofortueberweisung', redirectUrls: URLS });
    expect(sofort).toMatchObject({ clearingtype: 'sb', onlinebanktransfertype: 'PNT', bankcountry: 'DE' });
    const giropay = buildPaymentParams({ ...ORDER, method: 'payone_obt_giropay', redirectUrls: URLS });
    expect(giropay).toMatchObject({ clearingtype: 'sb', onlinebanktransfertype: 'GPY' });
  });

  it('sends Klarna with the authorization token and the basket, which must add up', () => {
    const items = [{ it: 'goods' as const, id: 'KR-1', pr: 12990, no: 1, de: 'Derby' }];
    const params = buildPaymentParams({
      ...ORDER,
      method: 'payone_klarna_base',
      paymentAdditional: { authorization_token: 'tok-1' },
      redirectUrls: URLS,
      items,
    });
    expect(params).toMatchObject({ clearingtype: 'fnc', financingtype: 'KIV', 'add_paydata[authorization_token]': 'tok-1', 'pr[1]': '12990' });
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, method: 'payone_klarna_base', paymentAdditional: { authorization_token: 't' }, redirectUrls: URLS, items: [] }))).toBe('items');
  });

  it('names the field that is wrong', () => {
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, amount: 129.9 }))).toBe('amount');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, amount: 0 }))).toBe('amount');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, currency: 'eur' }))).toBe('currency');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, reference: 'order #123' }))).toBe('reference');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, customer: { lastname: ' ', country: 'DE' } }))).toBe('customer.lastname');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, customer: { lastname: 'X', country: 'Germany' } }))).toBe('customer.country');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, paymentAdditional: {} }))).toBe('paymentAdditional.pseudocardpan');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, method: 'payone_debit_payment', paymentAdditional: { iban: 'DE02', bic: 'BYLADEM1001' } }))).toBe('paymentAdditional.iban');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, method: 'payone_debit_payment', paymentAdditional: { iban: 'DE02120300000000202051', bic: 'BYL' } }))).toBe('paymentAdditional.bic');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, method: 'payone_debit_payment', paymentAdditional: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankcountry: 'FR' } }))).toBe('paymentAdditional.bankcountry');
    expect(fieldOf(() => buildPaymentParams({ ...ORDER, method: 'payone_paypal' }))).toBe('redirectUrls');
  });

  it('follows Payone’s reference format: 1–20 of letters, digits and . - _ /, 4–16 for giropay', () => {
    expect(referenceProblem('KR-2026/000123_a.b')).toBeNull();
    expect(referenceProblem('')).not.toBeNull();
    expect(referenceProblem('123456789012345678901')).not.toBeNull();
    expect(referenceProblem('Bestellung ä1')).not.toBeNull();
    expect(referenceProblem('123', { clearingtype: 'sb', onlinebanktransfertype: 'GPY' })).not.toBeNull();
    expect(referenceProblem('12345678901234567', { clearingtype: 'sb', onlinebanktransfertype: 'GPY' })).not.toBeNull();
  });
});

describe('Klarna start_session (spec 02 §7: genericpayment, amount in minor units, financingtype, items, links)', () => {
  const items = [
    { it: 'goods' as const, id: 'KR-1', pr: 12990, no: 1, de: 'Derby' },
    { it: 'shipment' as const, id: 'shipping', pr: 490, no: 1, de: 'Versand' },
  ];

  it('builds the documented genericpayment fields', () => {
    const params = buildKlarnaSessionParams({ amount: 13480, currency: 'EUR', country: 'DE', financingtype: 'KIS', items, redirectUrls: URLS });
    expect(params).toMatchObject({
      request: 'genericpayment',
      clearingtype: 'fnc',
      financingtype: 'KIS',
      'add_paydata[action]': 'start_session',
      amount: '13480',
      currency: 'EUR',
      country: 'DE',
      'it[2]': 'shipment',
      successurl: URLS.successurl,
    });
  });

  it('refuses lines that do not add up to the amount, naming items', () => {
    expect(fieldOf(() => buildKlarnaSessionParams({ amount: 13481, currency: 'EUR', country: 'DE', financingtype: 'KIS', items }))).toBe('items');
    expect(fieldOf(() => buildKlarnaSessionParams({ amount: 13480, currency: 'USD', country: 'DE', financingtype: 'KIS', items }))).toBe('currency');
  });
});
