// The newsletter backend's own table, as a Kysely migration the database owner's migrator includes (see
// NEWSLETTER_MIGRATIONS). Idempotent (if not exists), so a test or a second migrator may run it again safely.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .ifNotExists()
    .addColumn('email_normalized', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('store', 'varchar(8)', (c) => c.notNull())
    // sha256 of the double opt-in token; kept after confirming so that a second click still answers 'subscribed'.
    .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('confirm_expires_at', 'varchar(40)')
    .addColumn('confirm_sent_at', 'varchar(40)')
    // Kept readable: every newsletter mail must carry it, and it allows nothing but unsubscribing this address.
    .addColumn('unsubscribe_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('unsubscribe_sent_at', 'varchar(40)')
    // The welcome coupon, issued once per address however often it re-subscribes.
    .addColumn('coupon_code', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(40)')
    .addColumn('unsubscribed_at', 'varchar(40)')
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').ifExists().execute();
}

export const newsletterTablesMigration: Migration = { up, down };

/** For the database owner's migration provider; the key orders it after the commerce schema. */
export const NEWSLETTER_MIGRATIONS: Readonly<Record<string, Migration>> = { '110-newsletter-tables': newsletterTablesMigration };
