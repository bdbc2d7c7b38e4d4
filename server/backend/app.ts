// The embedded reference backends in one Fastify app (DESIGN §2): the catalogue index (Elasticsearch 7 `_search`
// subset, filled from the stored catalogue documents), commerce (the vue-storefront-api paths), mail (the
// mail-service paths, plus the order confirmation and password-reset mails commerce asks for) and the newsletter
// (mailchimp-subscribe paths; double opt-in here, or Mailchimp with MAILCHIMP_API_KEY). Each plugin keeps
// its own scope, so e.g. the index's ES-shaped errors and body parsing stay with the index's routes.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { serverTimeoutOptions } from '../http/server-timeouts.js';
import { finiteNumbers, requireNumericRanges, STRICT_AJV_OPTIONS } from '../http/number-rules.js';
import { catalogDocumentsByIndex } from '../db/catalog-documents.js';
import { loadPriceHistory, withLowestPrice } from '../db/lowest-prices.js';
import type { ProductDocument } from '../../shared/catalog-types.js';
import { withBuyableSizes } from '../../shared/catalog/stock.js';
import type { Database } from '../db/database.js';
import { CATALOG_ENTITIES, indexName, STORE_CODES } from '../../shared/store-views.js';
import { CatalogIndex, type CatalogIndexOptions } from './catalog-index/catalog-index.js';
import { ChangeFeed } from './change-feed.js';
import { CatalogueRefresher } from './catalogue-refresh.js';
import { SearchRequestError } from './catalog-index/errors.js';
import { applyBulkRequest, BulkRequestError } from '../catalogue-import/bulk-request.js';
import { changeStreamRoutes } from './change-stream.js';
import { ChangeTail } from './change-tail.js';
import { catalogIndexRoutes, type BulkEndpoint } from './catalog-index/routes.js';
import { commerceRoutes } from './commerce/commerce-routes.js';
import { createCommerceMailHooks, storeFromCode } from './mail/mail-hooks.js';
import { sendTemplate } from './mail/templates/index.js';
import { startOrderExpirySweep } from './commerce/order-expiry-sweep.js';
import { mailRoutes } from './mail/mail-routes.js';
import { MAIL_MIGRATIONS } from './mail/migrations/mail-tables.js';
import { createMailer } from './mail/mailer.js';
import { NEWSLETTER_MIGRATIONS } from './newsletter/migrations/newsletter-tables.js';
import { newsletterRoutes } from './newsletter/newsletter-routes.js';
import { customerEmailOfToken } from './commerce/services/token-service.js';
import { LOG_OPTIONS } from '../runtime/logger.js';
import { registerHttpMetrics, registerMetricsRoute } from '../runtime/metrics/http-metrics.js';
import { requestIdFromCaller } from '../runtime/request-id.js';
import { registerDrain } from '../runtime/drain.js';
import { registerImageFiles } from '../http/image-files.js';
import { registerBackendReadiness } from './readiness.js';
import { BACKEND_TOKEN_HEADER, backendTokenOf, isBackendToken } from '../runtime/backend-token.js';

/** Which optional upstreams this app serves, so the edge only points MAIL_URL / NEWSLETTER_URL at it when it can. */
export const EMBEDDED_PROVIDES: Readonly<{ mail: boolean; newsletter: boolean }> = { mail: true, newsletter: true };

/** Schema of the backends beside the core one (server/db); migrate(db, BACKEND_MIGRATIONS) brings all up to date. */
export const BACKEND_MIGRATIONS = { ...MAIL_MIGRATIONS, ...NEWSLETTER_MIGRATIONS };

export interface BackendOptions {
  logger?: FastifyBaseLogger;
  /** Where this tier publishes what its writes change (issue #14); one is made when none is given. */
  changes?: ChangeFeed;
}

/**
 * Fills an index per stored index name, a batch at a time (catalogDocumentsByIndex: the index is extended batch by
 * batch, its structures patched); returns how many documents it holds. `onDocument` sees each one served.
 */
