// Builds the edge (DESIGN §2): security headers, rate limit, compression, the /api gateway over HTTP upstreams,
// health, product images and, when given, the SSR pages. It never imports backend code: every upstream is a URL.
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from '../config.js';
import { CatalogClient } from '../upstream/catalog-client.js';
import { COMMERCE_PROBE_PATH, createCommerceClient } from '../upstream/commerce-client.js';
import type { ForwardingClient } from '../upstream/forwarding-client.js';
import { createMailClient } from '../upstream/mail-client.js';
import { createNewsletterClient } from '../upstream/newsletter-client.js';
import { createPayoneClient } from '../upstream/payone-client.js';
import { createPayoneCommerce } from '../upstream/payone-commerce.js';
import { EdgeCache } from './cache.js';
import { createCatalogService, type EdgeCatalogService } from './catalog-service.js';
import { registerCompression } from './compression.js';
import { registerErrorHandling } from './errors.js';
import { registerCacheAdminRoutes } from './gateway/cache-admin.js';
import { backendTokenOf } from '../runtime/backend-token.js';
import { broadcastChange } from './change-subscriber.js';
import { registerCatalogRoutes } from './gateway/catalog.js';
import { registerForwardedRoutes } from './gateway/commerce.js';
import { registerReviewRoutes } from './gateway/reviews.js';
import { createReviewReader, decorateReviewReader } from './review-reader.js';
import { COMMERCE_ROUTES, NEWSLETTER_ROUTES } from './gateway/commerce.schema.js';
import { registerContactMailRoute } from './gateway/contact-mail.js';
import { newsletterFormRoutes, registerPublicSettingsRoute } from './gateway/storefront-forms.js';
import { payoneRoutes } from './gateway/payone.js';
import { finiteNumbers, requireNumericRanges, STRICT_AJV_OPTIONS } from '../http/number-rules.js';
import { serverTimeoutOptions } from '../http/server-timeouts.js';
import { registerJsonBodies } from './json-bodies.js';
import { registerHealthRoutes, type UpstreamProbe } from './health.js';
import { registerImages } from './images.js';
import { mailBudgetHook, rateLimitFor, registerRateLimit } from './rate-limit.js';
import { registerSecurityHeaders } from './security.js';
import { registerSitemapRoutes } from './seo/sitemap-plugin.js';
import { registerDrain } from '../runtime/drain.js';
import { LOG_OPTIONS } from '../runtime/logger.js';
import { requestIdFromCaller } from '../runtime/request-id.js';
import { registerCacheUsageMetrics } from '../runtime/metrics/cache-metrics.js';
import { registerHttpMetrics, registerMetricsRoute } from '../runtime/metrics/http-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process catalogue API (cached), for the SSR loaders. */
    catalog: EdgeCatalogService;
    /** The edge's LRU, e.g. for the SSR plugin's rendered-HTML cache (kind 'html'). */
    edgeCache: EdgeCache;
  }
}

export interface EdgeUpstreams {
  catalogUrl: string;
  commerceUrl: string;
  /** Without a mail or newsletter upstream their /api/ext routes are not offered. */
  mailUrl?: string | null;
  newsletterUrl?: string | null;
}

export interface SsrContext {
  catalog: EdgeCatalogService;
  cache: EdgeCache;
}

