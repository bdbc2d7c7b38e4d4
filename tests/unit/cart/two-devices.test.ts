// Issue 12 item 4: two devices of one customer on one server cart. Device A removes a line and lowers a quantity;
// device B, still holding the older copy, opens a page and changes something: B must take A's changes, and push
// only what B itself changed since it last saw the server cart.
import { describe, expect, it } from 'vitest';
import { createCartStorage } from '../../../client/cart/cart-storage.js';
import { createCartController } from '../../../client/cart/cart-store.js';
import { NOW, treeProduct } from './cart-harness.js';
import { FakeCommerce } from './fake-commerce.js';
import { product } from './fixtures.js';

const hornProduct = product({ sku: 'HORN', name: 'Shoe horn', price_incl_tax: 19.9, stock: { qty: 50, is_in_stock: true, manage_stock: true } });

function device(server: FakeCommerce) {
  const memory = new Map<string, string>();
  const kv = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) };
  const make = () =>
    createCartController({ fetch: server.fetch, storage: createCartStorage(() => kv), notify: () => {}, auth: () => ({ getToken: () => 'good-token', refresh: async () => false }), now: () => NOW });
  return { cart: make(), reopen: make };
}

const lines = (state: { cartItems: readonly { sku: string; qty: number }[] }) => state.cartItems.map((i) => [i.sku, i.qty]).sort();

/** The commerce backend holding Anna's cart: two trees and one horn, both in stock. */
function annasServer(): FakeCommerce {
  const server = new FakeCommerce();
  for (const p of [treeProduct, hornProduct]) {
    server.products.set(p.sku, p);
    server.stock.set(p.sku, { qty: 50, is_in_stock: true });
    server.prices.set(p.sku, p.price_incl_tax);
  }
  server.seedCart('anna-cart', 'anna', [
    { sku: 'TREE', qty: 2 },
    { sku: 'HORN', qty: 1 },
  ]);
  return server;
}

describe('two devices on one customer cart (spec 02 §4 sync, issue 12 item 4)', () => {
  it("a stale copy never overwrites the newer server cart; only the stale device's own change is pushed", async () => {
    const server = annasServer();
    const a = device(server);
    const b = device(server);
    await a.cart.start();
    await b.cart.start();
    expect(lines(b.cart.getState())).toEqual([['HORN', 1], ['TREE', 2]]);

    // Device A removes the horn and lowers the trees to 1.
    const horn = a.cart.getState().cartItems.find((i) => i.sku === 'HORN')!;
    await a.cart.removeItem(horn.checksum);
    const tree = a.cart.getState().cartItems.find((i) => i.sku === 'TREE')!;
    await a.cart.updateQuantity(tree.checksum, 1);
    expect(server.carts.get('anna-cart')!.items.map((i) => [i.sku, i.qty])).toEqual([['TREE', 1]]);

    // Device B opens a page with its old copy: it takes A's cart and pushes nothing back.
    const pageOnB = b.reopen();
    await pageOnB.start();
    expect(lines(pageOnB.getState())).toEqual([['TREE', 1]]);
    expect(server.carts.get('anna-cart')!.items.map((i) => [i.sku, i.qty])).toEqual([['TREE', 1]]);
  });

  it('a change made on the stale device is pushed, and only that change', async () => {
    const server = annasServer();
    const a = device(server);
    const b = device(server);
    await a.cart.start();
    await b.cart.start();
    const horn = a.cart.getState().cartItems.find((i) => i.sku === 'HORN')!;
    await a.cart.removeItem(horn.checksum);

    // B, without reloading, raises the trees to 3: the horn A removed stays removed.
    const tree = b.cart.getState().cartItems.find((i) => i.sku === 'TREE')!;
    await b.cart.updateQuantity(tree.checksum, 3);
    expect(server.carts.get('anna-cart')!.items.map((i) => [i.sku, i.qty])).toEqual([['TREE', 3]]);
    expect(lines(b.cart.getState())).toEqual([['TREE', 3]]);
  });
});
