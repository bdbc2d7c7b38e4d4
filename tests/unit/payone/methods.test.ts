import { describe, expect, it } from 'vitest';
import { buildRedirectUrls, isPayoneMethod, needsRedirectUrls, payoneClearingFor } from '../../../shared/payone/methods.js';

describe('our payment method codes (spec 02 §2) → Payone clearing types', () => {
  it('maps card, SEPA, PayPal, giropay, Sofort and both Klarna methods', () => {
    expect(payoneClearingFor('payone_creditcard')).toEqual({ clearingtype: 'cc' });
    expect(payoneClearingFor('payone_debit_payment')).toEqual({ clearingtype: 'elv' });
    expect(payoneClearingFor('payone_paypal')).toEqual({ clearingtype: 'wlt', wallettype: 'PPE' });
    expect(payoneClearingFor('payone_obt_giropay')).toEqual({ clearingtype: 'sb', onlinebanktransfertype: 'GPY' });
    expect(payoneClearingFor('payone_obt_sofortueberweisung')).toEqual({ clearingtype: 'sb', onlinebanktransfertype: 'PNT' });
    // Payone: KIV = Klarna "Pay later" (invoice), KIS = Klarna "Slice it" (installments).
    expect(payoneClearingFor('payone_klarna_base')).toEqual({ clearingtype: 'fnc', financingtype: 'KIV' });
    expect(payoneClearingFor('payone_klarna_installment')).toEqual({ clearingtype: 'fnc', financingtype: 'KIS' });
  });

  it('knows the offline methods and unknown codes are not Payone methods', () => {
    for (const code of ['banktransfer', 'checkmo', 'cashondelivery', 'toString', '']) {
      expect(isPayoneMethod(code)).toBe(false);
      expect(payoneClearingFor(code)).toBeNull();
    }
  });

  it('asks for redirect URLs for wallets, online bank transfer and Klarna only', () => {
    expect(needsRedirectUrls({ clearingtype: 'wlt' })).toBe(true);
    expect(needsRedirectUrls({ clearingtype: 'sb' })).toBe(true);
    expect(needsRedirectUrls({ clearingtype: 'fnc' })).toBe(true);
    expect(needsRedirectUrls({ clearingtype: 'cc' })).toBe(false);
    expect(needsRedirectUrls({ clearingtype: 'elv' })).toBe(false);
  });
});

describe('redirect URLs (spec 02 §2: /redirect with r=success, r=error or r=back)', () => {
  it('point at the store view’s /redirect page on the public origin', () => {
    expect(buildRedirectUrls('https://shop.example/', '/de')).toEqual({
      successurl: 'https://shop.example/de/redirect?r=success',
      errorurl: 'https://shop.example/de/redirect?r=error',
      backurl: 'https://shop.example/de/redirect?r=back',
    });
    expect(buildRedirectUrls('http://localhost:3000', '').backurl).toBe('http://localhost:3000/redirect?r=back');
  });
});