export async function loadCatalogIndex(
  db: Database,
  onDocument?: (indexName: string, doc: Record<string, unknown>) => void,
  options: CatalogIndexOptions = {},
): Promise<{ index: CatalogIndex; documents: number }> {
  const index = new CatalogIndex(options);
  let documents = 0;
  // Product documents carry the Omnibus lowest price (PAngV §11), computed from the price history at load.
  const history = await loadPriceHistory(db);
  for await (const [name, stored] of catalogDocumentsByIndex(db)) {
    // …and the sizes that can be bought (the size filter's field), also for documents stored before it existed.
    const docs = name.endsWith('_product') ? (stored as ProductDocument[]).map((doc) => withBuyableSizes(withLowestPrice(doc, history))) : stored;
    // Freshly parsed and used nowhere else: the index keeps them without a copy (a second copy of 100,000
    // documents at once was the start's peak of memory, which V8 keeps as resident memory).
    index.putDocuments(name, docs as unknown as Record<string, unknown>[], 'id', { owned: true });
    if (onDocument) for (const doc of docs) onDocument(name, doc as unknown as Record<string, unknown>);
    documents += docs.length;
  }
  index.warm();
  return { index, documents };
}

export async function buildBackendApp(config: Readonly<Config>, db: Database, options: BackendOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger.child({ tier: 'backend' }) } : { logger: { level: config.logLevel, ...LOG_OPTIONS } }),
    // Every request is logged at info under the edge's request id, so one id finds both sides of a call.
    genReqId: requestIdFromCaller(),
    return503OnClosing: false,
    ...serverTimeoutOptions(config.serverTimeouts),
    // The same number rules as the edge (server/http/number-rules.ts): finite, and a range on every numeric field.
    ajv: { customOptions: STRICT_AJV_OPTIONS, plugins: [finiteNumbers] },
  });
  app.addHook('onRoute', requireNumericRanges);
  requireBackendToken(app, backendTokenOf(config));
  const changes = options.changes ?? new ChangeFeed();
  app.decorate('changes', changes);
  registerHttpMetrics(app, 'backend');
  registerMetricsRoute(app, config.runtime.metrics.token);
  // On SIGTERM every answer says the replica is draining (the edges send their next calls elsewhere) and /readyz is 503.
  registerDrain(app);
  registerBackendReadiness(app, db);
  const started = performance.now();
  // Keeps the index equal to the stored catalogue after changes by any process (catalogue-refresh.ts).
  const catalogue = new CatalogueRefresher(db, config.catalogIndex);
  app.decorate('catalogue', catalogue);
  const { index, documents } = await loadCatalogIndex(db, (name, doc) => catalogue.track(name, doc));
  // Every store view's indices exist, empty while nothing was imported (a shop started without demo data), so an
  // empty shop answers empty listings rather than an index-not-found error.
  for (const store of STORE_CODES) {
    for (const entity of CATALOG_ENTITIES) if (!index.hasIndex(indexName(config.catalogIndex, store, entity))) index.putDocuments(indexName(config.catalogIndex, store, entity), []);
  }
  catalogue.serve(index);
  // The load's garbage goes now rather than in a major GC in the first seconds of serving (backend-node-flags.ts).
  (globalThis as { gc?: () => void }).gc?.();
  app.log.info({ documents, indices: index.listIndices().length, ms: Math.round(performance.now() - started) }, 'catalogue index loaded');

  // One mailer for the mail-service routes and the mails commerce triggers (SMTP_URL, or the outbox in DATA_DIR).
  const mailer = createMailer(config);
  app.addHook('onClose', async () => mailer.close());
  const mailHooks = createCommerceMailHooks({ mailer, db, catalogIndex: config.catalogIndex });

  await app.register(catalogIndexRoutes, { index, ...(config.adminToken ? { bulk: bulkEndpoint(db, config.adminToken, config.catalogIndex, catalogue) } : {}) });
  await app.register(commerceRoutes, {
    db,
    payoneEnabled: config.payone !== null,
    catalogIndex: config.catalogIndex,
    orderSettings: config.orders,
    // Called when the order is confirmed (at once when paid offline, on Payone's authorization otherwise).
    onOrderPlaced: (order) => mailHooks.onOrderPlaced(order),
    onPasswordReset: (email, token, storeCode) => mailHooks.onPasswordReset(email, token, storeCode),
    onWithdrawalReceived: (receipt) => mailHooks.onWithdrawalReceived(receipt),
    onEmailChanged: (notice) => mailHooks.onEmailChanged(notice),
    onSignUpOfExistingEmail: (email, storeCode) => mailHooks.onSignUpOfExistingEmail(email, storeCode),
    onLoginLimitReached: (email) => mailHooks.onLoginLimitReached(email),
  });
  startOrderExpirySweep(app, db, config.orders.sweepIntervalSeconds, async (order, data) => {
    await sendTemplate(mailer, 'order-update', storeFromCode(order.store_code), order.email, data);
  });
  await app.register(mailRoutes, { config, db, mailer });
  // The newsletter's status and unsubscribe calls are for the signed-in customer's own address (issue #13 item 5).
  await app.register(newsletterRoutes, { config, db, mailer, customerEmailOf: (token) => customerEmailOfToken(db, token) });
  // The pictures this backend generated, for edges without its DATA_DIR (they fetch and cache them).
  await registerImageFiles(app, config.dataDir);

  // Change events (issue #14 item 4): the tail publishes what any process logged in change_log on app.changes, and
  // /_changes streams it to the edges. Hooks that must see a change before the edges do (the catalogue index's
  // refresh) go in with app.changeTail.beforePublish(…), here where the index is at hand.
  const changeTail = new ChangeTail({ db, feed: changes, logger: app.log, databaseUrl: config.databaseUrl });
  app.decorate('changeTail', changeTail);
  // A change committed by any process (the catalogue command, another backend) reaches this index before the edges
  // hear of it, so an edge that drops its entries reads the new data. (`_bulk` here has refreshed already: the
  // refresher skips the changes it has applied.)
  changeTail.beforePublish((changes) => catalogue.refresh(changes));
  await app.register(changeStreamRoutes, { db, feed: changes, tail: changeTail, adminToken: config.adminToken });
  await changeTail.start();
  app.addHook('onClose', async () => changeTail.stop());
  return app;
}

