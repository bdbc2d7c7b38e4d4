// /robots.txt, the sitemap index /sitemap.xml and one sitemap per store view (/sitemap-main.xml, /sitemap-de.xml,
// /sitemap-it.xml), served by the edge beside the SSR pages. The sitemaps are built from the cached catalogue
// service and kept in the edge's LRU (kind 'category', CACHE_TTL_CATEGORY) under the store views' tags and the list
// tags of what they are built from (categories, listed products, CMS pages: cache-tags.ts listTag), so a catalogue
// invalidation or a change event that adds, removes or moves one of them drops them too.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildRobotsTxt, buildSitemapIndex, buildStoreSitemap, sitemapPath, SITEMAP_INDEX_PATH, type StorePages } from '../../../shared/routing/sitemap.js';
import { STORE_VIEWS, type StoreCode } from '../../../shared/store-views.js';
import type { EdgeCache } from '../cache.js';
import { listTag, storeTag } from '../cache-tags.js';
import type { EdgeCatalogService } from '../catalog-service.js';
import { collectStorePages } from './sitemap-pages.js';

export interface SitemapOptions {
  catalog: EdgeCatalogService;
  cache: EdgeCache;
  publicUrl: string;
  /** Seconds browsers and crawlers may keep an answer. */
  maxAgeSeconds: number;
}

/** No parameters: anything in the query string is ignored, never an error. */
const noQuery = { querystring: { type: 'object', properties: {} } } as const;

function send(reply: FastifyReply, type: string, body: string, maxAgeSeconds: number): FastifyReply {
  return reply
    .type(type)
    .header('cache-control', maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'no-cache')
    .send(body);
}

export function registerSitemapRoutes(app: FastifyInstance, options: SitemapOptions): void {
  const { catalog, cache, publicUrl, maxAgeSeconds } = options;

  const builtFrom = [listTag('category'), listTag('product'), listTag('cms_page')];
  // Each store view's pages are collected once and shared by the three sitemaps (they name each other as alternates).
  const pagesOf = (store: StoreCode) =>
    cache.getOrLoad({ kind: 'category', key: `sitemap-pages|${store}`, tags: [storeTag(store), ...builtFrom], load: () => collectStorePages(catalog, store) });

  const storePages = async (): Promise<StorePages> => {
    const entries = await Promise.all(STORE_VIEWS.map(async (view) => [view.code, await pagesOf(view.code)] as const));
    return Object.fromEntries(entries) as unknown as StorePages;
  };

  const sitemapOf = (store: StoreCode): Promise<string> =>
    cache.getOrLoad({
      kind: 'category',
      key: `sitemap|${store}|${publicUrl}`,
      tags: [...STORE_VIEWS.map((view) => storeTag(view.code)), ...builtFrom],
      load: async () => buildStoreSitemap(publicUrl, store, await storePages()),
    });

  app.get('/robots.txt', { schema: noQuery }, async (_request, reply) => send(reply, 'text/plain; charset=utf-8', buildRobotsTxt(publicUrl), maxAgeSeconds));

  app.get(SITEMAP_INDEX_PATH, { schema: noQuery }, async (_request, reply) =>
    send(reply, 'application/xml; charset=utf-8', buildSitemapIndex(publicUrl), maxAgeSeconds),
  );

  for (const view of STORE_VIEWS) {
    app.get(sitemapPath(view.code), { schema: noQuery }, async (_request, reply) =>
      send(reply, 'application/xml; charset=utf-8', await sitemapOf(view.code), maxAgeSeconds),
    );
  }
}
