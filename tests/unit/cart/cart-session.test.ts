import { describe, expect, it } from 'vitest';
import { createCartStorage } from '../../../client/cart/cart-storage.js';
import { createCartController } from '../../../client/cart/cart-store.js';
import { CART_CONFIG } from '../../../shared/cart/cart-config.js';
import { NOW, setup, treeProduct } from './cart-harness.js';
import { FakeCommerce } from './fake-commerce.js';

describe('login and logout hooks', () => {
  // Issue 12 item 5: the merge used to add both quantities (2 + 1 = 3); per spec 02 §4 one side's value is taken,
  // the client's by default (serverSyncCanModifyLocalItems off).
  it("onLogin: the coupon is removed and reapplied around a merge connect that takes the guest's quantity, never the sum", async () => {
    const { server, cart, setToken } = setup();
    server.seedCart('anna-cart', 'anna', [{ sku: 'TREE', qty: 2 }]);
    await cart.addItem({ product: treeProduct, child: null, qty: 1 });
    await cart.applyCoupon('WELCOME10');
    setToken('good-token');
    await cart.onLogin('good-token');
    const paths = server.calls.map((c) => c.path);
    const login = paths.lastIndexOf('/api/cart/delete-coupon');
    expect(paths.slice(login, login + 4)).toEqual(['/api/cart/delete-coupon', '/api/cart/create', '/api/cart/pull', '/api/cart/update']);
    expect(paths.at(-4)).toBe('/api/cart/apply-coupon');
    expect(cart.getState().cartServerToken).toBe('anna-cart');
    expect(cart.getState().cartItems.map((i) => [i.sku, i.qty])).toEqual([['TREE', 1]]);
    expect(server.carts.get('anna-cart')).toMatchObject({ coupon: 'WELCOME10', items: [expect.objectContaining({ qty: 1 })] });
  });

  it('onLogout: disconnects and clears the cart locally without server calls', async () => {
    const { server, cart, counts } = setup();
    await cart.addItem({ product: treeProduct, child: null });
    const calls = server.calls.length;
    await cart.onLogout();
    expect(cart.getState()).toMatchObject({ cartItems: [], cartServerToken: null, cartItemsHash: null, platformTotals: null, coupon: null });
    expect(server.calls).toHaveLength(calls);
    expect(counts.at(-1)).toBe(0);
  });
});

describe('local storage (key shop/cart)', () => {
  it('the stored cart is read on hydration, not before', () => {
    const item = { sku: 'TREE', qty: 3, name: 'Shoe tree', type_id: 'simple', priceCents: 3990, checksum: 'old' };
    const { cart, counts } = setup({ stored: JSON.stringify({ version: 1, cartItems: [item, { sku: '', qty: 1 }], cartServerToken: 'cart-7', cartItemsHash: 'h' }) });
    expect(cart.getState().cartItems).toEqual([]);
    cart.hydrate();
    expect(cart.getState()).toMatchObject({ cartServerToken: 'cart-7', cartItemsHash: 'h', isLocalDataLoaded: true });
    expect(cart.getState().cartItems.map((i) => i.sku)).toEqual(['TREE']);
    expect(counts).toEqual([3]);
  });

  it('a storage that throws falls back to memory', async () => {
    const server = new FakeCommerce();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => {} };
    const storage = createCartStorage(() => broken);
    expect(storage.read()).toBeNull();
    const cart = createCartController({ fetch: server.fetch, storage, notify: () => {}, auth: () => null, config: { ...CART_CONFIG, synchronize: false }, now: () => NOW });
    cart.hydrate();
    server.stock.set('TREE', { qty: 5, is_in_stock: true });
    await cart.addItem({ product: treeProduct, child: null });
    expect(storage.read()?.cartItems.map((i) => i.sku)).toEqual(['TREE']);
  });

  it('the mini cart count is the number of lines when the count type is items', async () => {
    const { cart, counts } = setup({ config: { minicartCountType: 'items', synchronize: false } });
    await cart.addItem({ product: treeProduct, child: null, qty: 4 });
    expect(counts.at(-1)).toBe(1);
  });
});

describe('the session comes before the cart (issue 12 item 1)', () => {
  it('a stored customer session still loading: the first cart call waits and goes with the customer token, not as a guest', async () => {
    const server = new FakeCommerce();
    server.seedCart('anna-cart', 'anna', [{ sku: 'TREE', qty: 1 }]);
    let token: string | null = null;
    let restore!: () => void;
    const restored = new Promise<void>((resolve) => (restore = resolve));
    const cart = createCartController({
      fetch: server.fetch,
      storage: createCartStorage(() => null),
      notify: () => {},
      auth: () => (token === null ? null : { getToken: () => token, refresh: async () => false }),
      sessionReady: () => restored,
      now: () => NOW,
    });
    const started = cart.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.calls).toEqual([]);
    token = 'good-token';
    restore();
    await started;
    expect(server.calls[0]).toMatchObject({ path: '/api/cart/create' });
    expect(cart.getState().cartServerToken).toBe('anna-cart');
  });
});
