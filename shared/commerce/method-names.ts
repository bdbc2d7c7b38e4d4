// The names of the shipping and payment methods in each language, by method code: the one source for the checkout,
// My orders, the confirmation mail and the CMS pages. The backend stores only codes with an order, so an order
// placed in one store view is named in the language of whoever reads it later.
import type { Language } from '../store-views.js';

type Names = Readonly<Record<Language, string>>;

const SHIPPING_NAMES: Readonly<Record<string, Names>> = {
  dhl_gogreen: { en: 'Shipping with DHL GoGreen', de: 'Versand mit DHL GoGreen', it: 'Spedizione con DHL GoGreen' },
};

const PAYMENT_NAMES: Readonly<Record<string, Names>> = {
  banktransfer: { en: 'Prepayment / bank transfer', de: 'Vorkasse / Überweisung', it: 'Pagamento anticipato / bonifico' },
  cashondelivery: { en: 'Cash on delivery', de: 'Nachnahme', it: 'Contrassegno' },
  payone_creditcard: { en: 'Credit card', de: 'Kreditkarte', it: 'Carta di credito' },
  payone_debit_payment: { en: 'SEPA direct debit', de: 'SEPA-Lastschrift', it: 'Addebito diretto SEPA' },
  payone_paypal: { en: 'PayPal', de: 'PayPal', it: 'PayPal' },
  payone_klarna_base: { en: 'Klarna', de: 'Klarna', it: 'Klarna' },
};

const asLanguage = (language: string): Language => (language === 'de' || language === 'it' ? language : 'en');

/** A shipping method's name; an unknown method keeps its code, so nothing is named wrongly. */
export function shippingMethodName(carrierCode: string, methodCode: string, language: string): string {
  return SHIPPING_NAMES[`${carrierCode}_${methodCode}`]?.[asLanguage(language)] ?? methodCode;
}

/** A payment method's name; an unknown method keeps its code. */
export function paymentMethodName(code: string, language: string): string {
  return PAYMENT_NAMES[code]?.[asLanguage(language)] ?? code;
}

/** The codes named here, for checking that every method the shop offers has a name in every language. */
export const NAMED_PAYMENT_CODES: readonly string[] = Object.keys(PAYMENT_NAMES);
export const NAMED_SHIPPING_CODES: readonly string[] = Object.keys(SHIPPING_NAMES);
