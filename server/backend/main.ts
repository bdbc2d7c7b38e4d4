// The backend tier alone (`npm run serve:backend`, DESIGN §2): the reference catalogue index, commerce, mail and
// newsletter services on HOST:BACKEND_PORT, for edges started elsewhere with CATALOG_URL, COMMERCE_URL, MAIL_URL
// and NEWSLETTER_URL pointing here (docker-compose runs it so, with PostgreSQL). The demo data is created on first
// start as with `npm start`; SIGTERM / SIGINT close it gracefully.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { closeOnSignals, loadConfigOrExit } from '../main.js';
import { startEmbeddedBackends } from './bootstrap.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  try {
    const backends = await startEmbeddedBackends(config, logger, config.backendPort, config.host);
    logger.info({ url: backends.url, provides: backends.provides }, 'backend tier is listening');
    closeOnSignals(backends, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'the backend tier could not start');
    process.exit(1);
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isEntryPoint) void main();
