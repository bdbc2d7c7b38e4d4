// The backend tier alone (`node dist/server/backend.js`, DESIGN §2): the reference catalogue index, commerce, mail
// and newsletter services on HOST:BACKEND_PORT, for edges started elsewhere with CATALOG_URL, COMMERCE_URL, MAIL_URL
// and NEWSLETTER_URL pointing here (docker-compose runs it so, with PostgreSQL). On PostgreSQL it runs as any number
// of replicas against one database (every consistency rule lives in the database; each replica's index follows the
// change log). The demo data is created on first start as with `npm start`; SIGTERM / SIGINT drain it (every answer
// carries the draining header, /readyz is 503, requests in flight finish), then it exits 0; METRICS_PORT serves its
// metrics.
import { IDLE_CLOSE_DELAY_MS } from '../runtime/drain.js';
import { createLogger } from '../runtime/logger.js';
import { closeOnSignals, isEntryPoint, loadConfigOrExit } from '../runtime/lifecycle.js';
import { startMetricsServer } from '../runtime/metrics/metrics-server.js';
import { startEmbeddedBackends } from './bootstrap.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = await createLogger({ logLevel: config.logLevel, logFormat: config.runtime.logFormat });
  try {
    const backends = await startEmbeddedBackends(config, logger, config.backendPort, config.host);
    logger.info({ url: backends.url, provides: backends.provides }, 'backend tier is listening');
    const metrics = config.runtime.metrics.port === null ? null : await startMetricsServer(config.host, config.runtime.metrics.port);
    if (metrics) logger.info({ url: metrics.url }, 'metrics are served');
    closeOnSignals({ close: async () => (await backends.close(IDLE_CLOSE_DELAY_MS), await metrics?.close()) }, logger, config.runtime.shutdownTimeoutMs);
  } catch (error) {
    logger.fatal({ err: error }, 'the backend tier could not start');
    process.exit(1);
  }
}

if (isEntryPoint(import.meta.url)) void main();
