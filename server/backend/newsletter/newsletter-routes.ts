// The embedded newsletter backend: the mailchimp-subscribe paths of spec 02 §7 plus the two the shop's pages need.
//   GET    /api/ext/mailchimp-subscribe/subscribe?email=   → 'subscribed' | 'pending' | 'unsubscribed'
//   POST   /api/ext/mailchimp-subscribe/subscribe {email, store?}  → 'OK' (double opt-in mail; no-op when subscribed)
//   DELETE /api/ext/mailchimp-subscribe/subscribe {email}  → 'OK' (no-op when not subscribed)
//   POST   /api/ext/mailchimp-subscribe/confirm {token}    → 'subscribed' (the /newsletter?confirm= page)
//   POST   /api/ext/mailchimp-subscribe/unsubscribe {email, token?, store?} → 'unsubscribed' | 'OK' (the /abmelden page)
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { asObject, invalidField, sendResult, useJsonBodies, type JsonObject } from '../mail/api-error.js';
import { readEmail, readStore, TOKEN_MAX_LENGTH } from '../mail/mail-input.js';
import type { Mailer } from '../mail/mailer.js';
import { createMailchimpClient, createMailchimpNewsletter } from './mailchimp-client.js';
import { commerceCouponIssuer, type CouponIssuer } from './newsletter-coupon.js';
import type { NewsletterProvider } from './newsletter-provider.js';
import { createEmbeddedNewsletter } from './newsletter-service.js';
import type { NewsletterDb } from './subscriber-repository.js';

export const NEWSLETTER_PREFIX = '/api/ext/mailchimp-subscribe';

export interface NewsletterRoutesOptions extends FastifyPluginOptions {
  config: Readonly<Pick<Config, 'mailchimp' | 'upstreamTimeoutMs'>>;
  /** The embedded backends' database, after NEWSLETTER_MIGRATIONS and the commerce schema (coupons) ran. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app schema: the newsletter table comes from our own migration
  db: Kysely<any>;
  mailer: Mailer;
  now?: () => Date;
  /** Creates the welcome coupon; default: the commerce backend's createCoupon on `db`. */
  issueCoupon?: CouponIssuer;
  /** Replaces the provider chosen from config (tests). */
  provider?: NewsletterProvider;
  /** Replaces Mailchimp's datacenter URL (a local stand-in in tests). */
  mailchimpBaseUrl?: string;
}

function readOptionalToken(body: JsonObject, required: boolean): string | null {
  const token = body.token;
  if ((token === undefined || token === null || token === '') && !required) return null;
  if (typeof token !== 'string' || token === '' || token.length > TOKEN_MAX_LENGTH) throw invalidField('token', 'token is required');
  return token;
}

function chooseProvider(app: FastifyInstance, opts: NewsletterRoutesOptions): NewsletterProvider {
  if (opts.provider) return opts.provider;
  if (opts.config.mailchimp) {
    return createMailchimpNewsletter(createMailchimpClient({ ...opts.config.mailchimp, baseUrl: opts.mailchimpBaseUrl, timeoutMs: opts.config.upstreamTimeoutMs }));
  }
  return createEmbeddedNewsletter({
    db: opts.db as NewsletterDb,
    mailer: opts.mailer,
    now: opts.now ?? (() => new Date()),
    issueCoupon: opts.issueCoupon ?? commerceCouponIssuer(opts.db),
    log: app.log,
  });
}

export async function newsletterRoutes(app: FastifyInstance, opts: NewsletterRoutesOptions): Promise<void> {
  const provider = chooseProvider(app, opts);
  await app.register(async (scope) => {
    useJsonBodies(scope);
    const subscribe = `${NEWSLETTER_PREFIX}/subscribe`;
    scope.get(subscribe, async (request, reply) => sendResult(reply, await provider.status(readEmail(asObject(request.query, 'query'), 'email'))));
    scope.post(subscribe, async (request, reply) => {
      const body = asObject(request.body);
      await provider.subscribe(readEmail(body, 'email'), readStore(body));
      return sendResult(reply, 'OK');
    });
    scope.delete(subscribe, async (request, reply) => {
      await provider.unsubscribe(readEmail(asObject(request.body), 'email'));
      return sendResult(reply, 'OK');
    });
    scope.post(`${NEWSLETTER_PREFIX}/confirm`, async (request, reply) => {
      return sendResult(reply, await provider.confirm(readOptionalToken(asObject(request.body), true)!));
    });
    scope.post(`${NEWSLETTER_PREFIX}/unsubscribe`, async (request, reply) => {
      const body = asObject(request.body);
      return sendResult(reply, await provider.unsubscribeByLink(readEmail(body, 'email'), readOptionalToken(body, false), readStore(body)));
    });
  });
}
