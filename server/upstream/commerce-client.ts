// Commerce upstream (cart, user, order, stock, review): the vue-storefront-api contract of DESIGN §3.4, forwarded
// unchanged. The embedded backend or a real vue-storefront-api answers the same paths.
import { ForwardingClient } from './forwarding-client.js';

/** Cheap read the readiness probe asks: a stock list without skus touches no cart or user. */
export const COMMERCE_PROBE_PATH = '/api/stock/list?skus=';

export function createCommerceClient(baseUrl: string, timeoutMs: number, backendToken?: string | null): ForwardingClient {
  return new ForwardingClient({ name: 'commerce', baseUrl, timeoutMs, backendToken });
}
