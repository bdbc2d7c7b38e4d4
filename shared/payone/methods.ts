// Our checkout's payment method codes (spec 02 §2) and the Payone clearing types they are paid with
// (docs.payone.com server API: clearingtype elv/cc/sb/wlt/fnc; wallettype PPE = PayPal Express; online bank
// transfer types PNT = Sofort, GPY = giropay; Klarna financing types KIV = "Pay later" (invoice) and
// KIS = "Slice it" (installments), per docs.payone.com/payment-methods/klarna-payments).

export type PayoneMethodCode =
  | 'payone_creditcard'
  | 'payone_debit_payment'
  | 'payone_paypal'
  | 'payone_obt_giropay'
  | 'payone_obt_sofortueberweisung'
  | 'payone_klarna_base'
  | 'payone_klarna_installment';

export type ClearingType = 'cc' | 'elv' | 'wlt' | 'sb' | 'fnc';
export type KlarnaFinancingType = 'KIV' | 'KIS';

export interface PayoneClearing {
  clearingtype: ClearingType;
  wallettype?: 'PPE';
  onlinebanktransfertype?: 'PNT' | 'GPY';
  financingtype?: KlarnaFinancingType;
}

export const PAYONE_METHODS: Readonly<Record<PayoneMethodCode, PayoneClearing>> = Object.freeze({
  payone_creditcard: { clearingtype: 'cc' },
  payone_debit_payment: { clearingtype: 'elv' },
  payone_paypal: { clearingtype: 'wlt', wallettype: 'PPE' },
  payone_obt_giropay: { clearingtype: 'sb', onlinebanktransfertype: 'GPY' },
  payone_obt_sofortueberweisung: { clearingtype: 'sb', onlinebanktransfertype: 'PNT' },
  payone_klarna_base: { clearingtype: 'fnc', financingtype: 'KIV' },
  payone_klarna_installment: { clearingtype: 'fnc', financingtype: 'KIS' },
});

export const PAYONE_METHOD_CODES = Object.keys(PAYONE_METHODS) as PayoneMethodCode[];

export function isPayoneMethod(code: unknown): code is PayoneMethodCode {
  return typeof code === 'string' && Object.hasOwn(PAYONE_METHODS, code);
}

export function payoneClearingFor(code: string): PayoneClearing | null {
  return isPayoneMethod(code) ? PAYONE_METHODS[code] : null;
}

/** Wallets, online bank transfer and Klarna may send the shopper away; they need success/error/back URLs. */
export function needsRedirectUrls(clearing: PayoneClearing): boolean {
  return clearing.clearingtype === 'wlt' || clearing.clearingtype === 'sb' || clearing.clearingtype === 'fnc';
}

export interface RedirectUrls {
  successurl: string;
  errorurl: string;
  backurl: string;
}

/** Spec 02 §2: after a payment provider the shopper lands on /redirect with r=success, r=error or r=back. */
export function buildRedirectUrls(publicUrl: string, storePrefix: string): RedirectUrls {
  const base = `${publicUrl.replace(/\/+$/, '')}${storePrefix}/redirect`;
  return { successurl: `${base}?r=success`, errorurl: `${base}?r=error`, backurl: `${base}?r=back` };
}
