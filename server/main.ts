// Runs the shop (DESIGN §2): the embedded reference backends on a loopback port when some upstream URL is not
// configured, then the edge on HOST:PORT pointed at them (configured upstream URLs win). With WORKERS > 1 (default:
// one per core) the edges run as cluster workers on one port and the backends stay in the primary, one writer
// (runtime/cluster.ts). SIGTERM / SIGINT drain gracefully: readiness 503, no new connections, in-flight requests
// finish, the backends and the database close, exit 0 (runtime/lifecycle.ts). Production runs the compiled file,
// `node dist/server/main.js` (scripts/build-server.ts); `npm run dev` runs this one with tsx.
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { startEmbeddedBackends, type EmbeddedBackends } from './backend/bootstrap.js';
import type { Config } from './config.js';
// Types only: the edge (Fastify routes, the gateway) and the SSR pages (React, the client's routes) are imported when
// a process starts an edge, so a cluster primary, which only runs the backends, never loads them (issue #15 item 3).
import type { EdgeDeps, EdgeUpstreams } from './edge/app.js';
import { backendTokenOf } from './runtime/backend-token.js';
import { startCluster } from './runtime/cluster.js';
import { IDLE_CLOSE_DELAY_MS, startDraining, untilNoNewConnections } from './runtime/drain.js';
import { closeOnSignals, isEntryPoint, loadConfigOrExit } from './runtime/lifecycle.js';
import { createLogger, LOG_OPTIONS } from './runtime/logger.js';
import { answerMetricsRequests, startMetricsServer } from './runtime/metrics/metrics-server.js';

/**
 * The client build (npm run build): manifest.json and the hashed assets the pages load. The compiled server
 * (dist/server/main.js) sits beside it; this source file (server/main.ts, run by tsx) one level above dist/.
 */
export const CLIENT_DIR = fileURLToPath(new URL(import.meta.url.includes('/dist/server/') ? '../client' : '../dist/client', import.meta.url));

export interface RunningShop {
  /** Where the edge listens, e.g. http://127.0.0.1:3000. */
  url: string;
  edge: FastifyInstance;
  backends: EmbeddedBackends | null;
  /** Drains and closes; `idleCloseDelayMs` keeps idle kept-alive connections open that long (runtime/drain.ts). */
  close(idleCloseDelayMs?: number): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Registers the SSR pages; tests of the API alone may leave them out. */
  ssr?: EdgeDeps['ssr'];
}

export function needsEmbeddedBackends(config: Readonly<Config>): boolean {
  return !config.catalogUrl || !config.commerceUrl || !config.mailUrl || !config.newsletterUrl;
}

export async function startShop(config: Readonly<Config>, options: StartOptions = {}): Promise<RunningShop> {
  const logger = options.logger ?? pino({ level: config.logLevel, ...LOG_OPTIONS });
  const backends = needsEmbeddedBackends(config) ? await startEmbeddedBackends(config, logger) : null;
  try {
    const upstreams: EdgeUpstreams = {
      catalogUrl: config.catalogUrl ?? backends!.url,
      commerceUrl: config.commerceUrl ?? backends!.url,
      mailUrl: config.mailUrl ?? (backends?.provides.mail ? backends.url : null),
      newsletterUrl: config.newsletterUrl ?? (backends?.provides.newsletter ? backends.url : null),
    };
    const [{ buildEdgeApp }, { registerChangeSubscription }] = await Promise.all([import('./edge/app.js'), import('./edge/change-subscriber.js')]);
    const edge = await buildEdgeApp(config, { upstreams, ssr: options.ssr, logger });
    // Change events (issue #14): every edge process, cluster workers too, follows the backend tier's stream.
    registerChangeSubscription(edge, config.changesUrl ?? upstreams.commerceUrl, backendTokenOf(config));
    const url = await edge.listen({ host: config.host, port: config.port });
    logger.info({ url, upstreams }, 'shop is listening');
    return {
      url,
      edge,
      backends,
      async close(idleCloseDelayMs = 0) {
        // Readiness 503 and Connection: close first; then stop accepting and let requests in flight finish.
        startDraining(edge, idleCloseDelayMs);
        // On a signal (behind a balancer, or a cluster worker): connections already opened, still queued for this
        // process, are taken and answered before the listening socket closes (runtime/drain.ts).
        if (idleCloseDelayMs > 0) edge.log.info(await untilNoNewConnections(edge.server, { maxMs: config.runtime.shutdownTimeoutMs / 2 }), 'draining: new connections have stopped; no longer listening');
        await edge.close();
        await backends?.close();
      },
    };
  } catch (error) {
    await backends?.close();
    throw error;
  }
}


