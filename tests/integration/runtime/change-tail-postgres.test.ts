// The backend tier's tail on PostgreSQL (issue #14 item 4): woken by NOTIFY at commit (the poll is set far longer
// than the test), not by a rolled-back change, and listening again after its connection was terminated. Runs when
// DATABASE_URL is set, in a schema of its own.
import { pino } from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed, type CatalogueChange } from '../../../server/backend/change-feed.js';
import { ChangeTail } from '../../../server/backend/change-tail.js';
import { recordChange } from '../../../server/db/change-log.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../commerce/helpers/test-database.js';

describe.skipIf(!DIALECTS.includes('postgres'))('ChangeTail on PostgreSQL', () => {
  let t: TestDatabase;
  let tail: ChangeTail;
  const published: CatalogueChange[] = [];
  /** The tail's connections carry a name of their own, so this test sees and terminates only its own. */
  const name = `tail_test_${process.pid}_${Date.now()}`;
  let tailUrl: string;

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    const url = new URL(t.config.databaseUrl!);
    url.searchParams.set('application_name', name);
    tailUrl = url.toString();
    const feed = new ChangeFeed();
    feed.subscribe((change) => published.push(change));
    tail = new ChangeTail({ db: t.db, feed, logger: pino({ level: 'silent' }), databaseUrl: tailUrl, pollMs: 600_000 });
    await tail.start();
  });

  afterAll(async () => {
    await tail?.stop();
    await t?.dispose();
  });

  it('publishes a committed change at once, woken by NOTIFY', async () => {
    await expect.poll(() => listening(tailUrl, name), { timeout: 10_000 }).toBe(1);
    await t.db.transaction().execute((trx) => recordChange(trx, { tags: ['sku:PG-1'], reason: 'price' }));
    await expect.poll(() => published.map((c) => c.tags[0]), { timeout: 2000, interval: 20 }).toContain('sku:PG-1');
  });

  it('does not publish a change whose transaction rolled back', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await recordChange(trx, { tags: ['sku:PG-ROLLED-BACK'], reason: 'price' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.db.transaction().execute((trx) => recordChange(trx, { tags: ['sku:PG-2'], reason: 'price' }));
    await expect.poll(() => published.map((c) => c.tags[0]), { timeout: 2000, interval: 20 }).toContain('sku:PG-2');
    expect(published.map((c) => c.tags[0])).not.toContain('sku:PG-ROLLED-BACK');
  });

  it('publishes a change committed after a later one (two writers: ids are handed out before commit)', async () => {
    // The first writer takes its id and is still open when the second commits a later id, which the tail reads.
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLogged!: () => void;
    const firstHasId = new Promise<void>((resolve) => (firstLogged = resolve));
    const first = t.db.transaction().execute(async (trx) => {
      await recordChange(trx, { tags: ['sku:PG-SLOW-WRITER'], reason: 'order' });
      firstLogged();
      await firstMayCommit;
    });
    await firstHasId;
    await t.db.transaction().execute((trx) => recordChange(trx, { tags: ['sku:PG-FAST-WRITER'], reason: 'order' }));
    await expect.poll(() => published.map((c) => c.tags[0]), { timeout: 2000, interval: 20 }).toContain('sku:PG-FAST-WRITER');
    releaseFirst();
    await first;
    await expect.poll(() => published.map((c) => c.tags[0]), { timeout: 3000, interval: 20 }).toContain('sku:PG-SLOW-WRITER');
  });

  it('listens again after its connection was terminated', async () => {
    const admin = new pg.Client({ connectionString: t.config.databaseUrl! });
    await admin.connect();
    try {
      const { rows } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN shop_change_log%' and application_name = $1", [name]);
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expect.poll(() => listening(tailUrl, name), { timeout: 10_000, interval: 100 }).toBe(1);
    await t.db.transaction().execute((trx) => recordChange(trx, { tags: ['sku:PG-3'], reason: 'price' }));
    await expect.poll(() => published.map((c) => c.tags[0]), { timeout: 2000, interval: 20 }).toContain('sku:PG-3');
  });
});

/** How many of the tail's connections listen for changes now. */
async function listening(url: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN shop_change_log%' and state = 'idle' and application_name = $1", [name]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}
