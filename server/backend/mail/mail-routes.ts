// The embedded mail backend: the mail-service paths of spec 02 §7 as one encapsulated Fastify plugin.
//   GET  /api/ext/mail-service/get-token               → a fresh single-use token (15 min); with the header
//        x-admin-token: ADMIN_TOKEN a 'system' token that may also send the shop-only templates.
//   POST /api/ext/mail-service/send-email               {token, sourceAddress, targetAddress, subject, emailText,
//        confirmation?, store?} → "OK"; targetAddress must be the shop's address (see mail-service.ts).
//   POST /api/ext/mail-service/send-email-transaction   {token, template, to, store?, data} → "OK".
// Order of checks: no token → 401; bad fields → 400 (the token is not spent); spent/expired token → 401.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../../shared/commerce/email.js';
import type { Config } from '../../config.js';
import { ApiError, asObject, sendResult, useJsonBodies } from './api-error.js';
import { parseSendEmail, parseTransaction, readToken } from './mail-input.js';
import { addressOf, assertShopTarget, checkSystemData, sendContactEmail, sendTransaction, type MailServiceContext } from './mail-service.js';
import { createMemoryMailStore, createSqlMailStore, type MailStore } from './mail-store.js';
import { issueMailToken, spendMailToken, type MailTokenScope } from './mail-tokens.js';
import { createMailer, type Mailer, type MailerConfig } from './mailer.js';

export const MAIL_SERVICE_PREFIX = '/api/ext/mail-service';

export interface MailRoutesOptions extends FastifyPluginOptions {
  config: Readonly<MailerConfig & Pick<Config, 'adminToken'>>;
  /** The embedded backends' database (after MAIL_MIGRATIONS ran); without one, tokens live in memory. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app schema: the mail tables come from our own migration
  db?: Kysely<any>;
  /** Shared with the other backends; made from config when absent (and then closed with the app). */
  mailer?: Mailer;
  now?: () => Date;
  /** Addresses a stranger's message may go to; default: the shop's contact address and MAIL_FROM's address. */
  allowedTargets?: readonly string[];
}

const UNAUTHORIZED = (): ApiError => new ApiError(401, 'ERR_MAIL_TOKEN', 'The mail token is missing, used or expired. Ask for a new one with get-token.', 'token');

function isAdmin(request: FastifyRequest, adminToken: string | null): boolean {
  const given = request.headers['x-admin-token'];
  if (!adminToken || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(adminToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function spendToken(store: MailStore, token: string, now: Date): Promise<MailTokenScope> {
  const scope = await spendMailToken(store, token, now);
  if (!scope) throw UNAUTHORIZED();
  return scope;
}

function requireToken(body: Record<string, unknown>): string {
  const token = readToken(body);
  if (!token) throw UNAUTHORIZED();
  return token;
}

export async function mailRoutes(app: FastifyInstance, opts: MailRoutesOptions): Promise<void> {
  const mailer = opts.mailer ?? createMailer(opts.config);
  if (!opts.mailer) app.addHook('onClose', async () => mailer.close());
  const targets = opts.allowedTargets ?? [mailer.shopAddress, addressOf(opts.config.mailFrom)];
  const ctx: MailServiceContext = {
    store: opts.db ? createSqlMailStore(opts.db) : createMemoryMailStore(),
    mailer,
    now: opts.now ?? (() => new Date()),
    allowedTargets: new Set(targets.map(normalizeEmail)),
    log: app.log,
  };

  await app.register(async (scope) => {
    useJsonBodies(scope);
    scope.get(`${MAIL_SERVICE_PREFIX}/get-token`, async (request, reply) => {
      if (request.headers['x-admin-token'] !== undefined && !isAdmin(request, opts.config.adminToken)) {
        throw new ApiError(401, 'ERR_UNAUTHORIZED', 'The admin token is not valid', 'x-admin-token');
      }
      const issued = await issueMailToken(ctx.store, ctx.now(), isAdmin(request, opts.config.adminToken) ? 'system' : 'public');
      return sendResult(reply, issued.token, { expiresAt: issued.expiresAt.toISOString() });
    });

    scope.post(`${MAIL_SERVICE_PREFIX}/send-email`, async (request, reply) => {
      const body = asObject(request.body);
      const token = requireToken(body);
      const input = parseSendEmail(body);
      assertShopTarget(ctx, input.targetAddress, 'targetAddress');
      await spendToken(ctx.store, token, ctx.now());
      await sendContactEmail(ctx, input);
      return sendResult(reply, 'OK');
    });

    scope.post(`${MAIL_SERVICE_PREFIX}/send-email-transaction`, async (request, reply) => {
      const body = asObject(request.body);
      const token = requireToken(body);
      const input = parseTransaction(body);
      checkSystemData(input);
      const tokenScope = await spendToken(ctx.store, token, ctx.now());
      await sendTransaction(ctx, input, tokenScope);
      return sendResult(reply, 'OK');
    });
  });
}
