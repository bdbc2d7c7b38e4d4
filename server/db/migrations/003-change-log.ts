// The change log (issue #14): every write that changes what shoppers see appends the edge-cache tags it touches,
// in the same transaction as the write, so a change made by any process (the running shop, the catalogue command,
// the staff's review command) reaches every edge: the backend tier tails this table and publishes what it finds.
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const table = db.schema.createTable('change_log');
  await (postgres ? table.addColumn('id', 'bigserial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    // A JSON array of tags (server/backend/change-feed.ts names them).
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('change_log').ifExists().execute();
}
