import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, isPaymentMethodAvailable, isShippingMethodAvailable, listPaymentMethods, listShippingMethods } from '../../../shared/commerce/methods.js';

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
});

describe('payment methods (spec 02 §4: cash on delivery hidden for virtual-only carts; DESIGN §3.3 Payone only with an account)', () => {
  it('offers bank transfer and cash on delivery offline', () => {
    expect(listPaymentMethods({ onlyVirtual: false, payoneEnabled: false })).toEqual([
      { code: 'banktransfer', title: 'Prepayment / bank transfer' },
      { code: 'cashondelivery', title: 'Cash on delivery' },
    ]);
  });

  it('hides cash on delivery when the cart holds only virtual items', () => {
    expect(listPaymentMethods({ onlyVirtual: true, payoneEnabled: false }).map((m) => m.code)).toEqual(['banktransfer']);
    expect(isPaymentMethodAvailable('cashondelivery', { onlyVirtual: true, payoneEnabled: true })).toBe(false);
  });

  it('adds the Payone methods only when Payone is configured', () => {
    const codes = listPaymentMethods({ onlyVirtual: false, payoneEnabled: true }).map((m) => m.code);
    expect(codes).toEqual(['banktransfer', 'cashondelivery', 'payone_creditcard', 'payone_debit_payment', 'payone_paypal', 'payone_klarna_base']);
    expect(isPaymentMethodAvailable('payone_paypal', { onlyVirtual: false, payoneEnabled: false })).toBe(false);
  });
});
