// Spec 02 §4 with the PWA: cart changes made offline are kept locally and reach the server cart when the
// connection returns (the cart's resume(), which the page calls on the 'online' event).
import { describe, expect, it } from 'vitest';
import { createCartStorage } from '../../../client/cart/cart-storage.js';
import { createCartController } from '../../../client/cart/cart-store.js';
import { CART_CONFIG } from '../../../shared/cart/cart-config.js';
import { NOW, treeProduct } from '../cart/cart-harness.js';
import { FakeCommerce } from '../cart/fake-commerce.js';

function offlineCapableCart() {
  const server = new FakeCommerce();
  server.stock.set('TREE', { qty: 50, is_in_stock: true });
  server.prices.set('TREE', 39.9);
  let online = true;
  const memory = new Map<string, string>();
  const cart = createCartController({
    fetch: (input, init) => (online ? server.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    storage: createCartStorage(() => ({ getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) })),
    notify: () => undefined,
    auth: () => ({ getToken: () => null, refresh: async () => false }),
    onCountChange: () => undefined,
    config: CART_CONFIG,
    now: () => NOW,
    log: { info: () => undefined, error: () => undefined },
    isOnline: () => online,
  });
  const serverQty = () => [...server.carts.values()].flatMap((c) => c.items).reduce((sum, item) => sum + item.qty, 0);
  return { cart, server, memory, serverQty, setOnline: (value: boolean) => (online = value) };
}

describe('cart offline, then reconnect (spec 02 §4)', () => {
  it('a line added offline without a server cart gets one and is synced on resume', async () => {
    const { cart, server, serverQty, setOnline } = offlineCapableCart();
    await cart.start();
    setOnline(false);
    expect(await cart.addItem({ product: treeProduct, child: null, qty: 2 })).toBe(true);
    expect(cart.store.getState().cartItems.map((i) => i.qty)).toEqual([2]);
    expect(server.carts.size).toBe(0);
    setOnline(true);
    await cart.resume();
    expect(cart.store.getState().cartServerToken).not.toBeNull();
    expect(serverQty()).toBe(2);
  });

  it('a quantity changed offline on a connected cart is sent on resume', async () => {
    const { cart, serverQty, setOnline } = offlineCapableCart();
    await cart.start();
    await cart.addItem({ product: treeProduct, child: null, qty: 1 });
    expect(serverQty()).toBe(1);
    setOnline(false);
    await cart.updateQuantity(cart.store.getState().cartItems[0].checksum!, 3);
    expect(cart.store.getState().cartItems[0].qty).toBe(3);
    expect(serverQty()).toBe(1);
    setOnline(true);
    await cart.resume();
    expect(serverQty()).toBe(3);
  });
});
