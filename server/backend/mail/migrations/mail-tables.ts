// The mail backend's own tables, as a Kysely migration the database owner's migrator includes (see
// MAIL_MIGRATIONS). Idempotent (if not exists), so a test or a second migrator may run it again safely.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  // One row per token handed out by get-token; only the sha256 of the token is kept.
  await db.schema
    .createTable('mail_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('uses_left', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_tokens_expires').ifNotExists().on('mail_tokens').column('expires_at').execute();
  // Mails that go to an address a stranger typed in (contact copies, withdrawal receipts), to cap them per address.
  await db.schema
    .createTable('mail_recipient_log')
    .ifNotExists()
    .addColumn('recipient_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_recipient_log_recipient').ifNotExists().on('mail_recipient_log').columns(['recipient_hash', 'created_at']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_recipient_log').ifExists().execute();
  await db.schema.dropTable('mail_tokens').ifExists().execute();
}

export const mailTablesMigration: Migration = { up, down };

/** For the database owner's migration provider; the key orders it after the commerce schema. */
export const MAIL_MIGRATIONS: Readonly<Record<string, Migration>> = { '100-mail-tables': mailTablesMigration };
