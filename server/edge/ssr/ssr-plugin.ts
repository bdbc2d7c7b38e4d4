// The storefront's pages (DESIGN §2): hashed client assets under /assets/, and every other GET or HEAD that is not
// an API, image or health path rendered by React Router (data mode) and React's streaming renderer, with loaders
// calling the catalogue in-process. Pages the same for every visitor are kept in an HTML cache.
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { CatalogApi } from '../../../shared/api/catalog.js';
import type { Config } from '../../config.js';
import type { EdgeCache } from '../cache.js';
import { shopPaymentMethodCodes } from '../../../shared/commerce/methods.js';
import { registerAssets } from './assets.js';
import { edgeCacheHtmlStore, privateHtmlStore } from './html-cache.js';
import { readManifest } from './manifest.js';
import { handlePage } from './page-handler.js';
import { registerPwaRoutes } from './pwa-routes.js';
import { createStoreHandlers } from './store-handlers.js';

export interface SsrPluginOptions {
  catalog: CatalogApi;
  config: Readonly<Config>;
  /** The build output (dist/client): manifest.json and assets/. */
  clientDir: string;
  /** The edge's LRU; pages are kept there as kind 'html' so its invalidation drops them. Without it, a private LRU. */
  cache?: Pick<EdgeCache, 'peek' | 'set'>;
}

/** Paths other parts of the edge answer; an unknown one among them is a 404 of that part, never a page. */
const NOT_PAGES = ['/api/', '/img/', '/assets/', '/healthz', '/readyz'];

export function isPagePath(url: string): boolean {
  return !NOT_PAGES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

export async function ssrPlugin(app: FastifyInstance, options: SsrPluginOptions): Promise<void> {
  const manifest = await readManifest(options.clientDir);
  await registerAssets(app, path.resolve(options.clientDir, 'assets'));
  await registerPwaRoutes(app, { clientDir: options.clientDir, stylesheet: manifest.css });
  if (!options.config.production) app.log.warn('pages render with React in development mode (3-5x slower): start with NODE_ENV=production');
  const deps = {
    handlers: createStoreHandlers(),
    manifest,
    catalog: options.catalog,
    publicUrl: options.config.publicUrl,
    paymentMethods: shopPaymentMethodCodes(options.config.payone !== null),
    htmlCache: options.cache ? edgeCacheHtmlStore(options.cache, options.config.cacheTtl.html) : privateHtmlStore(options.config.cacheTtl.html),
  };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => (isPagePath(request.url) ? handlePage(request, reply, deps) : reply.callNotFound()),
  });
}
