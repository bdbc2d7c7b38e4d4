// Shipping and payment methods (spec 02 §1, §2, §4 "Payment and shipping methods", §9 "free EU shipping").

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
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

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
  return listShippingMethods(countryId).some((m) => m.available && m.carrier_code === carrierCode && m.method_code === methodCode);
}

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
}

/** Spec 02 §4: cash on delivery is hidden when the cart holds only virtual or downloadable items. */
export function listPaymentMethods(ctx: PaymentContext): PaymentMethod[] {
  const offline = OFFLINE_METHODS.filter((m) => !(ctx.onlyVirtual && m.code === 'cashondelivery'));
  return ctx.payoneEnabled ? [...offline, ...PAYONE_METHODS] : [...offline];
}

export function isPaymentMethodAvailable(code: string, ctx: PaymentContext): boolean {
  return listPaymentMethods(ctx).some((m) => m.code === code);
}
