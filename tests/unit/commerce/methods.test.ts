import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRIES,
  isPaymentMethodAvailable,
  isSepaBankCountryAllowed,
  isShippingMethodAvailable,
  listPaymentMethods,
  listShippingMethods,
  paymentMethodTitle,
  shippingCentsFor,
} from '../../../shared/commerce/methods.js';

describe('shipping methods (spec 02 §1: free Versand mit DHL GoGreen; §9: free EU shipping)', () => {
  it('offers the free method in every EU country', () => {
    expect(EU_COUNTRIES.size).toBe(27);
    expect(listShippingMethods('de')).toEqual([{ carrier_code: 'dhl', method_code: 'gogreen', carrier_title: 'DHL', method_title: 'Versand mit DHL GoGreen', amount: 0, price_incl_tax: 0, available: true }]);
    expect(isShippingMethodAvailable('dhl', 'gogreen', 'IT')).toBe(true);
  });

  it('lists it as unavailable outside the EU (the client drops unavailable methods, spec 02 §4)', () => {
    expect(listShippingMethods('CH')[0].available).toBe(false);
    expect(isShippingMethodAvailable('dhl', 'gogreen', 'US')).toBe(false);
    expect(isShippingMethodAvailable('ups', 'express', 'DE')).toBe(false);
  });

  it('prices the method once per order in cents, or null where it does not deliver', () => {
    expect(shippingCentsFor('dhl', 'gogreen', 'AT')).toBe(0);
    expect(shippingCentsFor('dhl', 'gogreen', 'CH')).toBeNull();
    expect(shippingCentsFor(null, null, 'DE')).toBeNull();
  });
});

describe('payment methods (spec 02 §4: cash on delivery hidden for virtual-only carts; DESIGN §3.3 Payone only with an account)', () => {
  it('offers bank transfer and cash on delivery offline', () => {
    expect(listPaymentMethods({ onlyVirtual: false, payoneEnabled: false, shippingCountry: 'DE' })).toEqual([
      { code: 'banktransfer', title: 'Prepayment / bank transfer' },
      { code: 'cashondelivery', title: 'Cash on delivery' },
    ]);
  });

  it('hides cash on delivery when the cart holds only virtual items', () => {
    expect(listPaymentMethods({ onlyVirtual: true, payoneEnabled: false, shippingCountry: 'DE' }).map((m) => m.code)).toEqual(['banktransfer']);
    expect(isPaymentMethodAvailable('cashondelivery', { onlyVirtual: true, payoneEnabled: true, shippingCountry: 'DE' })).toBe(false);
  });

  it('adds the Payone methods only when Payone is configured', () => {
    const codes = listPaymentMethods({ onlyVirtual: false, payoneEnabled: true, shippingCountry: 'DE' }).map((m) => m.code);
    expect(codes).toEqual(['banktransfer', 'cashondelivery', 'payone_creditcard', 'payone_debit_payment', 'payone_paypal', 'payone_klarna_base']);
    expect(isPaymentMethodAvailable('payone_paypal', { onlyVirtual: false, payoneEnabled: false, shippingCountry: 'DE' })).toBe(false);
  });

  it('offers cash on delivery only for deliveries to Germany (terms §4 "in Germany – cash on delivery")', () => {
    for (const country of ['AT', 'IT', 'FR', 'CH']) {
      expect(isPaymentMethodAvailable('cashondelivery', { onlyVirtual: false, payoneEnabled: true, shippingCountry: country }), country).toBe(false);
      expect(isPaymentMethodAvailable('banktransfer', { onlyVirtual: false, payoneEnabled: false, shippingCountry: country }), country).toBe(true);
    }
    expect(isPaymentMethodAvailable('cashondelivery', { onlyVirtual: false, payoneEnabled: false, shippingCountry: 'de' })).toBe(true);
    // No shipping country yet: nothing country-bound is offered.
    expect(listPaymentMethods({ onlyVirtual: false, payoneEnabled: false, shippingCountry: null }).map((m) => m.code)).toEqual(['banktransfer']);
  });

  it('takes SEPA direct debit from banks in DE, AT or CH only (spec 02 §2), DE when none is named', () => {
    expect(['DE', 'at', 'CH', undefined, ''].map(isSepaBankCountryAllowed)).toEqual([true, true, true, true, true]);
    expect(['FR', 'US', 42].map(isSepaBankCountryAllowed)).toEqual([false, false, false]);
  });

  it('names every known method whatever the country, and an unknown one by its code', () => {
    expect(paymentMethodTitle('cashondelivery')).toBe('Cash on delivery');
    expect(paymentMethodTitle('payone_paypal')).toBe('PayPal');
    expect(paymentMethodTitle('bitcoin')).toBe('bitcoin');
  });
});
