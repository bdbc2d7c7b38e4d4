// Traffic through the load balancer while the topology test breaks things: shoppers who create a cart, add one
// item and place the order (over and over), and a visitor who keeps opening catalogue pages. Every request's
// outcome is kept with the phase it happened in, and every acknowledged order with its cart.

export interface Outcome {
  phase: string;
  what: string;
  /** HTTP status, or 0 when no answer came (connection refused or reset, or no answer within the timeout). */
  status: number;
  at: number;
  /** Why no answer came (status 0): the fetch error and its cause, so that a failed run says what happened. */
  error?: string;
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
    let error: string | undefined;
    try {
      const res = await fetch(this.baseUrl + path, { ...init, signal: AbortSignal.timeout(15_000) });
      status = res.status;
      const text = await res.text();
      body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (thrown) {
      status = 0;
      error = describeFetchError(thrown);
    }
    this.outcomes.push({ phase, what, status, at: Date.now(), ...(error ? { error } : {}) });
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

/** A fetch failure as one line: undici's TypeError('fetch failed') hides the socket error in its cause. */
function describeFetchError(thrown: unknown): string {
  if (!(thrown instanceof Error)) return String(thrown);
  const cause = thrown.cause instanceof Error ? `: ${(thrown.cause as Error & { code?: string }).code ?? ''} ${thrown.cause.message}` : '';
  return `${thrown.name} ${thrown.message}${cause}`;
}
