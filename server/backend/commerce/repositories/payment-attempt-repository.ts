// Payment attempts of orders (SQL only; migration 007-payment-attempts).
import type { Database, PaymentAttemptRow } from '../../../db/schema.js';

export async function listAttempts(db: Database, orderId: number): Promise<PaymentAttemptRow[]> {
  return db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute();
}

export async function insertAttempt(db: Database, row: { order_id: number; attempt: number; method: string; started_at: string }): Promise<PaymentAttemptRow> {
  return db
    .insertInto('payment_attempts')
    .values({ ...row, state: 'started', txid: null, redirect_url: null, error_code: null, customer_message: null, finished_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AttemptOutcomeRow {
  state: string;
  txid: string | null;
  redirect_url: string | null;
  error_code: string | null;
  customer_message: string | null;
  finished_at: string;
}

/** Records the answer of an attempt still started; false when it has one already (a repeat changes nothing). */
export async function finishAttempt(db: Database, orderId: number, attempt: number, outcome: AttemptOutcomeRow): Promise<boolean> {
  const result = await db.updateTable('payment_attempts').set(outcome).where('order_id', '=', orderId).where('attempt', '=', attempt).where('state', '=', 'started').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An attempt that never reached Payone (its request was refused before sending): its number may be used again. */
export async function dropStartedAttempt(db: Database, orderId: number, attempt: number): Promise<void> {
  await db.deleteFrom('payment_attempts').where('order_id', '=', orderId).where('attempt', '=', attempt).where('state', '=', 'started').execute();
}

/**
 * Takes the order's row lock for the rest of the transaction (PostgreSQL: an UPDATE locks the row until commit;
 * SQLite: transactions begin immediate and hold the database's write lock), so two backends deciding about the
 * same order's next attempt do it one after the other.
 */
export async function lockOrder(db: Database, orderId: number): Promise<void> {
  await db.updateTable('orders').set((eb) => ({ payment_updated_at: eb.ref('payment_updated_at') })).where('id', '=', orderId).execute();
}
