// Kill safety (SQLite): a child process places orders; it is killed with SIGKILL mid-stream. Reopening the
// database must show every acknowledged order with its lines, and stock that matches the orders exactly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { closeDatabase, migrate, openDatabase } from '../../../server/db/database.js';
import { seedCommerceFromCatalogue } from '../../../server/db/seed-commerce.js';
import { FIXTURE_PRODUCTS, TEST_NOW } from './fixtures/products.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WRITER = path.join(ROOT, 'tests/integration/commerce/fixtures/order-writer.ts');
const KILL_AFTER_ACKS = 25;
const START_QTY = 100_000;

/** Runs the writer until it has acknowledged `acks` orders, then SIGKILLs it; resolves with the acknowledged lines. */
function runAndKill(dataDir: string, acks: number): Promise<{ acked: { orderNumber: string; cartId: string }[]; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: { orderNumber: string; cartId: string }[] = [];
    let buffer = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const [tag, orderNumber, cartId] = line.split(' ');
        if (tag === 'ACK') acked.push({ orderNumber, cartId });
      }
      if (acked.length >= acks) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`writer ended without being killed: ${stderr}`));
      else resolve({ acked, signal });
    });
  });
}

describe('kill safety on sqlite', () => {
  let t: TestDatabase;
  afterAll(async () => t?.dispose());

  it('keeps every acknowledged order and consistent stock after SIGKILL', async () => {
    t = await createTestDatabase('sqlite');
    await seedCommerceFromCatalogue(t.db, FIXTURE_PRODUCTS, TEST_NOW);
    await t.db.updateTable('stock').set({ qty: START_QTY }).where('sku', 'in', ['CARE-SET', 'OX-ANTON-42']).execute();
    await closeDatabase(t.db);

    const { acked } = await runAndKill(t.config.dataDir, KILL_AFTER_ACKS);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    t.db = await openDatabase(t.config);
    await migrate(t.db);
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.db);
    expect(integrity.rows[0].integrity_check).toBe('ok');
    const orders = await t.db.selectFrom('orders').select(['id', 'increment_id', 'cart_id']).execute();
    const byNumber = new Map(orders.map((o) => [o.increment_id, o]));
    for (const ack of acked) expect(byNumber.get(ack.orderNumber)?.cart_id, ack.orderNumber).toBe(ack.cartId);
    const lines = await t.db.selectFrom('order_items').select(['order_id', 'sku', 'qty']).execute();
    for (const order of orders) expect(lines.filter((l) => l.order_id === order.id), order.increment_id).toHaveLength(2);
    for (const sku of ['CARE-SET', 'OX-ANTON-42']) {
      const sold = lines.filter((l) => l.sku === sku).reduce((sum, l) => sum + l.qty, 0);
      const { qty } = await t.db.selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow();
      expect(qty, sku).toBe(START_QTY - sold);
    }
    const closedWithoutOrder = await t.db.selectFrom('carts').select('id').where('status', '=', 'closed').where('id', 'not in', t.db.selectFrom('orders').select('cart_id')).execute();
    expect(closedWithoutOrder).toEqual([]);
  });
});
