// Fastify server options for the timeouts of issue #13 item 11, shared by the edge and the backend tier. Without
// them a client that sends its body (or its headers) a byte at a time holds a connection and a request for ever.
import type { Config } from '../config.js';

/** Node checks the request and headers timeouts on this interval (its default, 30 s, would let a limit run late). */
const CHECK_INTERVAL_MS = 1000;

export function serverTimeoutOptions(timeouts: Readonly<Config['serverTimeouts']>) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, timeouts.headersMs) },
  };
}
