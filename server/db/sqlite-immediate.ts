// SQLite transactions that take the write lock when they begin (issue #15 item 4, "SQLite busy is retried").
// A deferred transaction reads first and asks for the lock at its first write; when another process (a staff
// command, a second writer during a deploy) committed meanwhile, SQLite answers SQLITE_BUSY at once without its busy
// handler, because retrying cannot help a stale snapshot. BEGIN IMMEDIATE asks for the lock up front, so the busy
// handler (busy_timeout) waits and retries for it, and the transaction then reads what is current.
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}
