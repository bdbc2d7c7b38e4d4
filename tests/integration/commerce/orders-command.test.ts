// The staff's orders command (scripts/orders.ts) as a child process on the shop database of each dialect: list,
// show, paid, ship (mail with tracking link and withdrawal deadline, in the order's language), deliver, cancel
// (stock back, mail), refund, expire (--as-of: unpaid past due cancelled, stock back, mail), export (net, VAT, gross);
// bad input says why, exits 1 and changes nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf, orderRow, placeOrder, stockOf } from './helpers/orders.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe.each(DIALECTS)('npm run orders on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  const orders = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: a.t.config.dataDir, DATABASE_URL: a.t.config.databaseUrl ?? '', SMTP_URL: '' } });
  const outbox = () => {
    const dir = path.join(a.t.config.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { subject: string; text: string; to: string[] }) : [];
  };

  it('runs an order through paid, ship, deliver, refund, with mails in its language', async () => {
    const orderNumber = await placeOrder(a, [{ sku: 'OX-ANTON-42', qty: 1 }], { email: 'de@example.com', storeCode: 'de' });
    expect((await orders('list', '--state', 'pending_payment')).stdout).toContain(orderNumber);
    expect((await orders('paid', orderNumber)).stdout.trim()).toBe(`Order ${orderNumber} is paid.`);
    const shipped = await orders('ship', orderNumber, '--carrier', 'dhl', '--tracking', '00340434161094042557');
    expect(shipped.stdout).toContain(`Order ${orderNumber} is shipped with dhl (tracking 00340434161094042557)`);
    const mail = outbox().find((m) => m.subject === `Ihre Bestellung ${orderNumber} ist unterwegs`)!;
    expect(mail.to).toEqual(['de@example.com']);
    expect(mail.text).toContain('piececode=00340434161094042557');
    expect(mail.text).toMatch(/bis zum \d+\. \w+ \d{4} widerrufen/);
    expect((await orders('deliver', orderNumber)).stdout).toContain('is delivered');
    const shown = JSON.parse((await orders('show', orderNumber, '--json')).stdout);
    expect(shown).toMatchObject({ orderNumber, state: 'delivered', shipment: { carrier: 'dhl', trackingNumber: '00340434161094042557' } });
    expect(shown.history.map((h: { to: string }) => h.to)).toEqual(['pending_payment', 'paid', 'shipped', 'delivered']);
    expect((await orders('refund', orderNumber, '--amount', '49.80')).stdout).toContain('Refunded €49,80');
    expect((await orderRow(a, orderNumber))).toMatchObject({ state: 'delivered', refunded_cents: 4980 });
    expect((await orders('refund', orderNumber)).stdout).toContain('Refunded €199,20');
    expect((await orderRow(a, orderNumber)).state).toBe('refunded');
  }, 120_000);

  it('cancels with stock back and a mail; refuses bad input and disallowed changes without changing anything', async () => {
    const before = await stockOf(a, 'OX-ANTON-45');
    const orderNumber = await placeOrder(a, [{ sku: 'OX-ANTON-45', qty: 2 }], { email: 'it@example.com', storeCode: 'it' });
    for (const bad of [
      ['ship', orderNumber, '--carrier', 'pigeon'],
      ['ship', orderNumber],
      ['deliver', orderNumber, '--at', 'yesterday'],
      ['cancel', '999999999'],
      ['refund', orderNumber],
      ['list', '--state', 'lost'],
      ['export', '--format', 'xml'],
      ['frobnicate'],
    ]) {
      const failed = await orders(...bad).then(() => null, (error: { code: number; stdout: string; stderr: string }) => error);
      expect(failed, bad.join(' ')).toMatchObject({ code: 1 });
      expect(`${failed!.stdout}${failed!.stderr}`.trim()).not.toBe('');
    }
    expect(await historyOf(a, orderNumber)).toHaveLength(1);
    expect((await orders('cancel', orderNumber, '--reason', 'out of leather')).stdout).toContain('stock back: 2 × OX-ANTON-45');
    expect(await stockOf(a, 'OX-ANTON-45')).toBe(before);
    expect(outbox().some((m) => m.subject === `Il tuo ordine ${orderNumber} è stato annullato` && m.text.includes('out of leather'))).toBe(true);
  }, 120_000);

  it('expires unpaid orders past their due date as of --as-of, and exports net, VAT and gross', async () => {
    const orderNumber = await placeOrder(a, [{ sku: 'OX-ANTON-42', qty: 3 }], { email: 'late@example.com' });
    const before = await stockOf(a, 'OX-ANTON-42');
    const { payment_due_at } = await orderRow(a, orderNumber);
    expect((await orders('expire', '--as-of', new Date(Date.parse(payment_due_at!) - 1000).toISOString())).stdout).not.toContain(orderNumber);
    const expired = await orders('expire', '--as-of', payment_due_at!);
    expect(expired.stdout).toContain(`Cancelled ${orderNumber}`);
    expect(await stockOf(a, 'OX-ANTON-42')).toBe(before + 3);
    expect((await orderRow(a, orderNumber)).state).toBe('cancelled');
    expect((await historyOf(a, orderNumber)).at(-1)).toMatchObject({ to_state: 'cancelled', actor: 'system' });
    expect(outbox().some((m) => m.subject === `Your order ${orderNumber} has been cancelled`)).toBe(true);
    expect((await orders('expire', '--as-of', payment_due_at!)).stdout).not.toContain(orderNumber);

    const rows = (await orders('export', '--format', 'ndjson')).stdout.trim().split('\n').map((l) => JSON.parse(l));
    const total = rows.find((r) => r.record === 'order' && r.order_number === orderNumber);
    expect(total).toMatchObject({ gross_cents: 74700, vat_cents: 11927, net_cents: 62773, gross_eur: '747.00', vat_eur: '119.27', net_eur: '627.73' });
    const lines = rows.filter((r) => r.record === 'line' && r.order_number === orderNumber);
    expect(lines.reduce((s, r) => s + r.vat_cents, 0)).toBe(11927);
    const csv = (await orders('export')).stdout.split('\n');
    expect(csv[0]).toBe('record,order_number,created_at,state,payment_method,sku,name,qty,gross_cents,vat_cents,net_cents,gross_eur,vat_eur,net_eur');
  }, 120_000);
});
