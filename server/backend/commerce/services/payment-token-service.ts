// The payment token of an order paid through Payone: random, handed once to the checkout that placed the order (the
// order answer), stored as a sha256 hash, and expiring. Payone is asked to charge an order, or a Klarna session is
// opened for it, only with this token: knowing an order number is not enough.
import { timingSafeEqual } from 'node:crypto';
import { initialPaymentState } from '../../../../shared/commerce/payment-state.js';
import type { Database, OrderRow } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import { hashToken, newRawToken } from './token-service.js';

/** A day: long enough to pay again after a provider's page, short enough that a leaked token soon means nothing. */
export const PAYMENT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface IssuedPaymentToken {
  token: string;
  hash: string;
  expiresAt: string;
}

export function newPaymentToken(now: Date): IssuedPaymentToken {
  const token = newRawToken();
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + PAYMENT_TOKEN_TTL_MS).toISOString() };
}

/** Only orders a Payone payment is awaited for get a token; prepayment and cash on delivery are never charged online. */
export const needsPaymentToken = (paymentMethod: string): boolean => initialPaymentState(paymentMethod) !== null;

/**
 * A fresh token for the checkout that placed the order and asks for it again (the same cart, a retried order call):
 * the stored hash is replaced, so a token seen elsewhere before stops working.
 */
export async function reissuePaymentToken(db: Database, order: OrderRow, now: Date): Promise<string | undefined> {
  if (!needsPaymentToken(order.payment_method)) return undefined;
  const issued = newPaymentToken(now);
  await db.updateTable('orders').set({ payment_token_hash: issued.hash, payment_token_expires_at: issued.expiresAt }).where('id', '=', order.id).execute();
  return issued.token;
}

/** Refuses (403, naming paymentToken) a token that is not the order's or has expired. */
export function checkPaymentToken(order: Pick<OrderRow, 'payment_token_hash' | 'payment_token_expires_at'>, token: string, now: Date): void {
  const stored = order.payment_token_hash;
  const given = Buffer.from(hashToken(token));
  const matches = stored !== null && given.length === Buffer.byteLength(stored) && timingSafeEqual(given, Buffer.from(stored));
  if (!matches || !order.payment_token_expires_at || order.payment_token_expires_at <= now.toISOString()) {
    throw fail('ERR_PAYMENT_TOKEN', { field: 'paymentToken' });
  }
}
