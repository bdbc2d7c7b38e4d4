// One page request: served from the HTML cache when a shareable copy is fresh; otherwise React Router's query()
// runs the loaders first (a redirect is sent as it is, a 404 sets the status before anything is flushed), then
// the page is rendered (page-render.tsx). HEAD answers right after query(). The finished page is cached when it may
// be shared.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaticHandlerContext } from 'react-router';
import type { CatalogApi } from '../../../shared/api/catalog.js';
import { createLoaderContext } from '../../../client/api/services.js';
import { buildContentSecurityPolicy } from '../security.js';
import { HTML_TYPE } from './document-writer.js';
import { pickEncoding } from './encoding.js';
import { compressPage, htmlCacheKey, pageBody, type CachedPage, type HtmlCacheStore } from './html-cache.js';
import { markResolvedDeferred } from './hydration.js';
import { collectCacheTags, describePage, loaderServices, publicRequestUrl, toFetchRequest, watchFailures } from './page-context.js';
import { renderPage, type RenderDeps } from './page-render.js';
import type { StoreHandlers } from './store-handlers.js';
import { recordSsrRender } from '../../runtime/metrics/metrics.js';
import { UpstreamError } from '../../upstream/http-client.js';

const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const PRIVATE_PAGE_CACHE_CONTROL = 'no-cache';

export interface PageDeps extends Omit<RenderDeps, 'handler'> {
  /** React Router's handler for each store view's routes (store-handlers.ts). */
  handlers: StoreHandlers;
  catalog: CatalogApi;
  htmlCache: HtmlCacheStore;
  /** The payment method codes the configured shop offers. */
  paymentMethods: readonly string[];
}

function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, publicUrl: string): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  // The page's scripts carry the nonce it was rendered with; this answer's policy must name that one.
  if (page.nonce) reply.header('content-security-policy', buildContentSecurityPolicy(page.nonce, isHttps(publicUrl)));
  reply.code(200).type(HTML_TYPE).header('vary', 'accept-encoding').header('cache-control', SHARED_PAGE_CACHE_CONTROL).header('x-cache', 'HIT');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : pageBody(page, encoding));
}

function sendRouterResponse(reply: FastifyReply, response: Response): FastifyReply {
  const location = response.headers.get('location');
  if (location) return reply.code(response.status).header('location', location).header('cache-control', PRIVATE_PAGE_CACHE_CONTROL).send();
  return reply.code(response.status).send();
}

/** A cached page fits this answer when both or neither carry a CSP nonce. */
function usableCachedPage(store: HtmlCacheStore, key: string | null, nonce: string): CachedPage | undefined {
  const page = key ? store.peek(key) : undefined;
  return page && Boolean(page.nonce) === Boolean(nonce) ? page : undefined;
}

/**
 * A loader that failed because an upstream did (the backend tier is down, and nothing was cached) makes the page a
 * 500 in the router's eyes; it is an upstream failure, answered by the edge's error handler (errors.ts: 503 with
 * Retry-After for an unreachable one, in the store view's language).
 */
function upstreamFailureOf(context: StaticHandlerContext): UpstreamError | null {
  if (context.statusCode < 500 || !context.errors) return null;
  return Object.values(context.errors).find((error): error is UpstreamError => error instanceof UpstreamError) ?? null;
}

/** A browser that left is no server error: nobody is waiting for an answer, so none is sent. */
function leftEarly(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.debug('the client left before the page was rendered');
  return reply.hijack();
}

/** Answers one page request; resolves with the reply (so Fastify knows the answer is under way) once it is done. */
export async function handlePage(request: FastifyRequest, reply: FastifyReply, deps: PageDeps): Promise<FastifyReply> {
  const url = publicRequestUrl(deps.publicUrl, request.url);
  const nonce = request.cspNonce ?? '';
  const cacheKey = htmlCacheKey(url);
  const cached = usableCachedPage(deps.htmlCache, cacheKey, nonce);
  if (cached) return sendCachedPage(request, reply, cached, deps.publicUrl);

  const renderStarted = performance.now();
  let upstreamFailed = false;
  const shownTags = new Set<string>();
  const catalog = collectCacheTags(
    watchFailures(deps.catalog, () => (upstreamFailed = true)),
    shownTags,
  );
  const services = loaderServices(request, catalog, { appVersion: deps.manifest.version, buildDate: deps.manifest.buildDate, paymentMethods: deps.paymentMethods });
  const controller = new AbortController();
  // 'close' also follows a completed answer; only a browser that left before the end aborts the work.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const handler = deps.handlers.forPath(url.pathname);
  const context = await handler.query(toFetchRequest(request, url, controller.signal), { requestContext: createLoaderContext(services) }).catch((error: unknown) => {
    if (controller.signal.aborted) return null;
    throw error;
  });
  if (context === null) return leftEarly(request, reply);
  if (context instanceof Response) return sendRouterResponse(reply, context);
  const upstreamFailure = upstreamFailureOf(context);
  if (upstreamFailure) throw upstreamFailure;

  const page = describePage(context, url, deps.manifest);
  const shareable = context.statusCode === 200 && page.handle?.shareable === true;
  if (request.method === 'HEAD') {
    return reply.code(context.statusCode).type(HTML_TYPE).header('cache-control', shareable ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL).send();
  }
  const { allResolved } = await markResolvedDeferred(context.loaderData);
  if (controller.signal.aborted) return leftEarly(request, reply);
  const keep = shareable && cacheKey !== null && deps.htmlCache.keepsPages;
  const cacheControl = shareable ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
  const outcome = await renderPage(request, reply, { handler, manifest: deps.manifest, publicUrl: deps.publicUrl }, { context, page, allResolved, keep, cacheControl });
  recordSsrRender(reply.statusCode, (performance.now() - renderStarted) / 1000);
  if (keep && cacheKey && outcome.complete && !upstreamFailed && !controller.signal.aborted) {
    const tags = [...new Set([...page.cacheTags, ...shownTags])];
    deps.htmlCache.set(cacheKey, outcome.compressed ?? (await compressPage(outcome.html, nonce)), tags);
  }
  return reply;
}