/** The settings that point a worker's edge at the primary's embedded backends. */
function upstreamEnv(config: Readonly<Config>, backends: EmbeddedBackends | null): Record<string, string> {
  if (!backends) return {};
  const env: Record<string, string> = {};
  if (!config.catalogUrl) env.CATALOG_URL = backends.url;
  if (!config.commerceUrl) env.COMMERCE_URL = backends.url;
  if (!config.mailUrl && backends.provides.mail) env.MAIL_URL = backends.url;
  if (!config.newsletterUrl && backends.provides.newsletter) env.NEWSLETTER_URL = backends.url;
  return env;
}

/** METRICS_PORT, when set: this process's metrics (a cluster primary's include every worker's). */
async function startMetricsPort(config: Readonly<Config>, logger: Logger): Promise<{ close(): Promise<void> } | null> {
  if (config.runtime.metrics.port === null) return null;
  const metrics = await startMetricsServer(config.host, config.runtime.metrics.port);
  logger.info({ url: metrics.url }, 'metrics are served');
  return metrics;
}

/** One process: the edge and, where no upstream URL is set, the embedded backends (WORKERS=1, and every worker). */
async function runSingleProcess(config: Readonly<Config>, logger: Logger): Promise<void> {
  const built = fs.existsSync(path.join(CLIENT_DIR, 'manifest.json'));
  // Without a client build the API still runs (tests, a backend-only check); `npm start` always builds first.
  if (!built) logger.warn({ clientDir: CLIENT_DIR }, 'no client build: pages are off until `npm run build`');
  const shop = await startShop(config, { logger, ssr: built ? pagesFor(config) : undefined });
  // Behind a load balancer: idle connections stay open until the balancer has closed them (runtime/drain.ts).
  const drain = () => shop.close(IDLE_CLOSE_DELAY_MS);
  if (cluster.isWorker) {
    answerMetricsRequests();
    closeOnSignals({ close: drain }, logger, config.runtime.shutdownTimeoutMs);
    return;
  }
  const metrics = await startMetricsPort(config, logger);
  closeOnSignals({ close: async () => (await drain(), await metrics?.close()) }, logger, config.runtime.shutdownTimeoutMs);
}

/** WORKERS > 1: the embedded backends and the metrics port here, the edges in worker processes (runtime/cluster.ts). */
async function runClusterPrimary(config: Readonly<Config>, logger: Logger): Promise<void> {
  const started = performance.now();
  const backends = needsEmbeddedBackends(config) ? await startEmbeddedBackends(config, logger) : null;
  const metrics = await startMetricsPort(config, logger);
  const group = startCluster({
    workers: config.runtime.workers,
    logger,
    workerEnv: upstreamEnv(config, backends),
    closePrimary: async () => {
      await backends?.close();
      await metrics?.close();
    },
  });
  // The primary waits for its workers' own drains, so its deadline comes a little after theirs.
  closeOnSignals(group, logger, config.runtime.shutdownTimeoutMs + PRIMARY_EXTRA_SHUTDOWN_MS);
  await group.listening;
  logger.info({ url: `http://${config.host}:${config.port}`, workers: config.runtime.workers, ms: Math.round(performance.now() - started) }, 'shop is listening');
}

/** How much longer than its workers the primary may take to stop (it closes the backends after they exit). */
const PRIMARY_EXTRA_SHUTDOWN_MS = 2000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = await createLogger({ logLevel: config.logLevel, logFormat: config.runtime.logFormat }, cluster.isWorker ? { worker: cluster.worker?.id } : {});
  try {
    if (cluster.isPrimary && config.runtime.workers > 1) await runClusterPrimary(config, logger);
    else await runSingleProcess(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'the shop could not start');
    process.exit(1);
  }
}

/** The pages: the SSR plugin (server/edge/ssr) with the client build, its loaders on the cached catalogue. */
export function pagesFor(config: Readonly<Config>, clientDir = CLIENT_DIR): NonNullable<EdgeDeps['ssr']> {
  return async (app, { catalog, cache }) => {
    const { ssrPlugin } = await import('./edge/ssr/ssr-plugin.js');
    await app.register(ssrPlugin, { catalog, config, clientDir, cache });
  };
}

if (isEntryPoint(import.meta.url)) void main();
