// An in-memory stand-in of the commerce API's cart, stock and product calls (DESIGN §3.4 shapes) behind a fake
// fetch, with switches to make single calls fail. It records every call for the assertions.
import { bearerToken } from '../../../shared/api/access-token.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import type { ServerCartItem } from '../../../shared/cart/cart-types.js';

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The access token of the Authorization header (issue #13 item 8: never in the URL). */
  token: string | null;
  body: unknown;
}

type Override = (call: RecordedCall) => { status: number; body: unknown; contentType?: string } | undefined;

interface FakeCart {
  customer: string | null;
  items: ServerCartItem[];
  coupon: string | null;
  shipping: string | null;
}

export class FakeCommerce {
  calls: RecordedCall[] = [];
  carts = new Map<string, FakeCart>();
  stock = new Map<string, { qty: number; is_in_stock: boolean }>();
  products = new Map<string, ProductDocument>();
  prices = new Map<string, number>();
  /** Tokens the server accepts, by customer. */
  tokens = new Map<string, string>([['good-token', 'anna']]);
  overrides: Override[] = [];
  private nextCart = 1;
  private nextItem = 100;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    const token = bearerToken(new Headers(init?.headers).get('authorization') ?? undefined);
    const call: RecordedCall = { method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), token, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    this.calls.push(call);
    const drop = this.drops.findIndex((d) => d.method === call.method && d.path === call.path);
    if (drop !== -1) {
      this.drops.splice(drop, 1);
      throw new TypeError('Failed to fetch');
    }
    for (const override of this.overrides) {
      const answer = override(call);
      if (answer) return new Response(typeof answer.body === 'string' && answer.contentType ? answer.body : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': answer.contentType ?? 'application/json' } });
    }
    const [status, result, meta] = this.route(call);
    return new Response(JSON.stringify(meta ? { code: status, result, meta } : { code: status, result }), { status, headers: { 'content-type': 'application/json' } });
  };

  /** The next call matching method and path gets no answer at all (offline, or the page left mid-call). */
  drop(method: string, path: string): void {
    this.drops.push({ method, path });
  }

  private drops: { method: string; path: string }[] = [];

