// Runs the shop (DESIGN §2): the embedded reference backends on a loopback port when some upstream URL is not
// configured, then the edge on HOST:PORT pointed at them (configured upstream URLs win). SIGTERM / SIGINT close
// gracefully: stop accepting, finish in-flight requests, close the backends and the database, exit 0.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { startEmbeddedBackends, type EmbeddedBackends } from './backend/bootstrap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildEdgeApp, type EdgeDeps, type EdgeUpstreams } from './edge/app.js';
import { ssrPlugin } from './edge/ssr/ssr-plugin.js';

/** After a signal, the process exits at the latest this long after it stopped accepting connections. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** The client build (npm run build): manifest.json and the hashed assets the pages load. */
export const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface RunningShop {
  /** Where the edge listens, e.g. http://127.0.0.1:3000. */
  url: string;
  edge: FastifyInstance;
  backends: EmbeddedBackends | null;
  close(): Promise<void>;
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
  const logger = options.logger ?? pino({ level: config.logLevel });
  const backends = needsEmbeddedBackends(config) ? await startEmbeddedBackends(config, logger) : null;
  try {
    const upstreams: EdgeUpstreams = {
      catalogUrl: config.catalogUrl ?? backends!.url,
      commerceUrl: config.commerceUrl ?? backends!.url,
      mailUrl: config.mailUrl ?? (backends?.provides.mail ? backends.url : null),
      newsletterUrl: config.newsletterUrl ?? (backends?.provides.newsletter ? backends.url : null),
    };
    const edge = await buildEdgeApp(config, { upstreams, ssr: options.ssr, logger });
    const url = await edge.listen({ host: config.host, port: config.port });
    logger.info({ url, upstreams }, 'shop is listening');
    return {
      url,
      edge,
      backends,
      async close() {
        await edge.close();
        await backends?.close();
      },
    };
  } catch (error) {
    await backends?.close();
    throw error;
  }
}

/** Closes once on the first SIGTERM/SIGINT; a process that does not finish in time is ended with code 1. */
export function closeOnSignals(shop: { close(): Promise<void> }, logger: Logger): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing: no new connections, finishing requests in flight');
    setTimeout(() => {
      logger.error('requests still in flight after the shutdown deadline; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    shop.close().then(
      () => {
        logger.info('closed');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** The settings from the environment; a wrong one ends the process with exit 1 and a message naming it, no stack. */
export function loadConfigOrExit(): Readonly<Config> {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  try {
    const built = fs.existsSync(path.join(CLIENT_DIR, 'manifest.json'));
    // Without a client build the API still runs (tests, a backend-only check); `npm start` always builds first.
    if (!built) logger.warn({ clientDir: CLIENT_DIR }, 'no client build: pages are off until `npm run build`');
    const shop = await startShop(config, { logger, ssr: built ? pagesFor(config) : undefined });
    closeOnSignals(shop, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'the shop could not start');
    process.exit(1);
  }
}

/** The pages: the SSR plugin (server/edge/ssr) with the client build, its loaders on the cached catalogue. */
export function pagesFor(config: Readonly<Config>, clientDir = CLIENT_DIR): NonNullable<EdgeDeps['ssr']> {
  return async (app, { catalog, cache }) => {
    await app.register(ssrPlugin, { catalog, config, clientDir, cache });
  };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isEntryPoint) void main();
