// The PWA's files on the edge (issue 6 §1–§2): the service worker at /sw.js (never cached by the HTTP cache, allowed
// the whole site as scope), the web app manifest and the offline page of every store view. The worker file is read
// on each request, so a new build is offered to open pages without a restart of the edge.
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTranslator } from '../../../shared/i18n/index.js';
import { offlinePagePath } from '../../../shared/pwa/offline-pages.js';
import { buildWebManifest, manifestPath, PWA_INFO_FILE, type PwaBuildInfo } from '../../../shared/pwa/web-manifest.js';
import { STORE_VIEWS } from '../../../shared/store-views.js';
import { renderOfflinePage } from './offline-page.js';

export const SERVICE_WORKER_PATH = '/sw.js';
const REVALIDATE = 'no-cache';

export interface PwaRoutesOptions {
  clientDir: string;
  stylesheet: string | null;
}

async function readBuildInfo(clientDir: string): Promise<PwaBuildInfo | null> {
  try {
    return JSON.parse(await readFile(path.join(clientDir, PWA_INFO_FILE), 'utf8')) as PwaBuildInfo;
  } catch {
    return null;
  }
}

export async function registerPwaRoutes(app: FastifyInstance, options: PwaRoutesOptions): Promise<void> {
  const info = await readBuildInfo(options.clientDir);
  if (!info) {
    app.log.warn(`${PWA_INFO_FILE} is missing in ${options.clientDir}: no service worker or manifest (run \`npm run build\`)`);
    return;
  }
  const workerFile = path.join(options.clientDir, 'sw.js');
  app.get(SERVICE_WORKER_PATH, async (_request, reply) => {
    const source = await readFile(workerFile, 'utf8');
    return reply.type('application/javascript; charset=utf-8').header('cache-control', REVALIDATE).header('service-worker-allowed', '/').send(source);
  });
  for (const store of STORE_VIEWS) {
    const manifest = JSON.stringify(buildWebManifest(store, info, getTranslator(store.language)));
    app.get(manifestPath(store), (_request, reply) => reply.type('application/manifest+json; charset=utf-8').header('cache-control', REVALIDATE).send(manifest));
    const assets = { stylesheet: options.stylesheet, themeColor: info.themeColor, manifest: manifestPath(store) };
    app.get(offlinePagePath(store), (request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(renderOfflinePage(store, { ...assets, nonce: request.cspNonce })),
    );
  }
}
