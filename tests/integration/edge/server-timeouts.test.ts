// Issue #13 item 11 over a real socket: a slow upload and slow headers end (408 or a closed connection) instead of
// holding a connection for ever. The edge here runs with short limits; nothing below asserts how fast it ends,
// only that it ends well within the test's own timeout.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeApp } from '../../../server/edge/app.js';
import { testConfig } from '../helpers/start-app.js';

let edge: FastifyInstance;
let port: number;

beforeAll(async () => {
  const config = testConfig('/tmp', { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' });
  // Upstreams nobody listens on: the requests below never get as far as a handler.
  edge = await buildEdgeApp(config, { upstreams: { catalogUrl: 'http://127.0.0.1:9', commerceUrl: 'http://127.0.0.1:9' } });
  await edge.listen({ host: '127.0.0.1', port: 0 });
  port = (edge.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await edge?.close();
});

/** Opens a connection, writes `head`, then one byte of `trickle` every 200 ms; resolves with what came back once it closes. */
function slowClient(head: string, trickle: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let index = 0;
    const timer = setInterval(() => {
      if (index < trickle.length && !socket.destroyed) socket.write(trickle[index++]);
    }, 200);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    setTimeout(() => reject(new Error('the connection was still open after 20 s')), 20_000).unref();
  });
}

describe('server timeouts', () => {
  it('ends a slow upload: the body trickles in a byte at a time and the request is cut off', async () => {
    const body = JSON.stringify({ url: '/men', padding: 'x'.repeat(500) });
    const answer = await slowClient(`POST /api/url/map HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, body);
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  }, 30_000);

  it('ends a request whose headers never finish', async () => {
    const answer = await slowClient('GET /healthz HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: ' + 'a'.repeat(200));
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  }, 30_000);

  it('closes an idle keep-alive connection', async () => {
    const answer = await slowClient('GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n', '');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  }, 30_000);
});
