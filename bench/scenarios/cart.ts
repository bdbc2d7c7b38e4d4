// Cart scenarios (issue 4): add-to-cart (POST /api/cart/update) and totals (GET /api/cart/totals) round trips through
// the edge to the embedded commerce backend on SQLite, over a pool of guest carts so that lines do not pile up.
import autocannon from 'autocannon';
import type { LoadResult } from '../harness.js';

const CART_POOL = 40;

async function createGuestCarts(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = (await (await fetch(`${baseUrl}/api/cart/create`, { method: 'POST' })).json()) as { code: number; result: string };
    if (answer.code !== 200) throw new Error(`cart/create answered ${answer.code}`);
    ids.push(answer.result);
  }
  return ids;
}

/** SKUs of in-stock simple children to add (sizes of the first products of a listing). */
async function sellableSkus(baseUrl: string): Promise<string[]> {
  const answer = (await (await fetch(`${baseUrl}/api/catalog/products?store=main&size=20`)).json()) as {
    result: { items: { sku: string; type_id: string; configurable_children?: { sku: string; stock?: { is_in_stock?: boolean } }[] }[] };
  };
  const skus = answer.result.items.flatMap((item) =>
    item.type_id === 'configurable' ? (item.configurable_children ?? []).filter((c) => c.stock?.is_in_stock !== false).map((c) => c.sku) : [item.sku],
  );
  if (!skus.length) throw new Error('no sellable sku found');
  return skus.slice(0, 20);
}

async function measure(name: string, options: autocannon.Options, connections: number, duration: number): Promise<LoadResult> {
  await autocannon({ ...options, connections, duration: 3 });
  const result = await autocannon({ ...options, connections, duration });
  return { name, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors, connections, durationS: duration };
}

export async function runCartScenarios(baseUrl: string, connections: number, duration: number): Promise<LoadResult[]> {
  const carts = await createGuestCarts(baseUrl, CART_POOL);
  const skus = await sellableSkus(baseUrl);
  let n = 0;
  const addToCart: autocannon.Options = {
    url: baseUrl,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: autocannon.Request) => {
          const i = n++;
          const cartId = carts[i % carts.length];
          const body = JSON.stringify({ cartItem: { sku: skus[i % skus.length], qty: 1 + (i % 3), quoteId: cartId } });
          return { ...request, path: `/api/cart/update?cartId=${encodeURIComponent(cartId)}`, body };
        },
      },
    ],
  };
  let m = 0;
  const totals: autocannon.Options = {
    url: baseUrl,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `/api/cart/totals?cartId=${encodeURIComponent(carts[m++ % carts.length])}` }) }],
  };
  return [
    await measure(`add to cart (POST /api/cart/update, ${CART_POOL} carts × ${skus.length} skus)`, addToCart, connections, duration),
    await measure(`cart totals (GET /api/cart/totals, ${CART_POOL} carts)`, totals, connections, duration),
  ];
}
