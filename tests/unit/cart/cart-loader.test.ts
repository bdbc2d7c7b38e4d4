// The cart's engine loads only when the page needs it (client/cart/cart-loader.ts): a stored cart with lines or a
// server cart; not for a first visit with an empty cart. However it arrives, it gets the page's environment and is
// started once the page asked for it; a logged-in customer's session comes first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const order: string[] = [];
let customerStored = false;
vi.mock('../../../client/session/session-loader.js', () => ({
  hasStoredSession: () => customerStored,
  loadSession: async () => void order.push('session'),
}));
vi.mock('../../../client/cart/cart.js', async () => {
  const { attachCart } = await import('../../../client/cart/cart-loader.js');
  const { createStore } = await import('../../../client/stores/create-store.js');
  const cart = { store: createStore({ isAddingToCart: false, isMicrocartOpen: false }), configure: vi.fn(), start: vi.fn(async () => undefined) };
  attachCart(cart as never);
  return { cart };
});

function storage(values: Record<string, string>) {
  return { localStorage: { getItem: (key: string) => values[key] ?? null } };
}

beforeEach(() => {
  vi.resetModules();
  order.length = 0;
  customerStored = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart loader', () => {
  it('a stored cart with lines or a server cart needs the engine; an empty or broken one does not', async () => {
    const { hasStoredCart } = await import('../../../client/cart/cart-loader.js');
    vi.stubGlobal('window', storage({ 'shop/cart': JSON.stringify({ version: 1, cartItems: [{ sku: 'A', qty: 1 }], cartServerToken: null }) }));
    expect(hasStoredCart()).toBe(true);
    vi.stubGlobal('window', storage({ 'shop/cart': JSON.stringify({ cartItems: [], cartServerToken: 'cart-1' }) }));
    expect(hasStoredCart()).toBe(true);
    vi.stubGlobal('window', storage({ 'shop/cart': JSON.stringify({ cartItems: [], cartServerToken: null }) }));
    expect(hasStoredCart()).toBe(false);
    vi.stubGlobal('window', storage({ 'shop/cart': '{not json' }));
    expect(hasStoredCart()).toBe(false);
    vi.stubGlobal('window', storage({}));
    expect(hasStoredCart()).toBe(false);
  });

  it('the engine gets the environment set before it arrived, and starts once the page asked for it', async () => {
    vi.stubGlobal('window', storage({}));
    const loader = await import('../../../client/cart/cart-loader.js');
    const translate = (key: string) => key;
    loader.configureCart({ storeCode: 'de', translate });
    loader.startCartWhenLoaded();
    expect(loader.isCartLoaded()).toBe(false);
    const cart = (await loader.loadCart()) as unknown as { configure: ReturnType<typeof vi.fn>; start: ReturnType<typeof vi.fn> };
    expect(cart.configure).toHaveBeenCalledWith(expect.objectContaining({ storeCode: 'de', translate }));
    expect(cart.start).toHaveBeenCalledTimes(1);
    expect(loader.isCartLoaded()).toBe(true);
    expect(order).toEqual([]);
  });

  it("a logged-in customer's session loads before the cart (the cart speaks with its token)", async () => {
    customerStored = true;
    const loader = await import('../../../client/cart/cart-loader.js');
    await loader.loadCart();
    expect(order).toEqual(['session']);
  });
});
