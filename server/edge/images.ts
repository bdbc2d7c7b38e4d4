// Product and banner pictures under /img/. The backend generates them into its DATA_DIR/images and serves them there
// itself; an edge serves them from its own DATA_DIR/images when it has that folder (the one-machine shop, whose
// embedded backend writes it), and otherwise fetches them over HTTP from the catalogue's replicas and keeps them in a
// byte-bounded memory cache, so edges on other machines need no shared volume. Their names are not content hashes,
// so they are cached long but revalidated (ETag / Last-Modified), never marked immutable.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BACKEND_TOKEN_HEADER } from '../runtime/backend-token.js';
import { replicaUrls } from '../upstream/replica-set.js';
import { IMAGE_MAX_AGE_MS, registerImageFiles } from '../http/image-files.js';

/** Pictures an edge keeps from the backend: the demo catalogue's are about 20 MB in all. */
export const IMAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** How long an edge serves a fetched picture before asking the backend again (pictures rarely change). */
export const IMAGE_CACHE_TTL_MS = 10 * 60 * 1000;
/** Picture names as the catalogue makes them: folders, letters, digits, - _ . (never ..). */
const IMAGE_PATH = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:svg|png|jpe?g|webp|avif|gif)$/;

/** The edge's /img/: from its own folder when it has one, else from the catalogue's replicas over HTTP. */
export interface ImageUpstream {
  /** The catalogue's replicas (a comma-separated list). */
  url: string | null;
  /** The backend tier's token, which every backend route asks for. */
  backendToken: string;
  timeoutMs: number;
}

export async function registerImages(app: FastifyInstance, dataDir: string, upstream: ImageUpstream): Promise<void> {
  if (!upstream.url || fs.existsSync(path.join(dataDir, 'images'))) return registerImageFiles(app, dataDir);
  registerImageRelay(app, replicaUrls(upstream.url), upstream.backendToken, upstream.timeoutMs);
}

interface CachedImage {
  body: Buffer;
  contentType: string;
  etag: string | null;
  lastModified: string | null;
}

function registerImageRelay(app: FastifyInstance, backends: readonly string[], backendToken: string, timeoutMs: number): void {
  const cache = new LRUCache<string, CachedImage>({ maxSize: IMAGE_CACHE_MAX_BYTES, sizeCalculation: (image) => image.body.length + 200, ttl: IMAGE_CACHE_TTL_MS });
  // Concurrent first requests for one picture share one fetch.
  const inFlight = new Map<string, Promise<CachedImage | null>>();
  let next = 0;

  const fetchImage = async (name: string, requestId: string): Promise<CachedImage | null> => {
    let lastError: unknown = null;
    // Each replica in turn, starting with the next one: a replica that cannot be reached is skipped.
    for (let i = 0; i < backends.length; i++) {
      const base = backends[(next + i) % backends.length];
      try {
        const res = await fetch(new URL(`img/${name}`, base.endsWith('/') ? base : `${base}/`), { headers: { 'x-request-id': requestId, [BACKEND_TOKEN_HEADER]: backendToken }, signal: AbortSignal.timeout(timeoutMs) });
        next = (next + i + 1) % backends.length;
        if (res.status === 404) {
          await res.arrayBuffer();
          return null;
        }
        if (!res.ok) throw new Error(`backend answered ${res.status} for a picture`);
        return {
          body: Buffer.from(await res.arrayBuffer()),
          contentType: res.headers.get('content-type') ?? 'application/octet-stream',
          etag: res.headers.get('etag'),
          lastModified: res.headers.get('last-modified'),
        };
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof Error ? lastError : new Error('no backend answered for a picture');
  };

  app.get<{ Params: { '*': string } }>(
    '/img/*',
    { schema: { params: { type: 'object', properties: { '*': { type: 'string', maxLength: 300 } }, required: ['*'] } } },
    async (request, reply) => {
      const name = request.params['*'];
      if (!IMAGE_PATH.test(name)) return reply.code(404).type('text/plain').send('Not found');
      let image = cache.get(name);
      if (!image) {
        let loading = inFlight.get(name);
        if (!loading) {
          loading = fetchImage(name, request.id).finally(() => inFlight.delete(name));
          inFlight.set(name, loading);
        }
        let loaded: CachedImage | null;
        try {
          loaded = await loading;
        } catch (error) {
          request.log.warn({ err: error, image: name }, 'picture: no backend answered');
          return reply.code(503).header('retry-after', '5').type('text/plain').send('Picture unavailable');
        }
        if (!loaded) return reply.code(404).type('text/plain').send('Not found');
        cache.set(name, loaded);
        image = loaded;
      }
      reply.header('cache-control', `public, max-age=${IMAGE_MAX_AGE_MS / 1000}`);
      if (image.etag) reply.header('etag', image.etag);
      if (image.lastModified) reply.header('last-modified', image.lastModified);
      if (image.etag && request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.body);
    },
  );
}
