// Product pictures reach edges over HTTP: the backend serves its DATA_DIR/images under /img/, and an edge without
// that folder (another machine, no shared volume) fetches them from the catalogue's replicas and keeps them.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildEdgeApp } from '../../../server/edge/app.js';
import { loadConfig } from '../../../server/config.js';
import { backendHeaders, startTestShop, type TestShop } from '../helpers/start-app.js';

async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('pictures on an edge without the backend\'s data folder', () => {
  let shop: TestShop;
  let edge: FastifyInstance;
  let edgeUrl: string;
  let emptyDir: string;
  let picture: string;

  beforeAll(async () => {
    shop = await startTestShop();
    const images = path.join(shop.config.dataDir, 'images');
    const first = fs.readdirSync(images, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.svg') || name.endsWith('.png'))!;
    picture = `/img/${first.split(path.sep).join('/')}`;
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-no-images-'));
    const backendUrl = shop.shop.backends!.url;
    // The first catalogue replica is away: the picture comes from the second.
    const catalogUrl = `${await closedPortUrl()},${backendUrl}`;
    const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: emptyDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', CATALOG_URL: catalogUrl, COMMERCE_URL: backendUrl, BACKEND_TOKEN: shop.shop.backends!.token });
    edge = await buildEdgeApp(config, { upstreams: { catalogUrl, commerceUrl: backendUrl } });
    edgeUrl = await edge.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await edge?.close();
    await shop?.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('the backend serves them to the shop\'s own servers', async () => {
    expect((await fetch(new URL(picture, shop.shop.backends!.url))).status).toBe(401);
    const res = await fetch(new URL(picture, shop.shop.backends!.url), { headers: backendHeaders(shop) });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('the edge fetches them from a backend, keeps them, and answers revalidation with 304', async () => {
    const expected = Buffer.from(await (await fetch(new URL(picture, shop.url))).arrayBuffer());
    const first = await fetch(new URL(picture, edgeUrl));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/max-age=604800/);
    expect(Buffer.from(await first.arrayBuffer()).equals(expected)).toBe(true);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(new URL(picture, edgeUrl), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for pictures that do not exist and names that are not pictures', async () => {
    expect((await fetch(new URL('/img/product/no-such-shoe.svg', edgeUrl))).status).toBe(404);
    expect((await fetch(new URL('/img/%2e%2e/shop.sqlite', edgeUrl))).status).toBe(404);
    expect((await fetch(new URL('/img/x.txt', edgeUrl))).status).toBe(404);
  });
});
