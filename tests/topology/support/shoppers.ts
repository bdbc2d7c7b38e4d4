// Traffic through the load balancer while the topology test breaks things: shoppers who create a cart, add one
// item and place the order (over and over), and a visitor who keeps opening catalogue pages. Every request's
// outcome is kept with the phase it happened in, and every acknowledged order with its cart.

export interface Outcome {
  phase: string;
  what: string;
  /** HTTP status, or 0 when no answer came (connection refused or reset). */
  status: number;
  at: number;
}

export interface AckedOrder {
  orderNumber: string;
  cartId: string;
  sku: string;
}

const ADDRESS = {
  firstname: 'Topo',
  lastname: 'Logie',
  street: ['Hauptstraße 1', ''],
  city: 'Berlin',
  postcode: '10115',
  country_id: 'DE',
  telephone: '+49 30 123456',
  email: 'topology@example.com',
};

export class Traffic {
  phase = 'warm-up';
  readonly outcomes: Outcome[] = [];
  readonly acked: AckedOrder[] = [];
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(private readonly baseUrl: string) {}

  /** One shopper per sku given; a visitor per page list. */
  start(skus: readonly string[], pages: readonly string[]): void {
    for (const sku of skus) this.loops.push(this.shop(sku));
    this.loops.push(this.browse(pages));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  failuresIn(phase: string, what?: RegExp): Outcome[] {
    return this.outcomes.filter((o) => o.phase === phase && (!what || what.test(o.what)) && (o.status === 0 || o.status >= 500));
  }

  private async call(what: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const phase = this.phase;
    let status = 0;
    let body: unknown = null;
    try {
      const res = await fetch(this.baseUrl + path, { ...init, signal: AbortSignal.timeout(15_000) });
      status = res.status;
      const text = await res.text();
      body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch {
      status = 0;
    }
    this.outcomes.push({ phase, what, status, at: Date.now() });
    return { status, body };
  }

  private post(what: string, path: string, payload: unknown) {
    return this.call(what, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  }

  private async shop(sku: string): Promise<void> {
    while (this.running) {
      const created = await this.post('cart/create', '/api/cart/create', {});
      const cartId = (created.body as { result?: unknown } | null)?.result;
      if (created.status !== 200 || typeof cartId !== 'string') {
        await pause(200);
        continue;
      }
      const q = `?cartId=${encodeURIComponent(cartId)}`;
      const added = await this.post('cart/update', `/api/cart/update${q}`, { cartItem: { sku, qty: 1, quoteId: cartId } });
      if (added.status !== 200) continue;
      const order = await this.post('order', `/api/order${q}`, {
        user_id: '',
        cart_id: cartId,
        store_code: 'default',
        products: [{ sku, qty: 1 }],
        addressInformation: { billingAddress: ADDRESS, shippingAddress: ADDRESS, shipping_method_code: 'gogreen', shipping_carrier_code: 'dhl', payment_method_code: 'banktransfer', payment_method_additional: {} },
      });
      const orderNumber = (order.body as { result?: { orderNumber?: unknown } } | null)?.result?.orderNumber;
      if (order.status === 200 && typeof orderNumber === 'string') this.acked.push({ orderNumber, cartId, sku });
    }
  }

  private async browse(pages: readonly string[]): Promise<void> {
    for (let i = 0; this.running; i += 1) {
      await this.call(`page ${pages[i % pages.length]}`, pages[i % pages.length], { headers: { accept: 'text/html' } });
      await pause(100);
    }
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
