// The (pre)authorization request sent when an order is placed (docs.payone.com/integration/channel-server-api/
// server-api-authorization and -preauthorization). Formats from Payone's definitions: reference CHAR(1..20) of
// [0-9][a-z][A-Z] and . - _ / (giropay: 4..16); amount NUMERIC(1..10) in the smallest currency unit; currency
// ISO 4217; country ISO 3166 alpha-2; IBAN CHAR(10..34) and BIC CHAR(8 or 11) of [0-9][A-Z] (spec 02 §5 asks the
// same lengths). Bad input is reported as a PayoneInputError naming the field, before anything is sent.
import { sepaAccountProblem } from '../checkout/payment-forms.js';
import type { Cents } from '../money.js';
import { itemLineParams, itemLinesProblem, type PayoneItemLine } from './item-lines.js';
import { PAYONE_METHODS, needsRedirectUrls, type PayoneClearing, type PayoneMethodCode, type RedirectUrls } from './methods.js';

export type PayoneTransactionRequest = 'authorization' | 'preauthorization';

export interface PayoneCustomer {
  firstname?: string;
  lastname: string;
  company?: string;
  street?: string;
  zip?: string;
  city?: string;
  country: string;
  email?: string;
  telephonenumber?: string;
  /** YYYYMMDD, as Payone wants it. */
  birthday?: string;
  ip?: string;
}

export interface PayonePaymentAdditional {
  /** From the hosted-iframe creditcardcheck; the card number itself never passes through the shop. */
  pseudocardpan?: string;
  cardtype?: string;
  cardholder?: string;
  iban?: string;
  bic?: string;
  bankcountry?: string;
  bankaccountholder?: string;
  /** Klarna: the token the Klarna widget returned for the session. */
  authorization_token?: string;
}

export interface PayonePaymentOrder {
  request: PayoneTransactionRequest;
  method: PayoneMethodCode;
  reference: string;
  amount: Cents;
  currency: string;
  customer: PayoneCustomer;
  paymentAdditional?: PayonePaymentAdditional;
  items?: readonly PayoneItemLine[];
  redirectUrls?: RedirectUrls;
  language?: string;
}

export class PayoneInputError extends Error {
  readonly code = 'ERR_PAYONE_INPUT';
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
    this.name = 'PayoneInputError';
  }
}

/** Payone's NUMERIC(10) amount limit: max. 19 999 999 99. */
export const MAX_AMOUNT = 1_999_999_999;
/** Spec 02 §2: SEPA bank country select offers DE, AT, CH. */
export const SEPA_BANK_COUNTRIES: readonly string[] = ['DE', 'AT', 'CH'];
const REFERENCE_PATTERN = /^[0-9A-Za-z._\-/]+$/;

export function referenceProblem(reference: string, clearing?: PayoneClearing): string | null {
  const [min, max] = clearing?.onlinebanktransfertype === 'GPY' ? [4, 16] : [1, 20];
  if (reference.length < min || reference.length > max) return `must be ${min} to ${max} characters`;
  return REFERENCE_PATTERN.test(reference) ? null : 'may hold only letters, digits and . - _ /';
}

function check(condition: boolean, field: string, problem: string): void {
  if (!condition) throw new PayoneInputError(field, problem);
}

const compact = (value: string | undefined): string => (value ?? '').replace(/\s+/g, '').toUpperCase();

function commonParams(order: PayonePaymentOrder, clearing: PayoneClearing): Record<string, string> {
  const reference = referenceProblem(order.reference, clearing);
  check(reference === null, 'reference', reference ?? '');
  check(Number.isInteger(order.amount) && order.amount > 0 && order.amount <= MAX_AMOUNT, 'amount', 'must be a whole number of cents above 0');
  check(/^[A-Z]{3}$/.test(order.currency), 'currency', 'must be an ISO 4217 code such as EUR');
  check(Boolean(order.customer.lastname?.trim()), 'customer.lastname', 'is required');
  check(/^[A-Z]{2}$/.test(order.customer.country), 'customer.country', 'must be an ISO 3166 alpha-2 code such as DE');
  const params: Record<string, string> = {
    request: order.request,
    clearingtype: clearing.clearingtype,
    reference: order.reference,
    amount: String(order.amount),
    currency: order.currency,
  };
  for (const [name, value] of Object.entries(order.customer)) {
    if (typeof value === 'string' && value.trim()) params[name] = value.trim();
  }
  if (order.language) params.language = order.language;
  return params;
}

