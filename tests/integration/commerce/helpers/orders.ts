// Placing orders and building a commerce context for the order-state suites.
import type { CommerceContext } from '../../../../server/backend/commerce/context.js';
import { DEFAULT_ORDER_SETTINGS } from '../../../../shared/commerce/order-settings.js';
import { cartWith, GERMAN_ADDRESS, orderBody, type TestApp } from './test-app.js';

export async function placeOrder(a: TestApp, lines: { sku: string; qty: number }[], opts: { method?: string; email?: string; token?: string; storeCode?: string } = {}): Promise<string> {
  const cartId = await cartWith(a, lines, opts.token ?? '');
  const address = { ...GERMAN_ADDRESS, email: opts.email ?? GERMAN_ADDRESS.email };
  const body = orderBody(cartId, lines, { billingAddress: address, shippingAddress: address, payment_method_code: opts.method ?? 'banktransfer' });
  if (opts.storeCode) body.store_code = opts.storeCode;
  const res = await a.call('POST', `/api/order${opts.token ? `?token=${opts.token}` : ''}`, body);
  if (res.status !== 200) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  return res.body.result.orderNumber as string;
}

export function contextOf(a: TestApp, overrides: Partial<CommerceContext> = {}): CommerceContext {
  return { db: a.t.db, now: () => new Date(a.clock.now), payoneEnabled: true, catalogIndex: null, orderSettings: DEFAULT_ORDER_SETTINGS, hooks: {}, log: a.app.log, ...overrides };
}

export async function orderRow(a: TestApp, orderNumber: string) {
  return a.t.db.selectFrom('orders').selectAll().where('increment_id', '=', orderNumber).executeTakeFirstOrThrow();
}

export async function historyOf(a: TestApp, orderNumber: string) {
  const order = await orderRow(a, orderNumber);
  return a.t.db.selectFrom('order_state_history').select(['from_state', 'to_state', 'actor', 'reason', 'at']).where('order_id', '=', order.id).orderBy('id').execute();
}

export async function stockOf(a: TestApp, sku: string): Promise<number> {
  return Number((await a.t.db.selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty);
}
