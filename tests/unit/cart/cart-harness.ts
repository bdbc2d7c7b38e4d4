// Builds a cart controller against the in-memory commerce stand-in, with recorded notifications, logs, storage
// and header counts.
import { createCartStorage, CART_STORAGE_KEY } from '../../../client/cart/cart-storage.js';
import { createCartController } from '../../../client/cart/cart-store.js';
import type { CartEnvironment } from '../../../client/cart/cart-state.js';
import type { ShellNotificationInput } from '../../../client/stores/notification-store.js';
import { CART_CONFIG, type CartConfig } from '../../../shared/cart/cart-config.js';
import { FakeCommerce } from './fake-commerce.js';
import { product } from './fixtures.js';

export const NOW = Date.parse('2026-06-01T12:00:00Z');
export const treeProduct = product({ sku: 'TREE', name: 'Shoe tree', price_incl_tax: 39.9, stock: { qty: 50, is_in_stock: true, manage_stock: true } });

export function setup(opts: { token?: string | null; config?: Partial<CartConfig>; env?: Partial<CartEnvironment>; stored?: string; refresh?: () => Promise<boolean> } = {}) {
  const server = new FakeCommerce();
  server.stock.set('TREE', { qty: 50, is_in_stock: true });
  server.prices.set('TREE', 39.9);
  const notices: ShellNotificationInput[] = [];
  const logs: string[] = [];
  const memory = new Map<string, string>();
  if (opts.stored) memory.set(CART_STORAGE_KEY, opts.stored);
  const kv = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) };
  let token = opts.token ?? null;
  const auth = { getToken: () => token, refresh: opts.refresh ?? (async () => false) };
  const counts: number[] = [];
  const cart = createCartController({
    fetch: server.fetch,
    storage: createCartStorage(() => kv),
    notify: (n) => void notices.push(n),
    auth: () => auth,
    onCountChange: (c) => void counts.push(c),
    config: { ...CART_CONFIG, ...opts.config },
    now: () => NOW,
    log: { info: (m) => void logs.push(m), error: (m) => void logs.push(m) },
    env: opts.env,
  });
  const messages = () => notices.map((n) => n.message);
  return { server, cart, notices, messages, logs, memory, counts, setToken: (t: string | null) => (token = t) };
}
