// The backend tier's tail of the change log (issue #14 item 4), on a SQLite file of its own: it starts after what
// was logged before it, publishes every later change once and in order (also changes another connection wrote, as
// the staff's command does), runs its hooks before publishing and publishes even when a hook fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeFeed, type CatalogueChange } from '../../../server/backend/change-feed.js';
import { ChangeTail } from '../../../server/backend/change-tail.js';
import { recordChange } from '../../../server/db/change-log.js';
import { closeDatabase, migrate, openDatabase, type Database } from '../../../server/db/database.js';

let dir: string;
let db: Database;
let tail: ChangeTail;
let published: CatalogueChange[];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'change-tail-'));
  db = await openDatabase({ dataDir: dir, databaseUrl: null });
  await migrate(db);
  published = [];
});

afterEach(async () => {
  await tail?.stop();
  await closeDatabase(db);
  fs.rmSync(dir, { recursive: true, force: true });
});

function startTail(): Promise<void> {
  const feed = new ChangeFeed();
  feed.subscribe((change) => published.push(change));
  // A long poll: the test calls catchUp itself, so nothing depends on timing.
  tail = new ChangeTail({ db, feed, logger: pino({ level: 'silent' }), databaseUrl: null, pollMs: 60_000 });
  return tail.start();
}

describe('ChangeTail', () => {
  it('starts after the changes logged before it and publishes later ones once, in order', async () => {
    await recordChange(db, { tags: ['sku:OLD'], reason: 'import' });
    await startTail();
    await tail.catchUp();
    expect(published).toEqual([]);
    await recordChange(db, { tags: ['sku:A'], reason: 'bulk' });
    await recordChange(db, { tags: ['reviews:7', 'sku:B'], reason: 'review' });
    await Promise.all([tail.catchUp(), tail.catchUp(), tail.catchUp()]);
    expect(published).toEqual([
      { tags: ['sku:A'], reason: 'bulk' },
      { tags: ['reviews:7', 'sku:B'], reason: 'review' },
    ]);
    await tail.catchUp();
    expect(published).toHaveLength(2);
  });

  it('sees what another connection to the same file committed (another process, e.g. the staff command)', async () => {
    await startTail();
    const other = await openDatabase({ dataDir: dir, databaseUrl: null });
    await other.transaction().execute((trx) => recordChange(trx, { tags: ['sku:C'], reason: 'price' }));
    await closeDatabase(other);
    await tail.catchUp();
    expect(published).toEqual([{ tags: ['sku:C'], reason: 'price' }]);
  });

  it('runs its hooks before publishing, and publishes even when one fails', async () => {
    await startTail();
    const order: string[] = [];
    tail.beforePublish((changes) => void order.push(`refresh ${changes.map((c) => c.tags.join()).join(';')}`));
    tail.beforePublish(() => {
      throw new Error('index refresh failed');
    });
    const feedOrder = published;
    await recordChange(db, { tags: ['sku:D'], reason: 'bulk' });
    await tail.catchUp();
    order.push(`published ${feedOrder.length}`);
    expect(order).toEqual(['refresh sku:D', 'published 1']);
  });

  it('polls by itself', async () => {
    const feed = new ChangeFeed();
    feed.subscribe((change) => published.push(change));
    tail = new ChangeTail({ db, feed, logger: pino({ level: 'silent' }), databaseUrl: null, pollMs: 50 });
    await tail.start();
    await recordChange(db, { tags: ['sku:E'], reason: 'bulk' });
    await expect.poll(() => published.length, { timeout: 5000 }).toBe(1);
  });
});
