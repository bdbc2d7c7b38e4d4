import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../../client/cart/cart-storage.js';
import { setup, treeProduct } from './cart-harness.js';
import { child, configurableProduct, product } from './fixtures.js';

describe('adding to the cart (spec 02 §4 "Adding")', () => {
  it('a guest adds: stock checked, cart token created, the line pushed and linked, totals synced, notification with Proceed to checkout', async () => {
    const { server, cart, notices, counts, memory } = setup();
    expect(await cart.addItem({ product: treeProduct, child: null, qty: 2 })).toBe(true);
    const state = cart.getState();
    expect(state.cartServerToken).toBe('cart-1');
    expect(state.cartItems).toHaveLength(1);
    expect(state.cartItems[0]).toMatchObject({ sku: 'TREE', qty: 2, server_item_id: 100, server_cart_id: 'cart-1', prev_qty: 2, info: { stock: 'In stock!' } });
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/stock/check',
      '/api/cart/create',
      '/api/cart/pull',
      '/api/cart/update',
      '/api/cart/shipping-methods',
      '/api/cart/payment-methods',
      '/api/cart/shipping-information',
    ]);
    expect(server.callsTo('/api/cart/update')[0]).toMatchObject({ query: { cartId: 'cart-1' }, body: { cartItem: { sku: 'TREE', qty: 2, quoteId: 'cart-1' } } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'success', message: 'Product has been added to the cart!' });
    expect(notices[0].actions?.map((a) => a.label)).toEqual(['OK', 'Proceed to checkout']);
    expect(state.platformTotalSegments?.find((s) => s.code === 'grand_total')?.value).toBeCloseTo(79.8);
    expect(state.shipping?.method_code).toBe('gogreen');
    expect(state.cartItemsHash).not.toBeNull();
    expect(counts.at(-1)).toBe(2);
    expect(JSON.parse(memory.get(CART_STORAGE_KEY)!).cartServerToken).toBe('cart-1');
  });

  it('adding the same product again raises the qty: the server is updated with item_id and the quantity notification shows', async () => {
    const { server, cart, messages } = setup();
    await cart.addItem({ product: treeProduct, child: null, qty: 1 });
    await cart.addItem({ product: treeProduct, child: null, qty: '2' });
    expect(cart.getState().cartItems.map((i) => i.qty)).toEqual([3]);
    expect(server.callsTo('/api/cart/update')[1].body).toMatchObject({ cartItem: { sku: 'TREE', qty: 3, item_id: 100 } });
    expect(messages()).toEqual(['Product has been added to the cart!', 'Product quantity has been updated!']);
  });

  it('out of stock: not added, the out-of-stock notification, no server cart', async () => {
    const { server, cart, notices } = setup();
    server.stock.set('TREE', { qty: 0, is_in_stock: false });
    expect(await cart.addItem({ product: treeProduct, child: null })).toBe(false);
    expect(cart.getState().cartItems).toEqual([]);
    expect(notices.map((n) => [n.type, n.message])).toEqual([['danger', 'The product is out of stock and cannot be added to the cart!']]);
    expect(server.callsTo('/api/cart/create')).toHaveLength(0);
  });

  it('volatile (the stock check failed and the catalogue has no stock) without out-of-stock allowance: added with the pre-reservation warning', async () => {
    const { server, cart, notices } = setup({ config: { allowOutOfStockInCart: false } });
    server.fail('GET', '/api/stock/check', 500, 'down');
    await cart.addItem({ product: { ...treeProduct, stock: undefined as never }, child: null });
    expect(cart.getState().cartItems).toHaveLength(1);
    expect(notices.map((n) => n.type)).toEqual(['warning', 'success']);
  });

  it('validation errors are shown in the shopper\'s language and nothing is called', async () => {
    const { server, cart, messages } = setup({ env: { translate: (key) => `de:${key}` } });
    await cart.addItem({ product: product({ price_incl_tax: -1 }), child: null, qty: 0 });
    expect(messages()).toEqual(['de:Product price is unknown, product cannot be added to the cart!', 'de:The quantity must be a whole number above 0']);
    expect(server.calls).toEqual([]);
  });

  it('notifications are not shown while in checkout (spec 02 §4 "Server item update")', async () => {
    const { cart, notices } = setup({ env: { isInCheckout: () => true } });
    await cart.addItem({ product: treeProduct, child: null });
    expect(cart.getState().cartItems[0].server_item_id).toBe(100);
    expect(notices).toEqual([]);
  });

  it('a configured line is pushed with the child sku and its configurable_item_options', async () => {
    const { server, cart } = setup();
    const shoe = configurableProduct([child('OXF-43', 43)]);
    server.stock.set('OXF-43', { qty: 3, is_in_stock: true });
    await cart.addItem({ product: shoe, child: shoe.configurable_children![0], qty: 1 });
    expect(server.callsTo('/api/cart/update')[0].body).toEqual({
      cartItem: { sku: 'OXF-43', qty: 1, quoteId: 'cart-1', product_option: { extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: 43, label: 'Size', value: '43' }] } } },
    });
  });
});

