// Appending to and reading the change log (migrations/003-change-log.ts). A writer records its change inside its own
// transaction, so the change is logged exactly when the data it describes is committed.
import { sql, type Kysely } from 'kysely';
import type { CatalogueChange } from '../backend/change-feed.js';
import { dialectOf } from './dialect.js';
import type { DatabaseSchema } from './schema.js';

/** A database or a transaction on it. */
type Writer = Kysely<DatabaseSchema>;

export interface LoggedChange extends CatalogueChange {
  readonly id: number;
}

/** The PostgreSQL channel recordChange notifies (delivered at commit); the backend's tail listens on it. */
export const CHANGE_LOG_CHANNEL = 'shop_change_log';

/**
 * Returns the logged change's id (null when it touches nothing and is not logged), so that a writer which applies
 * its change to its own index at once can tell the tail to skip it (catalogue-refresh.ts).
 */
export async function recordChange(db: Writer, change: CatalogueChange): Promise<number | null> {
  if (change.tags.length === 0) return null;
  const row = await db
    .insertInto('change_log')
    .values({ tags: JSON.stringify(change.tags), reason: change.reason, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // PostgreSQL delivers a notification when (and only when) the transaction commits, so the tail wakes for it at
  // once; SQLite has no such thing and the tail polls.
  if (dialectOf(db as unknown as Kysely<unknown>) === 'postgres') await sql`select pg_notify(${CHANGE_LOG_CHANNEL}, '')`.execute(db);
  return Number(row.id);
}

/** Changes logged after `afterId`, oldest first. */
export async function changesAfter(db: Writer, afterId: number, limit = 500): Promise<LoggedChange[]> {
  const rows = await db.selectFrom('change_log').select(['id', 'tags', 'reason']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: Number(row.id), tags: JSON.parse(row.tags) as string[], reason: row.reason }));
}

/** The logged changes among these ids (a tail looking whether a change it has not seen yet was committed meanwhile). */
export async function changesWithIds(db: Writer, ids: readonly number[]): Promise<LoggedChange[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('change_log').select(['id', 'tags', 'reason']).where('id', 'in', [...ids]).orderBy('id').execute();
  return rows.map((row) => ({ id: Number(row.id), tags: JSON.parse(row.tags) as string[], reason: row.reason }));
}

/** The id of the last logged change (0 when none), where a tail that starts now begins. */
export async function lastChangeId(db: Writer): Promise<number> {
  const row = await db.selectFrom('change_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}
