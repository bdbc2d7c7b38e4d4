// `npm run orders` (scripts/orders.ts): parses the arguments into one command and runs it with order-operations.ts,
// returning the lines to print and the exit code. Every option is checked before anything changes.
import { CARRIER_CODES } from '../../../shared/commerce/carriers.js';
import { orderStateOf } from '../../../shared/commerce/order-state.js';
import { withdrawalDatesOf, withdrawalDeadline } from '../../../shared/legal/withdrawal.js';
import { formatPrice } from '../../../shared/money.js';
import type { OrderRow } from '../../db/schema.js';
import { MAIL_MIGRATIONS } from '../mail/migrations/mail-tables.js';
import { NEWSLETTER_MIGRATIONS } from '../newsletter/migrations/newsletter-tables.js';
import { exportOrders, type ExportFormat } from './order-export.js';
import * as ops from './order-operations.js';
import { OrderCommandError, type OrderOperations } from './order-operations.js';
import * as orders from './repositories/order-repository.js';
import { listStateHistory } from './repositories/order-state-repository.js';
import { refund } from './order-refund.js';

export { OrderCommandError };

export const BACKEND_MIGRATIONS_FOR_COMMANDS = { ...MAIL_MIGRATIONS, ...NEWSLETTER_MIGRATIONS };

export const ORDERS_USAGE = [
  'usage: npm run orders -- <command> [options]   [--data-dir <dir>]',
  '  list [--state S] [--since DATE] [--json]',
  '  show <number> [--json]',
  '  paid <number>',
  `  ship <number> [--carrier ${CARRIER_CODES.join('|')}] [--tracking T]`,
  '  deliver <number> [--at DATE]',
  '  cancel <number> [--reason R]',
  '  refund <number> [--amount A]',
  '  expire [--as-of ISO-TIME]',
  '  export [--since DATE] [--format csv|ndjson]',
].join('\n');

type Verb = 'list' | 'show' | 'paid' | 'ship' | 'deliver' | 'cancel' | 'refund' | 'expire' | 'export';

export interface OrderCommand {
  verb: Verb;
  orderNumber: string | null;
  options: Record<string, string | true>;
  dataDir: string | null;
}

/** Which options each command takes (true: a flag without a value). */
const OPTIONS: Record<Verb, Record<string, 'value' | 'flag'>> = {
  list: { state: 'value', since: 'value', json: 'flag' },
  show: { json: 'flag' },
  paid: {},
  ship: { carrier: 'value', tracking: 'value' },
  deliver: { at: 'value' },
  cancel: { reason: 'value' },
  refund: { amount: 'value' },
  expire: { 'as-of': 'value' },
  export: { since: 'value', format: 'value' },
};
const WITH_NUMBER: ReadonlySet<Verb> = new Set(['show', 'paid', 'ship', 'deliver', 'cancel', 'refund']);

const isVerb = (value: string | undefined): value is Verb => value !== undefined && Object.prototype.hasOwnProperty.call(OPTIONS, value);

export function parseOrderCommand(argv: readonly string[]): OrderCommand {
  const [verb, ...rest] = argv;
  if (!isVerb(verb)) throw new OrderCommandError(verb ? `Unknown command "${verb}"` : 'Name a command');
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  let dataDir: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (name === 'data-dir') {
      dataDir = inline ?? rest[++i] ?? null;
      if (!dataDir) throw new OrderCommandError('--data-dir needs a directory');
      continue;
    }
    const kind = OPTIONS[verb][name];
    if (!kind) throw new OrderCommandError(`${verb} takes no option --${name}`);
    if (kind === 'flag') options[name] = true;
    else {
      const value = inline ?? rest[++i];
      if (value === undefined || value.startsWith('--')) throw new OrderCommandError(`--${name} needs a value`);
      options[name] = value;
    }
  }
  const wantsNumber = WITH_NUMBER.has(verb);
  if (positional.length !== (wantsNumber ? 1 : 0)) throw new OrderCommandError(wantsNumber ? `${verb} needs one order number` : `${verb} takes no order number`);
  return { verb, orderNumber: wantsNumber ? positional[0] : null, options, dataDir };
}

const text = (options: OrderCommand['options'], name: string): string | null => (typeof options[name] === 'string' ? (options[name] as string) : null);

function summaryLine(o: OrderRow): string {
  return `${o.increment_id}  ${o.created_at}  ${orderStateOf(o).padEnd(15)}  ${formatPrice(o.grand_total_cents).padStart(12)}  ${o.payment_method}  ${o.email}`;
}