describe('connecting (spec 02 §4 "Cart connection and sync")', () => {
  it('connect 200: the token is stored and a sync follows with that cart id', async () => {
    const { server, cart } = setup({ token: 'good-token' });
    server.seedCart('anna-cart', 'anna', []);
    await cart.connect();
    expect(cart.getState().cartServerToken).toBe('anna-cart');
    expect(server.callsTo('/api/cart/create')[0]).toMatchObject({ query: {}, token: 'good-token' });
    expect(server.callsTo('/api/cart/pull')[0]).toMatchObject({ query: { cartId: 'anna-cart' }, token: 'good-token' });
  });

  it('connect 401: retried once as a guest cart (without the token)', async () => {
    const { server, cart, logs } = setup({ token: 'expired' });
    await cart.connect();
    expect(server.callsTo('/api/cart/create').map((c) => c.token)).toEqual(['expired', null]);
    expect(cart.getState().connectBypassCount).toBe(1);
    expect(cart.getState().cartServerToken).toBe('cart-1');
    expect(logs).toContain('Bypassing with guest cart');
  });

  it('connect 401 after the maximum bypass attempts (1): sync is disabled and the cart stays local', async () => {
    const { server, cart, messages } = setup({ token: 'expired' });
    server.fail('POST', '/api/cart/create', 401, 'User is not authorized to access the resource', { errorCode: 'ERR_UNAUTHORIZED' }, Infinity);
    await cart.connect();
    expect(server.callsTo('/api/cart/create')).toHaveLength(2);
    expect(cart.getState()).toMatchObject({ isSyncDisabled: true, cartServerToken: null, connectBypassCount: 1 });
    await cart.addItem({ product: treeProduct, child: null });
    expect(server.callsTo('/api/cart/create')).toHaveLength(2);
    expect(cart.getState().cartItems).toHaveLength(1);
    expect(messages()).toEqual(['Product has been added to the cart!']);
  });

  it('a 401 with a token asks the session feature to refresh, and the call is retried once with the new token', async () => {
    let refreshed = 0;
    const { server, cart, setToken } = setup({ token: 'expired', refresh: async () => (refreshed++, setToken('good-token'), true) });
    await cart.connect();
    expect(refreshed).toBe(1);
    expect(server.callsTo('/api/cart/create').map((c) => c.token)).toEqual(['expired', 'good-token']);
    expect(cart.getState().connectBypassCount).toBe(0);
  });
});

