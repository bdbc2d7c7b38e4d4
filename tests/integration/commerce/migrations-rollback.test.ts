// Upgrades can be undone: migrations only expand, so a release started on a database that a later release has
// migrated logs the migrations it does not know and starts, instead of refusing with Kysely's "corrupted
// migrations: previously executed migration … is missing".
import { sql, type Kysely } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackends } from '../../../server/backend/bootstrap.js';
import { BACKEND_MIGRATIONS } from '../../../server/backend/app.js';
import { closeDatabase, migrate, openDatabase } from '../../../server/db/database.js';
import { sharedDataDir, testConfig } from '../helpers/start-app.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/test-database.js';

/** What a later release might add: a table of its own and a nullable column on an existing one. */
const LATER_RELEASE = {
  '999-later-release': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.createTable('later_things').addColumn('id', 'integer').execute();
      await db.schema.alterTable('stock').addColumn('later_note', 'text').execute();
    },
  },
};

describe.each(DIALECTS)('a release on a database migrated by a later one (%s)', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => t?.dispose());

  it('migrates with the shorter list, naming the unknown migrations, and the later release migrates on again', async () => {
    expect(await migrate(t.db)).toEqual({ unknown: [] });
    expect(await migrate(t.db, LATER_RELEASE)).toEqual({ unknown: [] });
    await sql`insert into later_things (id) values (1)`.execute(t.db);

    // Rolled back: the older release's list lacks 999-later-release.
    expect(await migrate(t.db)).toEqual({ unknown: ['999-later-release'] });
    expect(await migrate(t.db)).toEqual({ unknown: ['999-later-release'] });
    const stock = await t.db.selectFrom('stock').select('sku').limit(1).execute();
    expect(Array.isArray(stock)).toBe(true);

    // Upgraded again: nothing runs twice (the table would already exist), the data is still there.
    expect(await migrate(t.db, LATER_RELEASE)).toEqual({ unknown: [] });
    const { rows } = await sql<{ id: number }>`select id from later_things`.execute(t.db);
    expect(rows.map((row) => Number(row.id))).toEqual([1]);
  });
});

describe('the backend start on such a database', () => {
  it('logs the unknown migrations and starts', async () => {
    const config = testConfig(sharedDataDir());
    const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: null });
    const later = { '999-rollback-test': { up: async (d: Kysely<unknown>) => d.schema.createTable('rollback_test_things').addColumn('id', 'integer').execute() } };
    await migrate(db, { ...BACKEND_MIGRATIONS, ...later });
    const lines: Array<{ msg: string; migrations?: string[] }> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as { msg: string }) });
    try {
      const backends = await startEmbeddedBackends(config, logger);
      await backends.close();
      expect(lines.filter((line) => line.migrations?.includes('999-rollback-test'))).toHaveLength(1);
    } finally {
      // Leaves the shared data folder as it was for the other files of this run.
      await db.schema.dropTable('rollback_test_things').ifExists().execute();
      await sql`delete from kysely_migration where name = '999-rollback-test'`.execute(db);
      await closeDatabase(db);
    }
  });
});
