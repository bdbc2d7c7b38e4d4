// Issue #15 item 4: on SIGTERM an edge drains. Readiness turns 503 at once, a request in flight still gets its whole
// answer (with Connection: close, so the proxy does not reuse the connection), new connections are refused, and
// closing waits for the request instead of cutting it. The commerce upstream here answers slowly on purpose.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEdgeApp } from '../../../server/edge/app.js';
import { startDraining } from '../../../server/runtime/drain.js';
import { testConfig, sharedDataDir } from '../helpers/start-app.js';

const SLOW_MS = 800;

const slowUpstream = http.createServer((req, res) => {
  setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, result: [] })), req.url?.startsWith('/api/cart/pull') ? SLOW_MS : 0);
});
await new Promise<void>((resolve) => slowUpstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(slowUpstream.address() as AddressInfo).port}`;

afterAll(async () => {
  await new Promise((resolve) => slowUpstream.close(resolve));
});

describe('draining an edge', () => {
  it('turns readiness off, finishes the request in flight with Connection: close, refuses new connections, then closes', async () => {
    const app = await buildEdgeApp(testConfig(sharedDataDir()), { upstreams: { catalogUrl: upstreamUrl, commerceUrl: upstreamUrl } });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${url}/api/cart/pull?cartId=abc`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    startDraining(app);
    const readiness = await app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'draining' });
    let closed = false;
    const closing = app.close().then(() => (closed = true));

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ code: 200, result: [] });
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await closing;
    expect(closed).toBe(true);
  });
});
