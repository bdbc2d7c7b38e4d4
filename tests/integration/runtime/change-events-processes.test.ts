// Every edge coherent (issue #14 item 4), with the tiers as processes: the backend tier (`node dist/server/backend.js`
// on SQLite) and two edges (`node dist/server/main.js`, the first a two-worker cluster) pointed at it, every cache
// TTL far longer than the test. A change recorded by another process (a review approved on the shop's database)
// is served by both edges, every worker, within 2 s; the admin invalidation call made on one edge clears the other
// too; after the backend tier is killed and restarted, the edges reconnect, drop their catalogue caches and say so.
// Needs `npm run build` (the compiled server and the client build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { approve } from '../../../server/backend/commerce/services/review-service.js';
import { closeDatabase, openDatabase, type Database } from '../../../server/db/database.js';
import { SupervisedProcess, sleep, waitForOk } from '../../topology/support/supervisor.js';
import { freePort, type Json } from '../helpers/start-app.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUILT = fs.existsSync(path.join(ROOT, 'dist/server/backend.js')) && fs.existsSync(path.join(ROOT, 'dist/client/manifest.json'));
const START_TIMEOUT_MS = 180_000;
const COHERENT_WITHIN_MS = 2000;
const TOKEN = 'processes-secret';
const BACKEND_TOKEN = 'processes-backend-secret-of-32-characters-or-more';
const LONG_TTL = '3600';

let dir: string;
let backend: SupervisedProcess;
let edges: SupervisedProcess[];
let edgeUrls: string[];
let db: Database;
let product: Json;

async function getText(url: string): Promise<{ status: number; text: string; cache: string | null }> {
  const res = await fetch(url);
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-cache') };
}

const pageUrl = (edge: string) => `${edge}/p/${product.sku}/${product.slug}`;

/** Several answers in a row from the edge's cache (a cluster edge has a cache per worker). */
async function warm(edge: string): Promise<void> {
  let hits = 0;
  for (let attempt = 0; attempt < 60 && hits < 4; attempt++) {
    const answer = await getText(pageUrl(edge));
    hits = answer.cache === 'HIT' ? hits + 1 : 0;
  }
  expect(hits, `${edge} serves the page from its cache`).toBe(4);
}

/**
 * Milliseconds until every edge serves `text`: the time a request that shows it was sent (on a loaded machine a cold
 * render alone can take a second; the change must have reached the edge by then). After that, every answer of
 * every edge shows it: a worker of a cluster that had kept its copy would answer from its cache without it.
 */
async function everyEdgeShows(text: string, ms: number): Promise<number> {
  const started = Date.now();
  const seenAfter = await Promise.all(
    edgeUrls.map(async (edge) => {
      for (;;) {
        const sentAfter = Date.now() - started;
        if (sentAfter > ms) throw new Error(`${edge} did not serve "${text}" within ${ms} ms`);
        const answer = await getText(pageUrl(edge));
        if (answer.status === 200 && answer.text.includes(text)) return sentAfter;
        await sleep(50);
      }
    }),
  );
  for (const edge of edgeUrls) {
    for (let i = 0; i < 4; i++) expect((await getText(pageUrl(edge))).text, `${edge}, answer ${i + 1} afterwards`).toContain(text);
  }
  return Math.max(...seenAfter);
}

