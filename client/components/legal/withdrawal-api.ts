// The browser's calls of the withdrawal button (§356a BGB): the lookup of an order's withdrawable lines and the
// declaration, through the edge (POST /api/order/withdrawal-lookup and /api/order/withdraw). A signed-in
// shopper's token goes in the Authorization header and replaces the e-mail for orders of theirs. Failures come back as
// translation keys for the shopper.
import { authorizationHeader } from '../../../shared/api/access-token.js';
import { isEnvelope } from '../../../shared/api/envelope.js';

export interface WithdrawalLookupLine {
  sku: string;
  name: string;
  product_option: unknown;
  price_incl_tax: number;
  qty_ordered: number;
  qty_withdrawn: number;
  qty_withdrawable: number;
}

/**
 * One line per sku, as the shopper chooses them (the backend takes a sku's quantity from its order lines in turn):
 * an order with the same sku on two lines (e.g. different engravings) shows it once with the summed quantities.
 */
export function linesBySku(lines: readonly WithdrawalLookupLine[]): WithdrawalLookupLine[] {
  const bySku = new Map<string, WithdrawalLookupLine>();
  for (const line of lines) {
    const seen = bySku.get(line.sku);
    bySku.set(
      line.sku,
      seen
        ? { ...seen, qty_ordered: seen.qty_ordered + line.qty_ordered, qty_withdrawn: seen.qty_withdrawn + line.qty_withdrawn, qty_withdrawable: seen.qty_withdrawable + line.qty_withdrawable }
        : line,
    );
  }
  return [...bySku.values()];
}

export interface WithdrawalRecord {
  id: number;
  received_at: string;
  reason: string | null;
  lines: { sku: string; name: string; qty: number }[];
}

export interface WithdrawalLookup {
  orderNumber: string;
  created_at: string;
  /** Null while the order has not been shipped: the period starts at delivery. */
  withdrawable_until: string | null;
  lines: WithdrawalLookupLine[];
  withdrawals: WithdrawalRecord[];
}

export interface WithdrawalReceipt {
  orderNumber: string;
  withdrawalId: number;
  received_at: string;
  reason: string | null;
  lines: { sku: string; name: string; qty: number }[];
}

export interface OrderCredentials {
  orderNumber: string;
  /** Empty for a signed-in customer who sends the token instead. */
  email: string;
  token: string | null;
}

export type WithdrawalAnswer<T> = { ok: true; value: T } | { ok: false; message: string; notFound: boolean };

export const LOOKUP_API = '/api/order/withdrawal-lookup';
export const WITHDRAW_API = '/api/order/withdraw';

const MESSAGES: Record<string, string> = {
  ERR_ORDER_NOT_FOUND: 'We could not find an order with this order number and e-mail address. Please check both.',
  ERR_WITHDRAWAL_PERIOD_OVER: 'The 30-day withdrawal period of this order has ended.',
  ERR_WITHDRAWAL_QTY: 'The quantity is more than can still be withdrawn for this item.',
  ERR_NOTHING_TO_WITHDRAW: 'Everything in this order has already been withdrawn.',
  ERR_ORDER_STATE: 'This order was cancelled or refunded; nothing in it can be withdrawn.',
  ERR_VALIDATION: 'Please check your entries.',
};
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
const FAILED = 'Your withdrawal could not be sent. Please try again, or write to us by e-mail.';

/** The translation key for a failed answer (the shopper reads it in their language). */
export function withdrawalErrorMessage(status: number, errorCode: unknown): string {
  if (status === 429) return TOO_MANY;
  return (typeof errorCode === 'string' && MESSAGES[errorCode]) || FAILED;
}

async function post<T>(path: string, body: Record<string, unknown>, token: string | null): Promise<WithdrawalAnswer<T>> {
  try {
    const headers = { 'content-type': 'application/json', accept: 'application/json', ...authorizationHeader(token) };
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer: unknown = await response.json().catch(() => null);
    if (isEnvelope(answer) && answer.code === 200) return { ok: true, value: answer.result as T };
    const meta = isEnvelope(answer) ? (answer.meta as { errorCode?: unknown } | undefined) : undefined;
    return { ok: false, message: withdrawalErrorMessage(response.status, meta?.errorCode), notFound: response.status === 404 };
  } catch {
    return { ok: false, message: FAILED, notFound: false };
  }
}

function credentialsBody(c: OrderCredentials): Record<string, unknown> {
  return c.email ? { orderNumber: c.orderNumber, email: c.email } : { orderNumber: c.orderNumber };
}

export function lookupWithdrawal(credentials: OrderCredentials): Promise<WithdrawalAnswer<WithdrawalLookup>> {
  return post(LOOKUP_API, credentialsBody(credentials), credentials.token);
}

export interface Declaration {
  /** Null for the whole order. */
  lines: { sku: string; qty: number }[] | null;
  reason: string;
}

export function declareWithdrawal(credentials: OrderCredentials, declaration: Declaration): Promise<WithdrawalAnswer<WithdrawalReceipt>> {
  const body: Record<string, unknown> = { ...credentialsBody(credentials) };
  if (declaration.lines) body.lines = declaration.lines;
  if (declaration.reason.trim()) body.reason = declaration.reason.trim();
  return post(WITHDRAW_API, body, credentials.token);
}
