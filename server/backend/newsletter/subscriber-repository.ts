// The newsletter_subscribers table (migrations/newsletter-tables.ts), SQL only. One row per normalised address.
import type { Kysely } from 'kysely';

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface SubscriberRow {
  email_normalized: string;
  email: string;
  status: SubscriberStatus;
  store: string;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  unsubscribe_token: string;
  unsubscribe_sent_at: string | null;
  coupon_code: string | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface NewsletterTables {
  newsletter_subscribers: SubscriberRow;
}

export type NewsletterDb = Kysely<NewsletterTables>;

export async function findSubscriber(db: NewsletterDb, emailNormalized: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();
}

export async function findSubscriberByConfirmToken(db: NewsletterDb, tokenHash: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertSubscriber(db: NewsletterDb, row: SubscriberRow): Promise<void> {
  await db.insertInto('newsletter_subscribers').values(row).execute();
}

export async function updateSubscriber(db: NewsletterDb, emailNormalized: string, changes: Partial<SubscriberRow>): Promise<void> {
  await db.updateTable('newsletter_subscribers').set(changes).where('email_normalized', '=', emailNormalized).execute();
}

/** pending → subscribed for this token; false when someone else confirmed first (or it is not pending). */
export async function markConfirmed(db: NewsletterDb, tokenHash: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', confirmed_at: nowIso, updated_at: nowIso, unsubscribed_at: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the welcome coupon unless the address already has one; false when it has. */
export async function setCouponCode(db: NewsletterDb, emailNormalized: string, code: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ coupon_code: code })
    .where('email_normalized', '=', emailNormalized)
    .where('coupon_code', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unsubscribes a pending or subscribed address; false when it was not (the no-op of spec 02 §4). */
export async function markUnsubscribed(db: NewsletterDb, emailNormalized: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    // An old opt-in link must not subscribe the address again.
    .set({ status: 'unsubscribed', unsubscribed_at: nowIso, updated_at: nowIso, confirm_token_hash: null, confirm_expires_at: null })
    .where('email_normalized', '=', emailNormalized)
    .where('status', '!=', 'unsubscribed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