describe('sync (spec 02 §4)', () => {
  const stored = (items: object[], token: string | null) => JSON.stringify({ version: 1, cartItems: items, cartServerToken: token, cartItemsHash: null });
  const storedTree = { sku: 'TREE', qty: 2, name: 'Shoe tree', type_id: 'simple', priceCents: 3990, checksum: 'x', server_item_id: 100, server_cart_id: 'cart-9', prev_qty: 2 };

  it('pull non-200: a guest cart is connected once (bypass), the lines pushed to it; the error is logged and the hash stored', async () => {
    const { server, cart, logs } = setup({ stored: stored([storedTree], 'cart-9') });
    server.seedCart('cart-9', null, [{ sku: 'TREE', qty: 2 }]);
    server.fail('GET', '/api/cart/pull', 500, 'Something went wrong', { errorCode: 'ERR_INTERNAL' });
    await cart.start();
    expect(logs).toEqual(['Bypassing with guest cart', 'The server cart could not be read']);
    expect(cart.getState().cartServerToken).toBe('cart-1');
    expect(cart.getState().cartItems[0]).toMatchObject({ sku: 'TREE', qty: 2, server_cart_id: 'cart-1' });
    expect(cart.getState().cartItemsHash).not.toBeNull();
  });

  it('pull non-200 with no bypass attempt left: only logged, the hash stored, no new cart', async () => {
    const { server, cart, logs } = setup({ stored: stored([storedTree], 'cart-9') });
    server.fail('GET', '/api/cart/pull', 500, 'Something went wrong', { errorCode: 'ERR_INTERNAL' }, Infinity);
    await cart.start();
    expect(server.callsTo('/api/cart/create')).toHaveLength(1);
    expect(server.callsTo('/api/cart/pull')).toHaveLength(2);
    expect(logs.filter((l) => l === 'The server cart could not be read')).toHaveLength(2);
    expect(cart.getState().cartItemsHash).not.toBeNull();
  });

  it('sync is skipped when the hash has not changed and a sync date exists', async () => {
    const { server, cart } = setup();
    await cart.addItem({ product: treeProduct, child: null });
    const pulls = server.callsTo('/api/cart/pull').length;
    await cart.sync();
    expect(server.callsTo('/api/cart/pull')).toHaveLength(pulls);
    await cart.sync({ forceSync: true });
    expect(server.callsTo('/api/cart/pull')).toHaveLength(pulls + 1);
  });

  it('update non-200 on a synced line: the previous qty is restored and the server message shown', async () => {
    const { server, cart, notices } = setup();
    await cart.addItem({ product: treeProduct, child: null, qty: 2 });
    server.fail('POST', '/api/cart/update', 400, 'Some of the ordered products are not available', { errorCode: 'ERR_OUT_OF_STOCK' });
    const checksum = cart.getState().cartItems[0].checksum;
    await cart.updateQuantity(checksum, 5);
    expect(cart.getState().cartItems[0].qty).toBe(2);
    expect(notices.at(-1)).toMatchObject({ type: 'danger', message: 'Some of the ordered products are not available' });
  });

  it('update non-200 on a line the server never had: removed locally, "Removing product from cart" logged', async () => {
    const { server, cart, logs } = setup();
    server.fail('POST', '/api/cart/update', 400, 'The requested qty exceeds the maximum qty allowed in shopping cart', { errorCode: 'ERR_QTY_LIMIT' });
    await cart.addItem({ product: treeProduct, child: null });
    expect(cart.getState().cartItems).toEqual([]);
    expect(logs).toContain('Removing product from cart');
  });

  it('update with no answer at all (connection lost, page left mid-call): the line the server never had stays, and the next sync pushes it', async () => {
    const unlinked = { sku: 'TREE', qty: 1, name: 'Shoe tree', type_id: 'simple', priceCents: 3990, checksum: 'x' };
    const { server, cart, memory } = setup({ stored: stored([unlinked], 'cart-new') });
    server.seedCart('cart-new', null, []);
    server.drop('POST', '/api/cart/update');
    await cart.start();
    expect(cart.getState().cartItems).toMatchObject([{ sku: 'TREE', qty: 1 }]);
    expect(JSON.parse(memory.get('shop/cart')!).cartItems).toMatchObject([{ sku: 'TREE', qty: 1 }]);
    await cart.sync();
    expect(server.callsTo('/api/cart/update')).toHaveLength(2);
    expect(cart.getState().cartItems[0]).toMatchObject({ sku: 'TREE', server_cart_id: 'cart-new' });
  });

  it('pull with no answer at all (connection lost, page left mid-call): the cart, its token and its coupon are kept, no guest cart is made, and the next sync reads it', async () => {
    const { server, cart, memory } = setup({ stored: stored([storedTree], 'cart-9') });
    server.seedCart('cart-9', null, [{ sku: 'TREE', qty: 2 }]);
    server.carts.get('cart-9')!.coupon = 'WELCOME10';
    server.drop('GET', '/api/cart/pull');
    await cart.start();
    expect(server.callsTo('/api/cart/create')).toEqual([]);
    expect(cart.getState()).toMatchObject({ cartServerToken: 'cart-9', connectBypassCount: 0, cartServerLastSyncDate: null });
    expect(JSON.parse(memory.get('shop/cart')!)).toMatchObject({ cartServerToken: 'cart-9', cartItems: [{ sku: 'TREE', server_cart_id: 'cart-9' }] });
    await cart.sync();
    expect(server.callsTo('/api/cart/pull').map((c) => c.query.cartId)).toEqual(['cart-9', 'cart-9']);
    expect(cart.getState().platformTotals).toMatchObject({ coupon_code: 'WELCOME10' });
  });

  it('delete with no answer at all: the line stays removed, and the next sync deletes it on the server instead of bringing it back', async () => {
    const { server, cart } = setup();
    await cart.addItem({ product: treeProduct, child: null });
    server.drop('POST', '/api/cart/delete');
    await cart.removeItem(cart.getState().cartItems[0].checksum);
    expect(cart.getState().cartItems).toEqual([]);
    expect(server.carts.get('cart-1')!.items).toHaveLength(1);
    await cart.sync();
    expect(server.callsTo('/api/cart/delete')).toHaveLength(2);
    expect(server.carts.get('cart-1')!.items).toEqual([]);
    expect(cart.getState().cartItems).toEqual([]);
  });

  it('a server line the client does not have is fetched from the catalogue and added locally with no server call', async () => {
    const { server, cart } = setup({ token: 'good-token' });
    const shoe = configurableProduct([child('OXF-43', 43)]);
    server.products.set(shoe.sku, shoe);
    server.seedCart('anna-cart', 'anna', [{ sku: 'OXF-43', qty: 1, product_type: 'simple' }]);
    await cart.start();
    expect(cart.getState().cartItems).toEqual([expect.objectContaining({ sku: 'OXF-43', parentSku: 'OXF-ANTON', qty: 1, server_item_id: 100 })]);
    expect(server.callsTo('/api/catalog/product/OXF-43')[0].query).toEqual({ store: 'main' });
    expect(server.callsTo('/api/cart/update')).toEqual([]);
  });

  it('quantity change and removal sync with client state forced: update, then delete on the server', async () => {
    const { server, cart, messages } = setup();
    await cart.addItem({ product: treeProduct, child: null });
    const checksum = cart.getState().cartItems[0].checksum;
    await cart.updateQuantity(checksum, '4');
    expect(server.carts.get('cart-1')!.items[0].qty).toBe(4);
    expect(messages().at(-1)).toBe('Product quantity has been updated!');
    await cart.removeItem(checksum);
    expect(server.callsTo('/api/cart/delete')[0].body).toEqual({ cartItem: { sku: 'TREE', item_id: 100, quoteId: 'cart-1' } });
    expect(server.carts.get('cart-1')!.items).toEqual([]);
    expect(cart.getState()).toMatchObject({ cartItems: [], platformTotals: null, platformTotalSegments: null });
  });

  it('a quantity above the stock on hand is refused before any call', async () => {
    const { server, cart, notices } = setup();
    await cart.addItem({ product: treeProduct, child: null });
    const calls = server.calls.length;
    expect(await cart.updateQuantity(cart.getState().cartItems[0].checksum, 51)).toBe(false);
    expect(notices.at(-1)).toMatchObject({ type: 'danger', message: 'Only 50 available' });
    expect(server.calls).toHaveLength(calls);
  });
});

