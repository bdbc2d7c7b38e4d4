// Honest errors (issue #15 leftovers): an edge whose backend tier is down and that never cached the page asked for
// answers 503 with Retry-After (a page in the shopper's language, or the JSON envelope under /api), never 500; and
// a shopper who closes the tab while a page streams is no error in the logs.
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackends, type EmbeddedBackends } from '../../../server/backend/bootstrap.js';
import { pagesFor, startShop, type RunningShop } from '../../../server/main.js';
import { createLogger } from '../../../server/runtime/logger.js';
import { sharedDataDir, testConfig } from '../helpers/start-app.js';

type LogLine = Record<string, unknown> & { level: number; msg?: string };

async function loggedShop(env: Record<string, string>, lines: LogLine[]): Promise<RunningShop> {
  const config = testConfig(sharedDataDir(), { LOG_LEVEL: 'debug', ...env });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return startShop(config, { logger: await createLogger(config, {}, sink), ssr: pagesFor(config) });
}

const upstreamEnv = (url: string) => ({ CATALOG_URL: url, COMMERCE_URL: url, MAIL_URL: url, NEWSLETTER_URL: url });

describe('the backend tier is down and nothing is cached', () => {
  const lines: LogLine[] = [];
  let backends: EmbeddedBackends;
  let shop: RunningShop;

  beforeAll(async () => {
    backends = await startEmbeddedBackends(testConfig(sharedDataDir()), (await import('pino')).pino({ level: 'silent' }));
    shop = await loggedShop(upstreamEnv(backends.url), lines);
    await backends.close();
  });

  afterAll(async () => {
    await shop?.close();
  });

  for (const [path, lang, language] of [
    ['/', 'en', 'English'],
    ['/de/', 'de', 'German'],
    ['/it/men', 'it', 'Italian'],
  ] as const) {
    it(`a page (${path}) is a 503 page in ${language} with Retry-After, never a 500`, async () => {
      const res = await fetch(new URL(path, shop.url), { headers: { accept: 'text/html' } });
      const body = await res.text();
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(body).toContain(`<html lang="${lang}`);
    });
  }

  it('the German page says so in German', async () => {
    const english = await (await fetch(new URL('/', shop.url), { headers: { accept: 'text/html' } })).text();
    const german = await (await fetch(new URL('/de/', shop.url), { headers: { accept: 'text/html' } })).text();
    expect(german).not.toBe(english);
  });

  for (const path of ['/api/catalog/products?store=main&size=7', '/api/catalog/categories?store=de', '/api/cart/create', '/api/stock/check?sku=KR-OX-101']) {
    it(`the API (${path.split('?')[0]}) answers the 503 envelope ERR_SERVICE_UNAVAILABLE with Retry-After`, async () => {
      const res = await fetch(new URL(path, shop.url), path.includes('cart/create') ? { method: 'POST' } : {});
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ code: 503, meta: { errorCode: 'ERR_SERVICE_UNAVAILABLE' } });
    });
  }

  it('logs the outage as a warning, not as an error', () => {
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});

/** A proxy to the backends that holds product searches back, so that a page's deferred carousels keep it streaming. */
async function slowProductSearches(target: string, delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (/_product\/_search/.test(req.url ?? '')) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe('a shopper who leaves while the page streams', () => {
  const lines: LogLine[] = [];
  let backends: EmbeddedBackends;
  let proxy: Awaited<ReturnType<typeof slowProductSearches>>;
  let shop: RunningShop;

  beforeAll(async () => {
    backends = await startEmbeddedBackends(testConfig(sharedDataDir()), (await import('pino')).pino({ level: 'silent' }));
    proxy = await slowProductSearches(backends.url, 2000);
    shop = await loggedShop({ ...upstreamEnv(backends.url), CATALOG_URL: proxy.url }, lines);
  });

  afterAll(async () => {
    await shop?.close();
    await proxy?.close();
    await backends?.close();
  });

  it('is logged below warning and without a stack', { timeout: 30_000 }, async () => {
    const { port } = new URL(shop.url);
    // Read the page's first bytes (the shell, streamed before the carousels), then hang up.
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: shop.test\r\nAccept: text/html\r\nAccept-Encoding: identity\r\n\r\n');
      });
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', reject);
    });
    // The render notices the closed socket and ends; give its log lines time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const problems = lines.filter((line) => line.level >= 40);
    expect(problems.map((line) => `${line.level} ${line.msg}`)).toEqual([]);
    const left = lines.filter((line) => /left|went away/i.test(String(line.msg)));
    expect(left.length).toBeGreaterThan(0);
    expect(JSON.stringify(left)).not.toContain('"stack"');
  });
});