async function show(db: OrderOperations['db'], orderNumber: string, json: boolean): Promise<string[]> {
  const order = await ops.findOrderOrFail(db, orderNumber);
  const items = await orders.listOrderItems(db, [order.id]);
  const history = await listStateHistory(db, [order.id]);
  const view = {
    orderNumber: order.increment_id,
    createdAt: order.created_at,
    state: orderStateOf(order),
    email: order.email,
    storeCode: order.store_code,
    paymentMethod: order.payment_method,
    paymentState: order.payment_state,
    paymentDueAt: order.payment_due_at,
    totals: { subtotalCents: order.subtotal_cents, discountCents: order.discount_cents, shippingCents: order.shipping_cents, taxCents: order.tax_cents, grandTotalCents: order.grand_total_cents, refundedCents: order.refunded_cents },
    billingAddress: JSON.parse(order.billing_address) as unknown,
    shippingAddress: order.shipping_address ? (JSON.parse(order.shipping_address) as unknown) : null,
    shipment: { carrier: order.carrier, trackingNumber: order.tracking_number, shippedAt: order.shipped_at, deliveredAt: order.delivered_at, withdrawableUntil: withdrawalDeadline(withdrawalDatesOf(order)) },
    items: items.map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, priceCents: i.price_cents, rowTotalCents: i.row_total_cents })),
    history: history.map((h) => ({ at: h.at, from: h.from_state, to: h.to_state, reason: h.reason, actor: h.actor })),
  };
  if (json) return [JSON.stringify(view, null, 2)];
  const address = (a: unknown) => (a && typeof a === 'object' ? Object.entries(a as Record<string, unknown>).filter(([k]) => ['firstname', 'lastname', 'street', 'postcode', 'city', 'country_id'].includes(k)).map(([, v]) => (Array.isArray(v) ? v.filter(Boolean).join(' ') : String(v))).join(', ') : '-');
  return [
    `Order ${view.orderNumber}  placed ${view.createdAt}  store ${view.storeCode}`,
    `State:     ${view.state}${view.paymentDueAt && view.state === 'pending_payment' ? ` (payment due ${view.paymentDueAt})` : ''}`,
    `E-mail:    ${view.email}`,
    `Payment:   ${view.paymentMethod}${view.paymentState ? ` (${view.paymentState})` : ''}`,
    `Billing:   ${address(view.billingAddress)}`,
    `Shipping:  ${address(view.shippingAddress ?? view.billingAddress)}`,
    ...(order.shipped_at ? [`Shipment:  ${order.carrier ?? '-'} ${order.tracking_number ?? ''} shipped ${order.shipped_at}${order.delivered_at ? `, delivered ${order.delivered_at}` : ''}; withdrawal until ${view.shipment.withdrawableUntil}`] : []),
    'Items:',
    ...view.items.map((i) => `  ${String(i.qty).padStart(3)} × ${i.sku}  ${i.name}  ${formatPrice(i.rowTotalCents)}`),
    `Total:     ${formatPrice(order.grand_total_cents)} (VAT ${formatPrice(order.tax_cents)}, shipping ${formatPrice(order.shipping_cents)}, discount ${formatPrice(order.discount_cents)})${order.refunded_cents ? `; refunded ${formatPrice(order.refunded_cents)}` : ''}`,
    'History:',
    ...view.history.map((h) => `  ${h.at}  ${h.from ?? '-'} → ${h.to}  ${h.actor}${h.reason ? `  ${h.reason}` : ''}`),
  ];
}

export async function runOrderCommand(o: OrderOperations, command: OrderCommand): Promise<{ lines: string[]; exitCode: number }> {
  const { options } = command;
  const number = command.orderNumber ?? '';
  try {
    switch (command.verb) {
      case 'list': {
        const state = text(options, 'state');
        const since = text(options, 'since');
        const rows = await ops.listOrders(o.db, { state: state === null ? null : ops.parseStateFilter(state), since: since === null ? null : ops.parseInstant(since, '--since') });
        if (options.json) return { lines: [JSON.stringify(rows.map((r) => ({ orderNumber: r.increment_id, createdAt: r.created_at, state: orderStateOf(r), grandTotalCents: r.grand_total_cents, paymentMethod: r.payment_method, email: r.email })))], exitCode: 0 };
        return { lines: rows.length ? rows.map(summaryLine) : ['No orders match.'], exitCode: 0 };
      }
      case 'show':
        return { lines: await show(o.db, number, options.json === true), exitCode: 0 };
      case 'paid':
        return { lines: [await ops.markPaid(o, number)], exitCode: 0 };
      case 'ship':
        return { lines: [await ops.ship(o, number, text(options, 'carrier') ?? 'dhl', text(options, 'tracking'))], exitCode: 0 };
      case 'deliver':
        return { lines: [await ops.deliver(o, number, text(options, 'at'))], exitCode: 0 };
      case 'cancel':
        return { lines: [await ops.cancel(o, number, text(options, 'reason'))], exitCode: 0 };
      case 'refund': {
        const amount = text(options, 'amount');
        return { lines: [await refund(o, number, amount === null ? null : ops.parseEuros(amount, '--amount'))], exitCode: 0 };
      }
      case 'expire': {
        const asOf = text(options, 'as-of');
        const expired = await ops.expireUnpaidOrders(o, asOf === null ? o.now() : ops.parseInstant(asOf, '--as-of'));
        return { lines: expired.length ? expired.map((e) => `Cancelled ${e.orderNumber} (payment was due ${e.dueAt}); stock back: ${Object.entries(e.released).map(([sku, qty]) => `${qty} × ${sku}`).join(', ') || 'none'}; mail sent.`) : ['No unpaid order is past its due date.'], exitCode: 0 };
      }
      case 'export': {
        const format = text(options, 'format') ?? 'csv';
        if (format !== 'csv' && format !== 'ndjson') throw new OrderCommandError(`--format must be csv or ndjson, got "${format}"`);
        const since = text(options, 'since');
        return { lines: await exportOrders(o.db, since === null ? null : ops.parseInstant(since, '--since'), format as ExportFormat), exitCode: 0 };
      }
    }
  } catch (error) {
    if (error instanceof OrderCommandError) return { lines: [`Error: ${error.message}`], exitCode: 1 };
    throw error;
  }
}
