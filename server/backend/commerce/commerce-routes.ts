// The embedded commerce backend: the vue-storefront-api contract's cart, stock, order, user and review paths
// (spec 02 §7, DESIGN §3.4) as one encapsulated Fastify plugin, with its own error handler and JSON parser.
import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from 'fastify';
import { requestToken } from '../../../shared/api/access-token.js';
import { DEFAULT_ORDER_SETTINGS, type OrderSettings } from '../../../shared/commerce/order-settings.js';
import type { Database } from '../../db/schema.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH, TOO_DEEP_TEXT } from '../../http/json-depth.js';
import { parseJsonSafely, PoisonedJsonError } from '../../http/safe-json.js';
import { CommerceError } from './commerce-error.js';
import type { CommerceContext, CommerceHooks } from './context.js';
import { commerceErrorHandler } from './http/error-handler.js';
import { accountRoutes } from './routes/account-routes.js';
import { cartRoutes } from './routes/cart-routes.js';
import { orderRoutes } from './routes/order-routes.js';
import { paymentRoutes } from './routes/payment-routes.js';
import { reviewRoutes } from './routes/review-routes.js';
import { stockRoutes } from './routes/stock-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { withdrawalRoutes } from './routes/withdrawal-routes.js';

export interface CommerceRoutesOptions extends CommerceHooks, FastifyPluginOptions {
  db: Database;
  /** The clock (tests inject one); defaults to the system clock. */
  now?: () => Date;
  /** Payone methods are offered only when a Payone account is configured (DESIGN §3.3). */
  payoneEnabled?: boolean;
  /** The catalogue's index prefix: orders name their items as the order's store view does (CommerceContext). */
  catalogIndex?: string;
  /** Unpaid orders' due dates; DEFAULT_ORDER_SETTINGS when not given. */
  orderSettings?: OrderSettings;
}

/** JSON bodies, where an empty body means "no body" (vue-storefront clients post some calls without one). */
function jsonParser(_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void): void {
  if (body.trim() === '') return done(null, undefined);
  if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) return done(new CommerceError('ERR_BAD_JSON', { field: 'body', message: `The request body ${TOO_DEEP_TEXT}` }));
  try {
    // Keys that could reach an object's prototype make the body a 400, as Fastify's parser with protoAction 'error'.
    done(null, parseJsonSafely(body));
  } catch (error) {
    done(new CommerceError('ERR_BAD_JSON', { field: 'body', ...(error instanceof PoisonedJsonError ? { message: error.message } : {}) }));
  }
}

/**
 * The access token may come as `Authorization: Bearer` (issue #13 item 8) as well as `?token=` (spec 02 §6). Every
 * route reads `query.token`, so the header's token is put there before validation: one place for all routes,
 * present and future. Two different tokens are a 400.
 */
async function tokenFromAuthorizationHeader(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  const token = requestToken(request.headers.authorization, query?.token);
  if (token === 'conflict') throw new CommerceError('ERR_VALIDATION', { field: 'authorization', message: 'The Authorization header names another token than the token query parameter' });
  if (token === 'malformed') throw new CommerceError('ERR_VALIDATION', { field: 'token', message: 'The token may hold visible ASCII characters only' });
  if (token && query) query.token = token;
}

export async function commerceRoutes(app: FastifyInstance, opts: CommerceRoutesOptions): Promise<void> {
  const ctx: CommerceContext = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    payoneEnabled: opts.payoneEnabled ?? false,
    catalogIndex: opts.catalogIndex ?? null,
    orderSettings: opts.orderSettings ?? DEFAULT_ORDER_SETTINGS,
    hooks: {
      onOrderPlaced: opts.onOrderPlaced,
      onPasswordReset: opts.onPasswordReset,
      onWithdrawalReceived: opts.onWithdrawalReceived,
      onEmailChanged: opts.onEmailChanged,
      onSignUpOfExistingEmail: opts.onSignUpOfExistingEmail,
      onLoginLimitReached: opts.onLoginLimitReached,
    },
    log: app.log,
  };
  // A child scope, so the error handler and parser apply to these routes only, however the plugin is called.
  await app.register(async (scope) => {
    // JSON only: the contract has no form or text bodies.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, jsonParser);
    scope.setErrorHandler(commerceErrorHandler);
    scope.addHook('preValidation', tokenFromAuthorizationHeader);
    await cartRoutes(scope, ctx);
    await stockRoutes(scope, ctx);
    await orderRoutes(scope, ctx);
    await userRoutes(scope, ctx);
    await reviewRoutes(scope, ctx);
    await accountRoutes(scope, ctx);
    await withdrawalRoutes(scope, ctx);
    await paymentRoutes(scope, ctx);
  });
}
