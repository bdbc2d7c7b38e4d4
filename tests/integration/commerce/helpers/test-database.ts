// One database per test file, per dialect: SQLite in a temp dir always, PostgreSQL in a fresh schema t_<random>
// when DATABASE_URL is set (so parallel runs never share tables). The data-layer suites loop over DIALECTS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { closeDatabase, migrate, openDatabase, type Database } from '../../../../server/db/database.js';

export type TestDialect = 'sqlite' | 'postgres';

const POSTGRES_URL = process.env.DATABASE_URL || null;

export const DIALECTS: TestDialect[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  dialect: TestDialect;
  db: Database;
  /** The config that opens this same database again (e.g. in a child process). */
  config: { dataDir: string; databaseUrl: string | null };
  dispose(): Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-test-'));
    const config = { dataDir, databaseUrl: null };
    const db = await openDatabase(config);
    await migrate(db);
    return { dialect, db, config, dispose: async () => (await closeDatabase(db), fs.rmSync(dataDir, { recursive: true, force: true })) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL! });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const config = { dataDir: os.tmpdir(), databaseUrl: withSearchPath(POSTGRES_URL!, schema) };
  const db = await openDatabase(config);
  await migrate(db);
  const dispose = async (): Promise<void> => {
    await closeDatabase(db);
    const cleanup = new pg.Client({ connectionString: POSTGRES_URL! });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  };
  return { dialect, db, config, dispose };
}
