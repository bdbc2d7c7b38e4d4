// How a server process starts and stops (issue #15 item 4): a wrong setting ends it with a message naming the
// variable; the first SIGTERM / SIGINT drains it (readiness 503, in-flight requests and streams finish, pools close)
// and exits 0, and a drain that overruns SHUTDOWN_TIMEOUT_MS ends the process with exit 1 so the orchestrator is
// never kept waiting. Entry points: server/main.ts (the shop) and server/backend/main.ts (the backend tier).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config.js';

export interface Closable {
  close(): Promise<void>;
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

/** Closes once on the first SIGTERM/SIGINT; a process that does not finish within the deadline ends with code 1. */
export function closeOnSignals(target: Closable, logger: Logger, deadlineMs: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, deadlineMs }, 'closing: readiness off, no new connections, finishing requests in flight');
    setTimeout(() => {
      logger.error({ deadlineMs }, 'requests still in flight after the shutdown deadline; exiting');
      process.exit(1);
    }, deadlineMs).unref();
    target.close().then(
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

/** True when this module is the file node was started with (`node dist/server/main.js`, `tsx server/main.ts`). */
export function isEntryPoint(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}
