// Kysely on SQLite prepares each SQL text once, and a statement busy streaming is never handed out twice.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../../server/db/sqlite-statement-cache.js';

interface Schema {
  shoes: { id: number; name: string };
}

function openDb(size?: number) {
  const file = new BetterSqlite3(':memory:');
  const prepare = vi.spyOn(file, 'prepare');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(file, size) }) });
  return { file, prepare, db };
}

describe('SQLite statement cache', () => {
  it('prepares a query the first time only, and answers with the current data every time', async () => {
    const { prepare, db } = openDb();
    await db.schema.createTable('shoes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    const byId = (id: number) => db.selectFrom('shoes').select('name').where('id', '=', id).executeTakeFirst();
    await db.insertInto('shoes').values({ id: 1, name: 'Derby' }).execute();
    await db.insertInto('shoes').values({ id: 2, name: 'Oxford' }).execute();
    const before = prepare.mock.calls.length;
    expect(await byId(1)).toEqual({ name: 'Derby' });
    expect(await byId(2)).toEqual({ name: 'Oxford' });
    await db.updateTable('shoes').set({ name: 'Budapester' }).where('id', '=', 1).execute();
    expect(await byId(1)).toEqual({ name: 'Budapester' });
    // One select and one update prepared; the two later selects reused the first.
    expect(prepare.mock.calls.length - before).toBe(2);
    await db.destroy();
  });

  it('hands out a fresh statement while the kept one is busy iterating', () => {
    const file = new BetterSqlite3(':memory:');
    file.exec("create table shoes (id integer primary key, name text); insert into shoes values (1, 'Derby'), (2, 'Oxford')");
    const cache = withStatementCache(file);
    const sql = 'select name from shoes order by id';
    const kept = cache.prepare(sql);
    const rows = kept.iterate([]);
    rows.next();
    const meanwhile = cache.prepare(sql);
    expect(meanwhile).not.toBe(kept);
    expect(meanwhile.all([])).toEqual([{ name: 'Derby' }, { name: 'Oxford' }]);
    rows.return?.();
    expect(cache.prepare(sql)).toBe(kept);
    cache.close();
  });

  it('keeps at most the given number of statements, dropping the oldest', async () => {
    const { prepare, db } = openDb(2);
    await db.schema.createTable('shoes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    const q1 = () => db.selectFrom('shoes').select('id').execute();
    const q2 = () => db.selectFrom('shoes').select('name').execute();
    const q3 = () => db.selectFrom('shoes').select(['id', 'name']).execute();
    await q1();
    await q2();
    await q3(); // drops q1 (the create table statement went first)
    const before = prepare.mock.calls.length;
    await q3();
    await q2();
    expect(prepare.mock.calls.length).toBe(before);
    await q1();
    expect(prepare.mock.calls.length).toBe(before + 1);
    await db.destroy();
  });
});
