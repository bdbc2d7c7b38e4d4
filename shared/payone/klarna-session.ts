// Klarna's first step through Payone: a genericpayment request with add_paydata[action]=start_session, the amount
// in minor units, currency, country and the basket as item lines; the answer carries add_paydata[client_token]
// for the Klarna widget and a workorderid (docs.payone.com/payment-methods/klarna-payments, "Create a New Session").
import type { Cents } from '../money.js';
import { itemLineParams, itemLinesProblem, type PayoneItemLine } from './item-lines.js';
import type { KlarnaFinancingType, RedirectUrls } from './methods.js';
import { MAX_AMOUNT, PayoneInputError, type PayoneCustomer } from './payment-request.js';

export interface KlarnaSessionRequest {
  amount: Cents;
  currency: string;
  country: string;
  financingtype: KlarnaFinancingType;
  items: readonly PayoneItemLine[];
  redirectUrls?: RedirectUrls;
  customer?: Partial<PayoneCustomer>;
  language?: string;
}

/** Klarna through Payone accepts these currencies (Payone's start_session table: EUR CHF DKK SEK NOK). */
export const KLARNA_CURRENCIES: readonly string[] = ['EUR', 'CHF', 'DKK', 'SEK', 'NOK'];

export function buildKlarnaSessionParams(session: KlarnaSessionRequest): Record<string, string> {
  if (!Number.isInteger(session.amount) || session.amount <= 0 || session.amount > MAX_AMOUNT) {
    throw new PayoneInputError('amount', 'must be a whole number of cents above 0');
  }
  if (!KLARNA_CURRENCIES.includes(session.currency)) throw new PayoneInputError('currency', `must be one of ${KLARNA_CURRENCIES.join(', ')}`);
  if (!/^[A-Z]{2}$/.test(session.country)) throw new PayoneInputError('country', 'must be an ISO 3166 alpha-2 code such as DE');
  const problem = itemLinesProblem(session.items, session.amount);
  if (problem) throw new PayoneInputError('items', problem);
  const params: Record<string, string> = {
    request: 'genericpayment',
    clearingtype: 'fnc',
    financingtype: session.financingtype,
    'add_paydata[action]': 'start_session',
    amount: String(session.amount),
    currency: session.currency,
    country: session.country,
    ...itemLineParams(session.items),
    ...session.redirectUrls,
  };
  for (const [name, value] of Object.entries(session.customer ?? {})) {
    if (typeof value === 'string' && value.trim() && !(name in params)) params[name] = value.trim();
  }
  if (session.language) params.language = session.language;
  return params;
}
