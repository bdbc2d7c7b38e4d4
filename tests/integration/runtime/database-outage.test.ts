// Issue #15 item 4: the commerce backend survives its database going away. PostgreSQL is reached through a TCP
// relay the test can cut (as a restart or failover would): pooled connections drop, calls meanwhile answer 503 JSON
// with Retry-After and the process stays up, and once the database is back the pool connects again by itself.
// SQLite: a transaction that must wait for another process's write lock waits (busy_timeout) instead of failing.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { commerceRoutes } from '../../../server/backend/commerce/commerce-routes.js';
import { closeDatabase, openDatabase, SQLITE_FILE_NAME, type Database } from '../../../server/db/database.js';
import { seedCommerceFromCatalogue } from '../../../server/db/seed-commerce.js';
import { FIXTURE_PRODUCTS, TEST_NOW } from '../commerce/fixtures/products.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../commerce/helpers/test-database.js';

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, then let them through again. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => (open = false, sockets.forEach((s) => s.destroy()), server.close(() => resolve()))),
  };
}

async function commerceApp(db: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(commerceRoutes, { db, now: () => new Date(TEST_NOW), onOrderPlaced: async () => undefined, onPasswordReset: async () => undefined, onWithdrawalReceived: async () => undefined });
  await app.ready();
  return app;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!DIALECTS.includes('postgres'))('PostgreSQL goes away and comes back', () => {
  it('answers 503 with Retry-After while it is away, stays up, and reconnects when it is back', async () => {
    const t: TestDatabase = await createTestDatabase('postgres');
    cleanups.push(() => t.dispose());
    await seedCommerceFromCatalogue(t.db, FIXTURE_PRODUCTS, TEST_NOW);
    const url = new URL(t.config.databaseUrl!);
    const relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    cleanups.push(() => relay.close());
    url.host = `127.0.0.1:${relay.port}`;
    const lost: Error[] = [];
    const db = await openDatabase({ dataDir: t.config.dataDir, databaseUrl: url.toString(), onConnectionError: (error) => lost.push(error) });
    cleanups.push(() => closeDatabase(db));
    const app = await commerceApp(db);
    cleanups.push(() => app.close());
    const createCart = () => app.inject({ method: 'POST', url: '/api/cart/create' });

    expect((await createCart()).statusCode).toBe(200);
    relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const away = await createCart();
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json()).toMatchObject({ code: 503, meta: { errorCode: 'ERR_SERVICE_UNAVAILABLE' } });
    expect(lost.length).toBeGreaterThan(0);

    relay.restore();
    const back = await createCart();
    expect(back.statusCode).toBe(200);
    expect(typeof back.json().result).toBe('string');
  }, 60_000);
});

describe('SQLite busy', () => {
  it('a read-then-write transaction waits for another process\'s write lock instead of failing with SQLITE_BUSY', async () => {
    const t = await createTestDatabase('sqlite');
    cleanups.push(() => t.dispose());
    await seedCommerceFromCatalogue(t.db, FIXTURE_PRODUCTS, TEST_NOW);
    const file = path.join(t.config.dataDir, SQLITE_FILE_NAME);
    // Another process takes the write lock, writes, and commits 1.5 s later (e.g. a staff command).
    const holder = spawn(process.execPath, ['-e', `
      const Database = require('better-sqlite3');
      const db = new Database(${JSON.stringify(file)});
      db.exec('begin immediate');
      db.exec("update stock set qty = qty + 1 where sku = 'CARE-SET'");
      console.log('locked');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
      db.exec('commit');
    `], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));

    const before = await t.db.selectFrom('stock').select('qty').where('sku', '=', 'CARE-SET').executeTakeFirstOrThrow();
    const after = await t.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('stock').select('qty').where('sku', '=', 'CARE-SET').executeTakeFirstOrThrow();
      await trx.updateTable('stock').set({ qty: row.qty - 1 }).where('sku', '=', 'CARE-SET').execute();
      return row.qty - 1;
    });
    await exited;
    // The transaction ran after the other process's commit and saw its write: nothing was lost.
    expect(after).toBe(before.qty);
    const stored = await t.db.selectFrom('stock').select('qty').where('sku', '=', 'CARE-SET').executeTakeFirstOrThrow();
    expect(stored.qty).toBe(before.qty);
  }, 30_000);
});