/**
 * Every route of this tier, the metrics too, answers only callers holding the tier's token: the edges, the
 * catalogue command. Checked before the body is read, so a stranger costs the tier nothing.
 */
function requireBackendToken(app: FastifyInstance, token: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isBackendToken(request.headers[BACKEND_TOKEN_HEADER], token)) return;
    await reply.code(401).header('cache-control', 'no-store').send({ code: 401, result: 'This service answers the shop\'s own servers only.' });
  });
}

/** `_bulk` applies in one transaction, then refreshes this backend's index before it answers (read your writes). */
function bulkEndpoint(db: Database, adminToken: string, prefix: string, catalogue: CatalogueRefresher): BulkEndpoint {
  return {
    adminToken,
    apply: async (body, defaultIndex) => {
      try {
        const { response, tags, changeId } = await applyBulkRequest(db, body, { prefix, ...(defaultIndex ? { defaultIndex } : {}) });
        // The change's id tells the tail's refresh of this index to skip it when it reads it from the log.
        await catalogue.refreshOwn({ tags, reason: 'bulk', id: changeId });
        return response;
      } catch (error) {
        if (error instanceof BulkRequestError) throw new SearchRequestError(400, 'illegal_argument_exception', `malformed bulk request: ${error.message}`);
        throw error;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The backend tier's change events (server/backend/change-feed.ts). */
    changes: ChangeFeed;
    /** Reloads what a committed catalogue change touched into the running index (catalogue-refresh.ts). */
    catalogue: CatalogueRefresher;
    /** Follows change_log and publishes on `changes`; beforePublish(hook) runs a hook first (change-tail.ts). */
    changeTail: ChangeTail;
  }
}