function cardParams(extra: PayonePaymentAdditional): Record<string, string> {
  check(/^\d{16,19}$/.test(extra.pseudocardpan ?? ''), 'paymentAdditional.pseudocardpan', 'must be the pseudo card number of the card check');
  const params: Record<string, string> = { pseudocardpan: extra.pseudocardpan! };
  if (extra.cardtype) params.cardtype = extra.cardtype;
  if (extra.cardholder?.trim()) params.cardholder = extra.cardholder.trim();
  return params;
}

function sepaParams(extra: PayonePaymentAdditional): Record<string, string> {
  const iban = compact(extra.iban);
  const bic = compact(extra.bic);
  const bankcountry = compact(extra.bankcountry) || 'DE';
  check(/^[0-9A-Z]{10,34}$/.test(iban), 'paymentAdditional.iban', 'must be 10 to 34 letters and digits');
  check(/^[0-9A-Z]{8,11}$/.test(bic), 'paymentAdditional.bic', 'must be 8 to 11 letters and digits');
  check(SEPA_BANK_COUNTRIES.includes(bankcountry), 'paymentAdditional.bankcountry', `must be one of ${SEPA_BANK_COUNTRIES.join(', ')}`);
  // Check digits, a bank in DE/AT/CH and the bank country the IBAN's own: never sent to Payone as another country.
  const account = sepaAccountProblem({ iban, bankcountry });
  if (account) throw new PayoneInputError(`paymentAdditional.${account.field}`, account.field === 'iban' ? 'is not a valid IBAN of a bank in DE, AT or CH' : `must be the IBAN's country (${iban.slice(0, 2)})`);
  const params: Record<string, string> = { iban, bic, bankcountry };
  if (extra.bankaccountholder?.trim()) params.bankaccountholder = extra.bankaccountholder.trim();
  return params;
}

function clearingParams(clearing: PayoneClearing, extra: PayonePaymentAdditional, country: string): Record<string, string> {
  switch (clearing.clearingtype) {
    case 'cc':
      return cardParams(extra);
    case 'elv':
      return sepaParams(extra);
    case 'wlt':
      return { wallettype: clearing.wallettype! };
    case 'sb':
      return { onlinebanktransfertype: clearing.onlinebanktransfertype!, bankcountry: compact(extra.bankcountry) || country };
    case 'fnc':
      check(Boolean(extra.authorization_token?.trim()), 'paymentAdditional.authorization_token', 'is required for Klarna');
      return { financingtype: clearing.financingtype!, 'add_paydata[authorization_token]': extra.authorization_token!.trim() };
  }
}

/** The request-specific form parameters of a (pre)authorization; the client adds the account and key. */
export function buildPaymentParams(order: PayonePaymentOrder): Record<string, string> {
  const clearing = PAYONE_METHODS[order.method];
  check(Boolean(clearing), 'method', 'is not a Payone payment method');
  const params = { ...commonParams(order, clearing), ...clearingParams(clearing, order.paymentAdditional ?? {}, order.customer.country) };
  if (needsRedirectUrls(clearing)) {
    check(Boolean(order.redirectUrls), 'redirectUrls', 'are required for this method');
    Object.assign(params, order.redirectUrls);
  }
  // Klarna needs the basket; for the other methods lines are optional but must still add up when sent.
  if (clearing.clearingtype === 'fnc' || order.items?.length) {
    const problem = itemLinesProblem(order.items ?? [], order.amount);
    check(problem === null, 'items', problem ?? '');
    Object.assign(params, itemLineParams(order.items ?? []));
  }
  return params;
}
