// Shipping and payment methods (spec 02 §1, §2, §4 "Payment and shipping methods", §9 "free EU shipping") and their
// country rules, which the server applies to the methods it lists and to every order (never only the page): shipping
// to the 27 EU countries (terms §3), cash on delivery in Germany only (terms §4 "or – in Germany – cash on delivery"),
// SEPA direct debit from a bank in DE, AT or CH (spec 02 §2). The other methods have no country rule.
import { EU_COUNTRIES } from './eu-countries.js';
import { SEPA_BANK_COUNTRIES } from '../checkout/payment-forms.js';

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  price_incl_tax: number;
  available: boolean;
}

export interface PaymentMethod {
  code: string;
  title: string;
}

/** The one shipping method: free, for every EU country (spec 02 §1 "Versand mit DHL GoGreen"). */
export const FREE_SHIPPING = { carrierCode: 'dhl', methodCode: 'gogreen', carrierTitle: 'DHL', methodTitle: 'Versand mit DHL GoGreen' } as const;

/** The 27 member states of the European Union, ISO 3166-1 alpha-2. */
export { EU_COUNTRIES };

export function isEuCountry(countryId: string): boolean {
  return EU_COUNTRIES.has(countryId.trim().toUpperCase());
}

/** Shipping methods for a country; outside the EU the method is listed with available false (the client drops it). */
export function listShippingMethods(countryId: string): ShippingMethod[] {
  return [
    {
      carrier_code: FREE_SHIPPING.carrierCode,
      method_code: FREE_SHIPPING.methodCode,
      carrier_title: FREE_SHIPPING.carrierTitle,
      method_title: FREE_SHIPPING.methodTitle,
      amount: 0,
      price_incl_tax: 0,
      available: isEuCountry(countryId),
    },
  ];
}

export function isShippingMethodAvailable(carrierCode: string, methodCode: string, countryId: string): boolean {
  return shippingCentsFor(carrierCode, methodCode, countryId) !== null;
}

/** What a method costs to a country, in cents (the one rule for cart totals and orders); null when it does not serve it. */
export function shippingCentsFor(carrierCode: string | null, methodCode: string | null, countryId: string): number | null {
  const method = listShippingMethods(countryId).find((m) => m.available && m.carrier_code === carrierCode && m.method_code === methodCode);
  return method ? Math.round(method.price_incl_tax * 100) : null;
}

export const CASH_ON_DELIVERY = 'cashondelivery';
/** Terms §4 (server/demo-catalogue/cms/pages-legal-*.ts): cash on delivery only for deliveries within Germany. */
export const CASH_ON_DELIVERY_COUNTRIES: ReadonlySet<string> = new Set(['DE']);
export const SEPA_DEBIT = 'payone_debit_payment';

const OFFLINE_METHODS: readonly PaymentMethod[] = [
  { code: 'banktransfer', title: 'Prepayment / bank transfer' },
  { code: 'cashondelivery', title: 'Cash on delivery' },
];

const PAYONE_METHODS: readonly PaymentMethod[] = [
  { code: 'payone_creditcard', title: 'Credit card' },
  { code: 'payone_debit_payment', title: 'SEPA direct debit' },
  { code: 'payone_paypal', title: 'PayPal' },
  { code: 'payone_klarna_base', title: 'Klarna' },
];

export interface PaymentContext {
  /** True when every cart line is virtual or downloadable (an empty cart is not). */
  onlyVirtual: boolean;
  /** Payone methods are offered only when a Payone account is configured (DESIGN §3.3). */
  payoneEnabled: boolean;
  /** Where the goods go (ISO alpha-2); null while unknown, which offers no country-bound method. */
  shippingCountry: string | null;
}

/** Cash on delivery needs goods to deliver (spec 02 §4) to a country where it is offered (terms §4). */
function offersCashOnDelivery(ctx: PaymentContext): boolean {
  return !ctx.onlyVirtual && ctx.shippingCountry !== null && CASH_ON_DELIVERY_COUNTRIES.has(ctx.shippingCountry.trim().toUpperCase());
}

export function listPaymentMethods(ctx: PaymentContext): PaymentMethod[] {
  const offline = OFFLINE_METHODS.filter((m) => m.code !== CASH_ON_DELIVERY || offersCashOnDelivery(ctx));
  return ctx.payoneEnabled ? [...offline, ...PAYONE_METHODS] : [...offline];
}

/** Every payment method the configured shop offers for some address (what the footer may advertise). */
export function shopPaymentMethodCodes(payoneEnabled: boolean): string[] {
  return [...OFFLINE_METHODS, ...(payoneEnabled ? PAYONE_METHODS : [])].map((m) => m.code);
}

export function isPaymentMethodAvailable(code: string, ctx: PaymentContext): boolean {
  return listPaymentMethods(ctx).some((m) => m.code === code);
}

/** Every method the shop knows, for naming a stored order's method (whatever the country). */
export function paymentMethodTitle(code: string): string {
  return [...OFFLINE_METHODS, ...PAYONE_METHODS].find((m) => m.code === code)?.title ?? code;
}

/** SEPA direct debit: the bank's country must be one the form offers (spec 02 §2: DE, AT, CH; none named means DE). */
export function isSepaBankCountryAllowed(bankCountry: unknown): boolean {
  if (bankCountry === undefined || bankCountry === null || bankCountry === '') return true;
  if (typeof bankCountry !== 'string') return false;
  const country = bankCountry.trim().toUpperCase();
  return (SEPA_BANK_COUNTRIES as readonly string[]).includes(country);
}
