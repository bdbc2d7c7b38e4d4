// Rendering a page whose loaders have run. A page with nothing left to wait for (the usual case: the catalogue
// answers from the edge cache) is rendered in one piece and sent at once; any other page, or one a part of which
// does not render so, is streamed: React's shell first, later parts as they arrive (crawlers: everything at once).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import { getTranslator } from '../../../shared/i18n/index.js';
import { isCrawler } from '../../../shared/routing/crawler.js';
import { APP_CLOSE, renderDocumentHead, renderDocumentTail, renderErrorDocument } from './document.js';
import { DocumentWriter, HTML_TYPE, renderDeadline, sendWholeDocument } from './document-writer.js';
import { compressWhole, pickEncoding } from './encoding.js';
import { compressPage, type CachedPage } from './html-cache.js';
import { buildHydrationData, DeferredSettler } from './hydration.js';
import type { ClientManifest } from './manifest.js';
import type { PageFacts } from './page-context.js';
import { deferredRegionsLoaded } from '../../../client/shell/deferred-region.js';
import { hasContentPlacedByScript, renderAtOnce, renderReact } from './react-stream.js';

/** A render that has not finished by then is cut off; what is missing renders in the browser. */
export const RENDER_TIMEOUT_MS = 10_000;

export interface RenderDeps {
  handler: StaticHandler;
  manifest: ClientManifest;
  publicUrl: string;
}

export interface PageRender {
  context: StaticHandlerContext;
  page: PageFacts;
  /** No deferred value is left to wait for: the page may render in one piece. */
  allResolved: boolean;
  /** The HTML cache will keep the page if it renders completely: compress it for keeping right away. */
  keep: boolean;
  cacheControl: string;
}

export interface RenderOutcome {
  /** Everything rendered on the server, in time, without errors: the page may be kept. */
  complete: boolean;
  html: Buffer;
  /** The page compressed for keeping, when it was compressed so to be sent. */
  compressed?: CachedPage;
}

function documentHead(deps: RenderDeps, page: PageFacts): string {
  return renderDocumentHead({ ...page.meta, store: page.store.code, canonicalPath: page.canonicalPath, publicUrl: deps.publicUrl, stylesheet: deps.manifest.css });
}

function documentTail(deps: RenderDeps, page: PageFacts, nonce: string, hydration: unknown): string {
  return renderDocumentTail(hydration, { entryScript: deps.manifest.entry.file, modulePreloads: page.modulePreloads, nonce });
}

/** Renders and sends the page; resolves once everything is written. */
export async function renderPage(request: FastifyRequest, reply: FastifyReply, deps: RenderDeps, render: PageRender): Promise<RenderOutcome> {
  const nonce = request.cspNonce ?? '';
  // The regions whose code the browser loads late must be in the HTML in place (client/shell/deferred-region.tsx).
  await deferredRegionsLoaded();
  const router = createStaticRouter(deps.handler.dataRoutes, render.context);
  const element = <StaticRouterProvider router={router} context={render.context} hydrate={false} nonce={nonce || undefined} />;
  const html = render.allResolved ? renderAtOnce(element) : null;
  if (html === null) return streamPage(request, reply, deps, render, element);

  // Nothing is deferred any more: the settler's deadline is never needed.
  const hydration = await buildHydrationData(render.context, new DeferredSettler(new Promise(() => undefined)));
  const body = Buffer.from(documentHead(deps, render.page) + html + APP_CLOSE + documentTail(deps, render.page, nonce, hydration));
  const status = render.context.statusCode;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (render.keep && status === 200) {
    // Compressed once, as the cache keeps it, and this browser gets the same bytes.
    const compressed = await compressPage(body, nonce);
    sendWholeDocument(reply, status, encoding, render.cacheControl, encoding === 'identity' ? body : compressed.bodies[encoding]);
    return { complete: true, html: body, compressed };
  }
  sendWholeDocument(reply, status, encoding, render.cacheControl, encoding === 'identity' ? body : await compressWhole(body, encoding));
  return { complete: status === 200, html: body };
}

function sendShellError(request: FastifyRequest, reply: FastifyReply, page: PageFacts, error: unknown): RenderOutcome {
  request.log.error({ err: error, url: request.url }, 'the page shell could not be rendered');
  const message = getTranslator(page.store.language)('This page could not be shown just now. Please try again in a moment.');
  reply.code(500).type(HTML_TYPE).header('cache-control', 'no-store').send(renderErrorDocument(page.store.code, message));
  return { complete: false, html: Buffer.alloc(0) };
}

async function streamPage(request: FastifyRequest, reply: FastifyReply, deps: RenderDeps, { context, page, cacheControl }: PageRender, element: ReactElement): Promise<RenderOutcome> {
  const nonce = request.cspNonce ?? '';
  // A shopper who closes the tab mid-page is no server error: the render is stopped, noted once at debug, and the
  // errors React reports for the parts it then abandons are not logged.
  let browserLeft = false;
  const render = renderReact(element, {
    nonce,
    waitForAll: isCrawler(request.headers['user-agent']),
    onError: (error) => {
      if (!browserLeft) request.log.error({ err: error, url: request.url }, 'error while rendering a page');
    },
  });
  const timeout = renderDeadline(render.abort, RENDER_TIMEOUT_MS);
  reply.raw.on('close', () => {
    if (reply.raw.writableFinished) return;
    browserLeft = true;
    request.log.debug({ url: request.url }, 'the client left while the page was rendering; rendering stopped');
    render.abort(new Error('The browser went away'));
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
  document.write(documentHead(deps, page));
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
  document.write(documentTail(deps, page, nonce, hydration));
  document.end();
  const html = document.html();
  // A page whose later parts React placed by script is not one to keep: the HTML cache serves crawlers and browsers
  // without JavaScript too. The next request, its data at hand by then, renders it in place, and that page is kept.
  return { complete: status === 200 && !render.hadError && !settler.timedOut && !hasContentPlacedByScript(html), html };
}
