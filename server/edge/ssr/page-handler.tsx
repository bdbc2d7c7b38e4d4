// One page request: served from the HTML cache when a shareable copy is fresh; otherwise React Router's query()
// runs the loaders first (a redirect is sent as it is, a 404 sets the status before anything is flushed), then
// React streams the page. HEAD answers right after query(). The finished page is cached when it may be shared.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import type { CatalogApi } from '../../../shared/api/catalog.js';
import { getTranslator } from '../../../shared/i18n/index.js';
import { isCrawler } from '../../../shared/routing/crawler.js';
import { createLoaderContext } from '../../../client/api/services.js';
import { buildContentSecurityPolicy } from '../security.js';
import { APP_CLOSE, renderDocumentHead, renderDocumentTail, renderErrorDocument } from './document.js';
import { DocumentWriter, HTML_TYPE, renderDeadline } from './document-writer.js';
import { pickEncoding } from './encoding.js';
import { compressPage, htmlCacheKey, type CachedPage, type HtmlCacheStore } from './html-cache.js';
import { buildHydrationData, DeferredSettler, markResolvedDeferred } from './hydration.js';
import type { ClientManifest } from './manifest.js';
import { describePage, loaderServices, publicRequestUrl, toFetchRequest, watchFailures, type PageFacts } from './page-context.js';
import { renderAtOnce, renderReact } from './react-stream.js';

/** A render that has not finished by then is cut off; what is missing renders in the browser. */
export const RENDER_TIMEOUT_MS = 10_000;
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const PRIVATE_PAGE_CACHE_CONTROL = 'no-cache';

export interface PageDeps {
  handler: StaticHandler;
  manifest: ClientManifest;
  catalog: CatalogApi;
  publicUrl: string;
  htmlCache: HtmlCacheStore;
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
  return reply.send(request.method === 'HEAD' ? undefined : page.bodies[encoding]);
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

  let upstreamFailed = false;
  const catalog = watchFailures(deps.catalog, () => (upstreamFailed = true));
  const services = loaderServices(request, catalog, { appVersion: deps.manifest.version, buildDate: deps.manifest.buildDate });
  const controller = new AbortController();
  // 'close' also follows a completed answer; only a browser that left before the end aborts the work.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const context = await deps.handler.query(toFetchRequest(request, url, controller.signal), { requestContext: createLoaderContext(services) }).catch((error: unknown) => {
    if (controller.signal.aborted) return null;
    throw error;
  });
  if (context === null) return leftEarly(request, reply);
  if (context instanceof Response) return sendRouterResponse(reply, context);

  const page = describePage(context, url, deps.manifest);
  const shareable = context.statusCode === 200 && page.handle?.shareable === true;
  if (request.method === 'HEAD') {
    return reply.code(context.statusCode).type(HTML_TYPE).header('cache-control', shareable ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL).send();
  }
  const { allResolved } = await markResolvedDeferred(context.loaderData);
  if (controller.signal.aborted) return leftEarly(request, reply);
  const outcome = await renderPage(request, reply, deps, { context, page, allResolved, cacheControl: shareable ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL });
  if (shareable && cacheKey && deps.htmlCache.keepsPages && outcome.complete && !upstreamFailed && !controller.signal.aborted) {
    deps.htmlCache.set(cacheKey, await compressPage(outcome.html, nonce), page.cacheTags);
  }
  return reply;
}

interface StreamOutcome {
  /** Everything rendered on the server, in time, without errors: the page may be kept. */
  complete: boolean;
  html: Buffer;
}

function sendShellError(request: FastifyRequest, reply: FastifyReply, page: PageFacts, error: unknown): StreamOutcome {
  request.log.error({ err: error, url: request.url }, 'the page shell could not be rendered');
  const message = getTranslator(page.store.language)('This page could not be shown just now. Please try again in a moment.');
  reply.code(500).type(HTML_TYPE).header('cache-control', 'no-store').send(renderErrorDocument(page.store.code, message));
  return { complete: false, html: Buffer.alloc(0) };
}

interface PageRender {
  context: StaticHandlerContext;
  page: PageFacts;
  /** No deferred value is left to wait for: the page may render in one piece. */
  allResolved: boolean;
  cacheControl: string;
}

function documentHead(deps: PageDeps, page: PageFacts, nonce: string): string {
  return renderDocumentHead({ ...page.meta, store: page.store.code, canonicalPath: page.canonicalPath, publicUrl: deps.publicUrl, stylesheet: deps.manifest.css, entryScript: deps.manifest.entry.file, modulePreloads: page.modulePreloads, nonce });
}

/** A page with nothing to wait for is rendered in one piece (cheaper); any other, or one that does not render so, streams. */
async function renderPage(request: FastifyRequest, reply: FastifyReply, deps: PageDeps, render: PageRender): Promise<StreamOutcome> {
  const nonce = request.cspNonce ?? '';
  const router = createStaticRouter(deps.handler.dataRoutes, render.context);
  const element = <StaticRouterProvider router={router} context={render.context} hydrate={false} nonce={nonce || undefined} />;
  const html = render.allResolved ? renderAtOnce(element) : null;
  if (html === null) return streamPage(request, reply, deps, render, element);

  const status = render.context.statusCode;
  const document = new DocumentWriter(reply, status, pickEncoding(request.headers['accept-encoding']), render.cacheControl);
  // Nothing is deferred any more: the settler's deadline is never needed.
  const hydration = await buildHydrationData(render.context, new DeferredSettler(new Promise(() => undefined)));
  document.write(documentHead(deps, render.page, nonce) + html + APP_CLOSE + renderDocumentTail(hydration, nonce));
  document.end();
  return { complete: status === 200, html: document.html() };
}

async function streamPage(request: FastifyRequest, reply: FastifyReply, deps: PageDeps, { context, page, cacheControl }: PageRender, element: ReactElement): Promise<StreamOutcome> {
  const nonce = request.cspNonce ?? '';
  const render = renderReact(element, {
    nonce,
    waitForAll: isCrawler(request.headers['user-agent']),
    onError: (error) => request.log.error({ err: error, url: request.url }, 'error while rendering a page'),
  });
  const timeout = renderDeadline(render.abort, RENDER_TIMEOUT_MS);
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) render.abort(new Error('The browser went away'));
  });
  try {
    await render.ready;
  } catch (error) {
    timeout.clear();
    return sendShellError(request, reply, page, error);
  }
  // Errors after this point cannot change the status any more (ENV-NOTES).
  const status = render.hadError ? 500 : context.statusCode;
  const document = new DocumentWriter(reply, status, pickEncoding(request.headers['accept-encoding']), cacheControl);
  document.write(documentHead(deps, page, nonce));
  let shellWritten = false;
  await render.stream((chunk) => {
    document.write(chunk);
    // The first flush is the shell: close React's container after it, so later chunks land outside it.
    if (!shellWritten) document.write(APP_CLOSE);
    shellWritten = true;
    document.flush();
  });
  const settler = new DeferredSettler(timeout.deadline);
  const hydration = await buildHydrationData(context, settler);
  timeout.clear();
  document.write(renderDocumentTail(hydration, nonce));
  document.end();
  return { complete: status === 200 && !render.hadError && !settler.timedOut, html: document.html() };
}
