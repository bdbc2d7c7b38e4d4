// Per-account log-in limits: failed attempts are counted per account (its normalised e-mail) in a window, in the
// database every backend process and edge shares, so no number of workers, edges or client addresses adds guesses.
//  - login_failures: the current window's failed attempts of an address and when its owner was told.
//  - known_devices: a random token (sha256 hash only) given to a browser at a successful log-in; a log-in with the
//    right password from such a device goes through while the account is limited, so an attacker cannot lock the
//    owner out for ever.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('email_key', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('window_started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notified_at', 'varchar(40)')
    .execute();
  await db.schema
    .createTable('known_devices')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('known_devices_customer').on('known_devices').column('customer_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('known_devices').ifExists().execute();
  await db.schema.dropTable('login_failures').ifExists().execute();
}
