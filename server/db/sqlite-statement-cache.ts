// Prepared statements kept by their SQL. Kysely's SQLite driver prepares every query anew (SqliteConnection
// calls prepare(sql) per execution); on an uncached product page that was a measurable part of the backend's work
// (better-sqlite3's prepare ~2 % of a one-process shop's CPU, the review list on every render). The same SQL text
// is the same statement, and better-sqlite3 statements are reusable: all() and run() finish synchronously, so
// one statement never serves two queries at once. Only iterate() (Kysely's stream(), unused here) keeps one busy
// across turns: a busy statement is not handed out again, a fresh one is prepared instead.
import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept; queries with lists of varying length ('in (?, ?, …)') make the set open-ended. */
export const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(file: BetterSqlite3Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      file.close();
    },
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = file.prepare(sql);
      if (kept) return statement; // the kept one is busy streaming: this one serves this query only
      if (statements.size >= size) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}
