// Account security (issue #13 items 3, 5, 9): session families, e-mail change undo tokens and the shop's own
// generated secrets.
//  - family_id: every access and refresh token of one log-in (and of the refreshes that follow it) shares a random
//    family id, so logout can end the whole session even when the client does not send its refresh token.
//  - email_change_undo_tokens: the link mailed to the OLD address after an e-mail change (sha256 hash only).
//  - app_secrets: secrets the shop makes for itself when no setting names one (e.g. the newsletter link key).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['access_tokens', 'refresh_tokens']) {
    // Tokens issued before this migration have none; logout then revokes only what it is shown.
    await db.schema.alterTable(table).addColumn('family_id', 'varchar(64)').execute();
    await db.schema.createIndex(`${table}_family`).on(table).column('family_id').execute();
  }
  await db.schema
    .createTable('email_change_undo_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('old_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('email_change_undo_tokens_customer').on('email_change_undo_tokens').column('customer_id').execute();
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(256)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('app_secrets').ifExists().execute();
  await db.schema.dropTable('email_change_undo_tokens').ifExists().execute();
  for (const table of ['access_tokens', 'refresh_tokens']) {
    await db.schema.dropIndex(`${table}_family`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('family_id').execute();
  }
}