describe('totals, coupons and stock', () => {
  it('without a shipping method the totals come from GET totals; a 200 overrides the line totals and segments', async () => {
    const { server, cart } = setup();
    server.overrides.push((call) => (call.path === '/api/cart/shipping-methods' ? { status: 200, body: { code: 200, result: [] } } : undefined));
    await cart.addItem({ product: treeProduct, child: null, qty: 2 });
    expect(server.callsTo('/api/cart/shipping-information')).toEqual([]);
    expect(server.callsTo('/api/cart/totals')).toHaveLength(1);
    expect(cart.getState().cartItems[0].totals?.row_total_incl_tax).toBeCloseTo(79.8);
  });

  it('applying a coupon refreshes totals with its discount; an invalid code shows the server message', async () => {
    const { cart, notices } = setup();
    await cart.addItem({ product: treeProduct, child: null });
    expect(await cart.applyCoupon('NOPE')).toBe(false);
    expect(notices.at(-1)).toMatchObject({ type: 'danger', message: "The coupon code isn't valid. Verify the code and try again." });
    expect(await cart.applyCoupon(' WELCOME10 ')).toBe(true);
    expect(cart.getState().coupon).toEqual({ code: 'WELCOME10', discount: expect.any(Number) });
    expect(await cart.removeCoupon()).toBe(true);
    expect(cart.getState().coupon).toBeNull();
  });

  it('stock sync: In stock! or Out of the stock! on each line', async () => {
    const { server, cart } = setup();
    await cart.addItem({ product: treeProduct, child: null });
    server.stock.set('TREE', { qty: 0, is_in_stock: false });
    await cart.syncStock();
    expect(cart.getState().cartItems[0]).toMatchObject({ is_in_stock: false, errors: { stock: 'Out of the stock!' } });
  });
});
