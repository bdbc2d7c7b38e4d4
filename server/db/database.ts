// Opens the embedded backends' database: SQLite in DATA_DIR (default) or PostgreSQL when DATABASE_URL is set
// (DESIGN §2, §7). better-sqlite3 and pg are the drivers Kysely supports for these two; one query layer for both.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/001-initial.js';
import * as withdrawals from './migrations/002-withdrawals.js';
import * as changeLog from './migrations/003-change-log.js';
import * as paymentState from './migrations/003-payment-state.js';
import * as accountSecurity from './migrations/004-account-security.js';
import * as catalogueSku from './migrations/004-catalogue-sku.js';
import * as cartPaymentMethod from './migrations/005-cart-payment-method.js';
import * as orderStates from './migrations/006-order-states.js';
import * as paymentAttempts from './migrations/007-payment-attempts.js';
import * as loginLimits from './migrations/008-security-login-limits.js';
import { dialectOf } from './dialect.js';
import { ImmediateSqliteDialect } from './sqlite-immediate.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import type { Database, DatabaseSchema } from './schema.js';

export type { Database } from './schema.js';
export { dialectOf, isUniqueViolation, type DialectName } from './dialect.js';

export interface DatabaseConfig {
  dataDir: string;
  databaseUrl: string | null;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, a failover, pg_terminate_backend). The pool
   * replaces it on the next query; without a listener pg's error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /** Reports the PostgreSQL pool's use to the metrics (total, idle and waiting clients). */
  onPoolCreated?: (pool: pg.Pool) => void;
}

export const SQLITE_FILE_NAME = 'shop.sqlite';
/** How long a writer waits for another process's lock before SQLite gives up. */
const BUSY_TIMEOUT_MS = 5000;
const PG_INT8_OID = 20;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl ? openPostgres(config) : openSqlite(config.dataDir);
}

function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
  file.pragma('journal_mode = WAL');
  // NORMAL in WAL mode keeps every committed transaction across a process crash (only a power cut can lose the last ones).
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return new Kysely<DatabaseSchema>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(file) }) });
}

/** A query waits at most this long for a pooled connection, so a database that is away gives a 503, not a hang. */
const PG_CONNECT_TIMEOUT_MS = 5000;

async function openPostgres(config: DatabaseConfig): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: config.databaseUrl!,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // bigint totals and count(*) come back as JS numbers (all our values are far below 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const onConnectionError = config.onConnectionError ?? ((error: Error) => console.warn(`database connection lost: ${error.message}`));
  // Idle clients report through the pool; a client checked out (e.g. between two queries of a transaction) only
  // through itself, and an 'error' event nobody listens to would end the process.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  config.onPoolCreated?.(pool);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await pool.query('select 1');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** The commerce and catalogue schema; other backends add theirs through migrate's second argument. */
export const CORE_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001-initial': initial,
  '002-withdrawals': withdrawals,
  '003-change-log': changeLog,
  '003-payment-state': paymentState,
  '004-account-security': accountSecurity,
  '004-catalogue-sku': catalogueSku,
  '005-cart-payment-method': cartPaymentMethod,
  '006-order-states': orderStates,
  '007-payment-attempts': paymentAttempts,
  '008-security-login-limits': loginLimits,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Readonly<Record<string, Migration>>) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...this.migrations };
  }
}

/** What migrate() found: migrations recorded in the database that this release does not have (see migrate). */
export interface MigrationReport {
  unknown: string[];
}

/**
 * Brings the schema up to date; throws with the failing migration's error. Other backends (mail, newsletter) pass
 * their own migrations (e.g. `{ ...MAIL_MIGRATIONS, ...NEWSLETTER_MIGRATIONS }`) so that one migrator runs them all;
 * names sort the order, and a migration added later with a lower name still runs (unordered migrations allowed).
 *
 * Migrations only expand the schema (new tables, nullable columns or columns with defaults), so a release may run on
 * a database a later release has migrated: that is how an upgrade is rolled back. The migrations it does not know are
 * returned for the caller to log and stand in as already done (Kysely's migrator would otherwise refuse to start with
 * "corrupted migrations: previously executed migration … is missing").
 */
export async function migrate(db: Database, extraMigrations: Readonly<Record<string, Migration>> = {}): Promise<MigrationReport> {
  const clash = Object.keys(extraMigrations).find((name) => name in CORE_MIGRATIONS);
  if (clash) throw new Error(`Migration name ${clash} is already used by the core schema`);
  const known = { ...CORE_MIGRATIONS, ...extraMigrations };
  const tableSchema = await migrationTableSchema(db);
  const unknown = (await executedMigrations(db, tableSchema.migrationTableSchema)).filter((name) => !(name in known));
  const fromLaterRelease: Migration = { up: async () => undefined };
  const provider = new StaticMigrationProvider({ ...known, ...Object.fromEntries(unknown.map((name) => [name, fromLaterRelease])) });
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...tableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { unknown };
}

/** Names of the migrations recorded as done; none before the first migration made the table. */
async function executedMigrations(db: Database, schema: string | undefined): Promise<string[]> {
  const untyped = db as unknown as Kysely<Record<string, { name: string }>>;
  try {
    const rows = await (schema ? untyped.withSchema(schema) : untyped).selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute();
    return rows.map((row) => row.name);
  } catch (error) {
    if (await migrationTableExists(untyped, schema)) throw error;
    return [];
  }
}

async function migrationTableExists(db: Kysely<Record<string, { name: string }>>, schema: string | undefined): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE && (!schema || table.schema === schema));
}

/**
 * On PostgreSQL the migration bookkeeping lives in the connection's own schema (DATABASE_URL may set a search_path).
 * Without naming it, Kysely's migrator takes a kysely_migration table of another schema in the same database (e.g.
 * public) as its own, skips creating one here, and then fails to find it through the search path.
 */
async function migrationTableSchema(db: Database): Promise<{ migrationTableSchema?: string }> {
  if (dialectOf(db as unknown as Kysely<unknown>) !== 'postgres') return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

export async function closeDatabase(db: Database): Promise<void> {
  await db.destroy();
}
