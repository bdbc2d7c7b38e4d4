// Starts the embedded reference backends (DESIGN §2): opens the database (SQLite in DATA_DIR, or PostgreSQL),
// brings its schema up to date, fills it with the demo catalogue on first start, and serves the backend app on a
// loopback port. The edge reaches it over HTTP like any other upstream.
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { importBulkLines, linesOf } from '../catalogue-import/import-lines.js';
import { formatProblem } from '../catalogue-import/problems.js';
import type { Config } from '../config.js';
import { countCatalogDocuments } from '../db/catalog-documents.js';
import { closeDatabase, migrate, openDatabase, type Database } from '../db/database.js';
import { seedCommerceFromCatalogue } from '../db/seed-commerce.js';
import { startDraining, untilNoNewConnections } from '../runtime/drain.js';
import { assertBackendTokenFor, backendTokenOf } from '../runtime/backend-token.js';
import { watchPoolUse } from '../runtime/metrics/database-metrics.js';
import { BACKEND_MIGRATIONS, buildBackendApp, EMBEDDED_PROVIDES } from './app.js';

export interface DemoDataReport {
  /** True when this start generated the demo data; false when it reused what DATA_DIR / the database held. */
  created: boolean;
  documents: number;
  images: number;
  ms: number;
}

export interface EmbeddedBackends {
  url: string;
  /** The token every call to `url` must carry (header x-backend-token; server/runtime/backend-token.ts). */
  token: string;
  provides: Readonly<{ mail: boolean; newsletter: boolean }>;
  /**
   * Drains (every answer carries the draining header, /readyz is 503), lets the requests in flight finish and closes;
   * `idleCloseDelayMs` keeps idle kept-alive connections open that long (runtime/drain.ts).
   */
  close(idleCloseDelayMs?: number): Promise<void>;
}

export function imagesDir(config: Readonly<Pick<Config, 'dataDir'>>): string {
  return path.join(config.dataDir, 'images');
}

/**
 * First start (no catalogue documents yet): generate the demo catalogue and write its pictures, then load the
 * catalogue through the owner's import (issue #14 item 7: the same bulk format, validation and one transaction
 * that writes documents, commerce rows and price history), and add the demo coupon. The pictures are safe to
 * write again after a crash; the import is all or nothing. A later start reuses the data and only redraws the
 * pictures when DATA_DIR lost them (e.g. a fresh volume on a shared PostgreSQL).
 */
export async function ensureDemoData(config: Readonly<Config>, db: Database, logger: Logger): Promise<DemoDataReport> {
  const started = performance.now();
  const documents = await countCatalogDocuments(db);
  // A production shop (DEMO_DATA off) starts empty: no demo catalogue, CMS pages, pictures or coupon (WELCOME10
  // would be a 10 % discount for anyone who reads this code); the owner imports the real catalogue.
  if (!config.demoData) {
    const report = { created: false, documents, images: 0, ms: Math.round(performance.now() - started) };
    logger.info(report, documents > 0 ? 'demo data off: serving the stored catalogue' : 'demo data off: the shop starts empty until a catalogue is imported');
    return report;
  }
  const dir = imagesDir(config);
  // The generator (names, texts, pictures of the whole demo catalogue) is loaded only when it has work to do, so a
  // start with data present does not keep its code and tables in memory (issue #15 item 3).
  const seed = async () => ({ ...(await import('../demo-catalogue/index.js')), ...(await import('../demo-catalogue/bulk.js')) });
  if (documents > 0) {
    const images = fs.existsSync(dir) ? 0 : (await (await seed()).writeDemoImages(dir)).count;
    const report = { created: false, documents, images, ms: Math.round(performance.now() - started) };
    logger.info(report, 'demo data: reusing the stored catalogue');
    return report;
  }
  const { generateDemoCatalogue, writeDemoImages, catalogueBulkLines } = await seed();
  const now = new Date();
  // One product's special price starts today (the Omnibus demo); everything else is the same on every run.
  const lines = [...catalogueBulkLines(generateDemoCatalogue({ generatedAt: now }), config.catalogIndex)];
  const generatedMs = performance.now() - started;
  const { count: images } = await writeDemoImages(dir);
  const imagesMs = performance.now() - started - generatedMs;
  const imported = await importBulkLines(db, linesOf(lines), { prefix: config.catalogIndex, now, reason: 'import' });
  if (!imported.applied) throw new Error(`demo catalogue does not validate: ${imported.problems.slice(0, 5).map(formatProblem).join('; ')}`);
  await seedCommerceFromCatalogue(db, [], now);
  const report = { created: true, documents: imported.summary.created, images, ms: Math.round(performance.now() - started) };
  logger.info({ ...report, generateMs: Math.round(generatedMs), imagesMs: Math.round(imagesMs) }, 'demo data: generated and imported');
  return report;
}

/** Database, demo data and the backend app on 127.0.0.1 with a free port. */
export async function startEmbeddedBackends(config: Readonly<Config>, logger: Logger, port = 0, host = '127.0.0.1'): Promise<EmbeddedBackends> {
  assertBackendTokenFor(host, config);
  const started = performance.now();
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool replaces it'),
    onPoolCreated: watchPoolUse,
  });
  try {
    const migrations = await migrate(db, BACKEND_MIGRATIONS);
    if (migrations.unknown.length > 0) {
      logger.warn({ migrations: migrations.unknown }, 'the database has migrations of a later release; starting on it (migrations only add, so this release still works)');
    }
    await ensureDemoData(config, db, logger);
    const backend = await buildBackendApp(config, db, { logger });
    const url = await backend.listen({ host, port });
    logger.info({ url, ms: Math.round(performance.now() - started) }, 'embedded backends are listening');
    let closing: Promise<void> | null = null;
    return {
      url,
      token: backendTokenOf(config),
      provides: EMBEDDED_PROVIDES,
      // Safe to call twice (a signal during a failed start, tests that stop the upstream early).
      close: (idleCloseDelayMs = 0) =>
        (closing ??= (async () => {
          startDraining(backend, idleCloseDelayMs);
          // On a signal: the edges' connections already opened are taken and answered (each answer tells that edge
          // to go elsewhere) before the listening socket closes (runtime/drain.ts).
          if (idleCloseDelayMs > 0) backend.log.info(await untilNoNewConnections(backend.server, { maxMs: config.runtime.shutdownTimeoutMs / 2 }), 'draining: new connections have stopped; no longer listening');
          await backend.close();
          await closeDatabase(db);
        })()),
    };
  } catch (error) {
    await closeDatabase(db);
    throw error;
  }
}
