// The whole shop (embedded backends and the edge, with the pages when a client build exists) in a process of its
// own, for the tests that watch a process from outside: the fuzz suite (no crash, memory back under its bound)
// and the memory test (RSS under cache-busting load). Started by shop-child.ts with --expose-gc; it reports its
// URL and every route's schema over IPC, and answers memory questions. Settings come from SHOP_ENV (JSON).
import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { pino } from 'pino';
import { startEmbeddedBackends } from '../../server/backend/bootstrap.js';
import { loadConfig } from '../../server/config.js';
import { buildEdgeApp } from '../../server/edge/app.js';
import { CLIENT_DIR, pagesFor } from '../../server/main.js';

export interface RouteDescription {
  method: string;
  url: string;
  schema: { querystring?: unknown; params?: unknown; body?: unknown };
}

export interface MemoryReport {
  rss: number;
  heapUsed: number;
  cacheBytes: number;
  cacheEntries: number;
}

export type ChildMessage = { type: 'ready'; url: string; backendUrl: string; routes: RouteDescription[] } | { type: 'memory'; report: MemoryReport };

const send = (message: ChildMessage) => process.send!(message);

async function main(): Promise<void> {
  const config = loadConfig(JSON.parse(process.env.SHOP_ENV ?? '{}') as Record<string, string>);
  const logger = pino({ level: config.logLevel });
  const backends = await startEmbeddedBackends(config, logger);
  const routes: RouteDescription[] = [];
  const describeRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as RouteDescription['schema'];
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: { querystring: schema.querystring, params: schema.params, body: schema.body } });
  };
  const withPages = fs.existsSync(path.join(CLIENT_DIR, 'manifest.json'));
  const edge = await buildEdgeApp(config, {
    upstreams: { catalogUrl: backends.url, commerceUrl: backends.url, mailUrl: backends.url, newsletterUrl: backends.url },
    logger,
    ssr: withPages ? pagesFor(config) : undefined,
    onRoute: describeRoute,
  });
  const url = await edge.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'memory') return;
    globalThis.gc?.();
    const usage = process.memoryUsage();
    send({ type: 'memory', report: { rss: usage.rss, heapUsed: usage.heapUsed, cacheBytes: edge.edgeCache.bytes, cacheEntries: edge.edgeCache.size } });
  });
  process.on('disconnect', () => {
    void edge.close().then(() => backends.close()).finally(() => process.exit(0));
  });
  send({ type: 'ready', url, backendUrl: backends.url, routes: JSON.parse(JSON.stringify(routes)) as RouteDescription[] });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