  /** A failure for the next calls matching method and path (times: how many; Infinity for all). */
  fail(method: string, path: string, status: number, result: unknown, meta?: Record<string, unknown>, times = 1): void {
    let left = times;
    this.overrides.push((call) => {
      if (left <= 0 || call.method !== method || call.path !== path) return undefined;
      left--;
      return { status, body: meta ? { code: status, result, meta } : { code: status, result } };
    });
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  seedCart(id: string, customer: string | null, items: Omit<ServerCartItem, 'quote_id' | 'item_id'>[]): void {
    this.carts.set(id, { customer, coupon: null, shipping: null, items: items.map((i) => ({ ...i, item_id: this.nextItem++, quote_id: id })) });
  }

  private route(call: RecordedCall): [number, unknown, Record<string, unknown>?] {
    const token = call.token;
    const customer = token ? this.tokens.get(token) : null;
    if (token && !customer) return [401, 'User is not authorized to access the resource', { errorCode: 'ERR_UNAUTHORIZED' }];
    if (call.path === '/api/cart/create') return [200, this.createCart(customer ?? null)];
    if (call.path === '/api/stock/check') return this.checkStock(call.query.sku);
    if (call.path === '/api/stock/list') return [200, call.query.skus.split(',').filter((s) => this.stock.has(s)).map((sku) => ({ sku, ...this.stock.get(sku)! }))];
    if (call.path.startsWith('/api/catalog/product/')) {
      const product = this.findProduct(decodeURIComponent(call.path.slice('/api/catalog/product/'.length)));
      return product ? [200, product] : [404, 'No such product'];
    }
    const cart = this.carts.get(call.query.cartId ?? '');
    if (!cart) return [404, 'No such cart. The cart must be recreated.', { errorCode: 'ERR_CART_NOT_FOUND', field: 'cartId' }];
    return this.cartCall(call, cart, call.query.cartId);
  }

  private createCart(customer: string | null): string {
    if (customer) for (const [id, cart] of this.carts) if (cart.customer === customer) return id;
    const id = `cart-${this.nextCart++}`;
    this.carts.set(id, { customer, items: [], coupon: null, shipping: null });
    return id;
  }

  private checkStock(sku: string): [number, unknown, Record<string, unknown>?] {
    const stock = this.stock.get(sku);
    return stock ? [200, { sku, product_id: 1, manage_stock: true, ...stock }] : [404, 'No such product', { errorCode: 'ERR_PRODUCT_NOT_FOUND' }];
  }

  private findProduct(sku: string): ProductDocument | undefined {
    return this.products.get(sku) ?? [...this.products.values()].find((p) => p.configurable_children?.some((c) => c.sku === sku));
  }

  private cartCall(call: RecordedCall, cart: FakeCart, cartId: string): [number, unknown, Record<string, unknown>?] {
    const body = call.body as { cartItem?: { sku: string; qty: number; item_id?: number; product_option?: unknown } } | undefined;
    switch (call.path) {
      case '/api/cart/pull':
        return [200, cart.items.map((i) => ({ ...i }))];
      case '/api/cart/update': {
        const input = body!.cartItem!;
        let item = cart.items.find((i) => (input.item_id ? i.item_id === input.item_id : i.sku === input.sku));
        if (!item) cart.items.push((item = { item_id: this.nextItem++, sku: input.sku, qty: 0, name: input.sku, price: 0, product_type: 'simple', quote_id: cartId }));
        item.qty = Number(input.qty);
        return [200, { ...item }];
      }
      case '/api/cart/delete':
        cart.items = cart.items.filter((i) => i.item_id !== body!.cartItem!.item_id);
        return [200, true];
      case '/api/cart/shipping-methods':
        return [200, [{ carrier_code: 'dhl', method_code: 'gogreen', method_title: 'Versand mit DHL GoGreen', carrier_title: 'DHL', amount: 0, price_incl_tax: 0, available: true }]];
      case '/api/cart/payment-methods':
        return [200, [{ code: 'banktransfer', title: 'Prepayment' }, { code: 'cashondelivery', title: 'Cash on delivery' }]];
      case '/api/cart/totals':
        return [200, this.totals(cart)];
      case '/api/cart/shipping-information':
        cart.shipping = 'gogreen';
        return [200, { payment_methods: [{ code: 'banktransfer', title: 'Prepayment' }], totals: this.totals(cart) }];
      case '/api/cart/apply-coupon':
        if (call.query.coupon !== 'WELCOME10') return [400, "The coupon code isn't valid. Verify the code and try again.", { errorCode: 'ERR_INVALID_COUPON', field: 'coupon' }];
        cart.coupon = 'WELCOME10';
        return [200, true];
      case '/api/cart/delete-coupon':
        cart.coupon = null;
        return [200, true];
      default:
        return [404, 'Not found'];
    }
  }

  private totals(cart: FakeCart) {
    const rows = cart.items.map((i) => ({ item_id: i.item_id, qty: i.qty, row_total_incl_tax: (this.prices.get(i.sku) ?? 100) * i.qty }));
    const subtotal = rows.reduce((sum, r) => sum + r.row_total_incl_tax, 0);
    const discount = cart.coupon ? -Math.round(subtotal * 10) / 100 : 0;
    const grand = subtotal + discount;
    return {
      grand_total: grand,
      subtotal_incl_tax: subtotal,
      discount_amount: discount,
      ...(cart.coupon ? { coupon_code: cart.coupon } : {}),
      items: rows,
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: subtotal },
        { code: 'shipping', title: 'Shipping', value: 0 },
        { code: 'discount', title: 'Discount', value: discount },
        { code: 'tax', title: 'Tax', value: Math.round((grand * 19) / 1.19) / 100 },
        { code: 'grand_total', title: 'Grand Total', value: grand },
      ],
    };
  }
}
