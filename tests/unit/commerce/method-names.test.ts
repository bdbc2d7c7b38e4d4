import { describe, expect, it } from 'vitest';
import { listPaymentMethods, listShippingMethods } from '../../../shared/commerce/methods.js';
import { paymentMethodName, shippingMethodName } from '../../../shared/commerce/method-names.js';

describe('method names: one translated source, by code', () => {
  it('names the shipping method in each language', () => {
    expect(shippingMethodName('dhl', 'gogreen', 'en')).toBe('Shipping with DHL GoGreen');
    expect(shippingMethodName('dhl', 'gogreen', 'de')).toBe('Versand mit DHL GoGreen');
    expect(shippingMethodName('dhl', 'gogreen', 'it')).toBe('Spedizione con DHL GoGreen');
  });

  it('names prepayment in each language', () => {
    expect(paymentMethodName('banktransfer', 'en')).toBe('Prepayment / bank transfer');
    expect(paymentMethodName('banktransfer', 'de')).toBe('Vorkasse / Überweisung');
    expect(paymentMethodName('banktransfer', 'it')).toBe('Pagamento anticipato / bonifico');
  });

  it('has a name in every language for every method the shop can offer', () => {
    const payments = listPaymentMethods({ onlyVirtual: false, payoneEnabled: true, shippingCountry: 'DE' });
    for (const language of ['en', 'de', 'it']) {
      for (const m of payments) expect(paymentMethodName(m.code, language), `${m.code} ${language}`).not.toBe(m.code);
      for (const m of listShippingMethods('DE')) expect(shippingMethodName(m.carrier_code, m.method_code, language)).not.toBe(m.method_code);
    }
    expect(new Set(payments.map((m) => paymentMethodName(m.code, 'it'))).size).toBe(payments.length);
  });

  it('keeps the code of a method it does not know', () => {
    expect(paymentMethodName('payone_wallet_applepay', 'de')).toBe('payone_wallet_applepay');
  });
});