export interface EdgeDeps {
  upstreams: EdgeUpstreams;
  /** The process's pino logger; without it the edge makes its own at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Registers the page routes; runs last, after every /api route. */
  ssr?: (app: FastifyInstance, context: SsrContext) => Promise<void>;
  /** Told of every route as it is registered, with its schema (the fuzz suite derives its requests from them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * X-Forwarded-For is believed only from the proxies TRUSTED_PROXIES names (none by default; docker-compose.yml names
 * its load balancer), so no client, not even one on a private network, can pick its own address to dodge a limit.
 */
export function trustProxySetting(config: Readonly<Config>): false | string[] {
  return config.runtime.trustedProxies.length > 0 ? [...config.runtime.trustedProxies] : false;
}

export async function buildEdgeApp(config: Readonly<Config>, deps: EdgeDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel, ...LOG_OPTIONS } }),
    trustProxy: trustProxySetting(config),
    // While draining, requests on kept-alive connections are still served (with Connection: close), not refused.
    return503OnClosing: false,
    genReqId: requestIdFromCaller(),
    ...serverTimeoutOptions(config.serverTimeouts),
    // Request shapes with "number or numeric string" fields (spec 02 §5 quantities) use union types; numbers are
    // finite and ranged on every route (server/http/number-rules.ts).
    ajv: { customOptions: STRICT_AJV_OPTIONS, plugins: [finiteNumbers] },
  });
  // Before any route: every route registered later (here or by a plugin) gets the number rules.
  app.addHook('onRoute', requireNumericRanges);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerJsonBodies(app);

  // Every upstream call carries the backend tier's token (server/runtime/backend-token.ts).
  const backendToken = backendTokenOf(config);
  const catalogClient = new CatalogClient({ baseUrl: deps.upstreams.catalogUrl, indexPrefix: config.catalogIndex, timeoutMs: config.upstreamTimeoutMs, backendToken });
  const commerce = createCommerceClient(deps.upstreams.commerceUrl, config.upstreamTimeoutMs, backendToken);
  const mail = deps.upstreams.mailUrl ? createMailClient(deps.upstreams.mailUrl, config.upstreamTimeoutMs, backendToken) : null;
  const newsletter = deps.upstreams.newsletterUrl ? createNewsletterClient(deps.upstreams.newsletterUrl, config.upstreamTimeoutMs, backendToken) : null;
  const forwarders = [commerce, mail, newsletter].filter((c): c is ForwardingClient => c !== null);
  // Without a Payone account its routes answer 404 and only the offline payment methods are offered (DESIGN §3.3).
  const payone = config.payone ? createPayoneClient(config.payone, { timeoutMs: config.upstreamTimeoutMs }) : null;
  app.addHook('onClose', async () => {
    await Promise.all([catalogClient.close(), ...forwarders.map((c) => c.close()), payone?.close()]);
  });

  const cache = new EdgeCache({
    ttl: config.cacheTtl,
    maxEntries: config.cacheMaxEntries,
    maxBytes: config.cacheMaxBytes,
    onStale: (key, error) => app.log.warn({ key, err: error }, 'upstream failed; serving a stale cached answer'),
  });
  const catalog = createCatalogService(catalogClient, cache);
  const reviewReader = createReviewReader(commerce, cache);
  decorateReviewReader(app, reviewReader);
  app.decorate('catalog', catalog);
  app.decorate('edgeCache', cache);

  registerDrain(app);
  registerHttpMetrics(app, 'edge');
  registerCacheUsageMetrics(app, cache);
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandling(app);
  await registerRateLimit(app, config);
  await registerCompression(app);

  const probes: UpstreamProbe[] = [
    { name: 'catalog', check: (timeoutMs) => catalogClient.ping(timeoutMs) },
    { name: 'commerce', check: (timeoutMs) => commerce.ping(COMMERCE_PROBE_PATH, timeoutMs) },
    ...(mail ? [{ name: 'mail', check: (timeoutMs: number) => mail.ping('/', timeoutMs) }] : []),
    ...(newsletter ? [{ name: 'newsletter', check: (timeoutMs: number) => newsletter.ping('/', timeoutMs) }] : []),
  ];
  registerHealthRoutes(app, probes);
  registerMetricsRoute(app, config.runtime.metrics.token);
  registerCatalogRoutes(app, catalog, config.cacheTtl);
  registerSitemapRoutes(app, { catalog, cache, publicUrl: config.publicUrl, maxAgeSeconds: config.cacheTtl.category });
  registerReviewRoutes(app, reviewReader, config.cacheTtl);
  // One mail budget per client across every mail-sending route (issue #13 item 10).
  const mailBudget = mailBudgetHook(app, config);
  registerForwardedRoutes(app, commerce, COMMERCE_ROUTES, config, mailBudget);
  // Browsers get the contact form's send-email only; the edge holds the mail token (issue #13 item 4).
  if (mail) registerContactMailRoute(app, mail, config, mailBudget);
  if (newsletter) registerForwardedRoutes(app, newsletter, NEWSLETTER_ROUTES, config, mailBudget);
  if (newsletter) await app.register(newsletterFormRoutes, { client: newsletter, config, mailBudget });
  registerPublicSettingsRoute(app, config);
  // Amounts and payment states come from the commerce backend's stored orders and carts (issue #13 item 1).
  await app.register(payoneRoutes, { config, client: payone, commerce: createPayoneCommerce(commerce) });
  const changesUrl = config.changesUrl ?? deps.upstreams.commerceUrl;
  registerCacheAdminRoutes(app, cache, config.adminToken, rateLimitFor('login', config), (change) =>
    broadcastChange(changesUrl, config.adminToken!, change, config.upstreamTimeoutMs, backendToken),
  );
  await registerImages(app, config.dataDir, { url: deps.upstreams.catalogUrl, backendToken, timeoutMs: config.upstreamTimeoutMs });

  if (deps.ssr) await deps.ssr(app, { catalog, cache });
  return app;
}
