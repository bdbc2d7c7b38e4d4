// Order numbers over HTTP on SQLite and PostgreSQL (issue #13 item 13): random ten-digit numbers, unique, not
// consecutive; a number that is already taken is drawn again. The generator is wrapped so that a test can make it
// repeat an existing number.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as OrderNumbers from '../../../shared/commerce/order-number.js';
import { cartWith, createTestApp, orderBody, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const forced = vi.hoisted(() => ({ next: [] as string[] }));

vi.mock('../../../shared/commerce/order-number.js', async (importActual) => {
  const actual = await importActual<typeof OrderNumbers>();
  return { ...actual, newOrderNumber: () => forced.next.shift() ?? actual.newOrderNumber() };
});

describe.each(DIALECTS)('order numbers on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  const order = async (): Promise<string> => {
    const lines = [{ sku: 'OX-ANTON-42', qty: 1 }];
    const res = await a.call('POST', '/api/order', orderBody(await cartWith(a, lines), lines));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.orderNumber;
  };

  it('are ten random digits: two orders in a row are unique and not consecutive', async () => {
    const first = await order();
    const second = await order();
    for (const n of [first, second]) expect(n).toMatch(/^[1-9]\d{9}$/);
    expect(second).not.toBe(first);
    expect(Math.abs(Number(second) - Number(first))).toBeGreaterThan(1);
  });

  it('a number already taken is drawn again, and the order gets a fresh one', async () => {
    const taken = await order();
    forced.next.push(taken, taken);
    const next = await order();
    expect(forced.next).toEqual([]);
    expect(next).not.toBe(taken);
    expect(next).toMatch(/^[1-9]\d{9}$/);
    const numbers = await a.t.db.selectFrom('orders').select('increment_id').execute();
    expect(new Set(numbers.map((r) => r.increment_id)).size).toBe(numbers.length);
  });
});