async function postReview(title: string): Promise<number> {
  const res = await fetch(`${edgeUrls[0]}/api/review/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ review: { product_id: product.id, nickname: 'Jonas', title, detail: 'Good soles.', rating: 4, review_entity: 'product' } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).result.id as number;
}

describe.skipIf(!BUILT)('change events across processes', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-events-'));
    const [backendPort, edge1Port, edge2Port] = [await freePort(), await freePort(), await freePort()];
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    const common = { NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATA_DIR: path.join(dir, 'data'), ADMIN_TOKEN: TOKEN, HOST: '127.0.0.1', BACKEND_TOKEN: BACKEND_TOKEN };
    const ttl = { CACHE_TTL_HTML: LONG_TTL, CACHE_TTL_PRODUCT: LONG_TTL, CACHE_TTL_SEARCH: LONG_TTL, CACHE_TTL_CATEGORY: LONG_TTL };
    const node = (name: string, entry: string, env: Record<string, string>) =>
      new SupervisedProcess({ name, command: process.execPath, args: [path.join(ROOT, entry)], env: { ...common, ...env }, logFile: path.join(dir, `${name}.log`) });
    backend = node('backend', 'dist/server/backend.js', { BACKEND_PORT: String(backendPort) });
    const edgeEnv = (port: number, workers: number) => ({ ...ttl, PORT: String(port), WORKERS: String(workers), CATALOG_URL: backendUrl, COMMERCE_URL: backendUrl, MAIL_URL: backendUrl, NEWSLETTER_URL: backendUrl });
    edges = [node('edge-1', 'dist/server/main.js', edgeEnv(edge1Port, 2)), node('edge-2', 'dist/server/main.js', edgeEnv(edge2Port, 1))];
    edgeUrls = [`http://127.0.0.1:${edge1Port}`, `http://127.0.0.1:${edge2Port}`];
    backend.start();
    await waitForOk(`${backendUrl}/_cluster/health`, START_TIMEOUT_MS, { 'x-backend-token': BACKEND_TOKEN });
    for (const edge of edges) edge.start();
    await Promise.all(edgeUrls.map((url) => waitForOk(`${url}/readyz`, START_TIMEOUT_MS)));
    db = await openDatabase({ dataDir: path.join(dir, 'data'), databaseUrl: null });
    for (let from = 0; !product && from < 1000; from += 50) {
      const listing = (await (await fetch(`${edgeUrls[0]}/api/catalog/products?store=main&size=50&from=${from}`)).json()) as Json;
      if (listing.result.items.length === 0) break;
      product = listing.result.items.find((p: Json) => p.type_id === 'simple');
    }
    expect(product).toBeDefined();
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    if (db) await closeDatabase(db);
    await Promise.all((edges ?? []).map((edge) => edge.stop()));
    await backend?.stop();
    // KEEP_LOGS=1 keeps the processes' logs for a look after a failure.
    if (dir && !process.env.KEEP_LOGS) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a review approved in another process shows on both edges, every worker, within 2 s', async () => {
    const id = await postReview('Survived the Alps');
    for (const edge of edgeUrls) await warm(edge);
    await approve(db, id, new Date());
    const tookMs = await everyEdgeShows('Survived the Alps', COHERENT_WITHIN_MS);
    console.info(`review approval served by both edges after ${tookMs} ms`);
  }, 120_000);

  it('the admin invalidation call made on one edge clears the other too', async () => {
    const id = await postReview('Quietly approved');
    for (const edge of edgeUrls) await warm(edge);
    // Approved behind the shop's back: no change logged, so the edges keep their cached pages…
    await sql`update reviews set status = 'approved' where id = ${id}`.execute(db);
    await sleep(1000);
    for (const edge of edgeUrls) expect((await getText(pageUrl(edge))).text).not.toContain('Quietly approved');
    // …until the operator asks one edge (as through the load balancer) to drop the product's entries.
    const res = await fetch(`${edgeUrls[1]}/api/cache/invalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ tags: [`reviews:${product.id}`] }),
    });
    expect(res.status).toBe(200);
    const tookMs = await everyEdgeShows('Quietly approved', COHERENT_WITHIN_MS);
    console.info(`admin invalidation served by both edges after ${tookMs} ms`);
  }, 120_000);

  it('after the backend tier is killed and restarted, every edge reconnects, drops its caches and says so', async () => {
    const before = backend.exits.length;
    backend.kill('SIGKILL');
    await backend.exited(before);
    const reconnected = (name: string) => fs.readFileSync(path.join(dir, `${name}.log`), 'utf8').split('\n').filter((line) => line.includes('reconnected; dropped all catalogue caches')).length;
    const deadline = Date.now() + START_TIMEOUT_MS;
    // Edge 1 has two workers, each with its own subscription.
    while (reconnected('edge-1') < 2 || reconnected('edge-2') < 1) {
      if (Date.now() > deadline) throw new Error('the edges did not report their reconnection');
      await sleep(250);
    }
    const line = fs.readFileSync(path.join(dir, 'edge-2.log'), 'utf8').split('\n').find((l) => l.includes('reconnected; dropped all catalogue caches'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 40 });
    for (const edge of edgeUrls) expect((await getText(pageUrl(edge))).status).toBe(200);
  }, START_TIMEOUT_MS);
});
