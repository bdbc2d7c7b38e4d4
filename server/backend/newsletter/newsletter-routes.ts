// The embedded newsletter backend: the mailchimp-subscribe paths of spec 02 §7 plus the two the shop's pages need.
//   GET    /api/ext/mailchimp-subscribe/subscribe?email=   → 'subscribed' | 'pending' | 'unsubscribed', for the
//          signed-in customer's own address only (access token as Authorization: Bearer or ?token=; issue #13 item 5)
//   POST   /api/ext/mailchimp-subscribe/subscribe {email, store?}  → 'OK' (double opt-in mail; no-op when subscribed)
//   DELETE /api/ext/mailchimp-subscribe/subscribe {email, token?}  → 'OK' (no-op when not subscribed), with the
//          signed unsubscribe link's token, or for the signed-in customer's own address
// Anyone else learns nothing: no token is 401, another customer's address 403, a wrong link token 400.
//   POST   /api/ext/mailchimp-subscribe/confirm {token}    → 'subscribed' (the /newsletter?confirm= page)
//   POST   /api/ext/mailchimp-subscribe/unsubscribe {email, token?, store?} → 'unsubscribed' | 'OK' (the /abmelden page)
import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from 'fastify';
import { requestToken } from '../../../shared/api/access-token.js';
import { normalizeEmail } from '../../../shared/commerce/email.js';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { ApiError, asObject, invalidField, sendResult, useJsonBodies, type JsonObject } from '../mail/api-error.js';
import { readEmail, readStore, TOKEN_MAX_LENGTH } from '../mail/mail-input.js';
import type { Mailer } from '../mail/mailer.js';
import { createLinkSigner, loadLinkSecret, type LinkSigner } from './link-signer.js';
import { createMailchimpClient, createMailchimpNewsletter } from './mailchimp-client.js';
import { commerceCouponIssuer, type CouponIssuer } from './newsletter-coupon.js';
import type { NewsletterProvider } from './newsletter-provider.js';
import { createEmbeddedNewsletter } from './newsletter-service.js';
import type { NewsletterDb } from './subscriber-repository.js';

export const NEWSLETTER_PREFIX = '/api/ext/mailchimp-subscribe';

export interface NewsletterRoutesOptions extends FastifyPluginOptions {
  config: Readonly<Pick<Config, 'mailchimp' | 'upstreamTimeoutMs'> & Partial<Pick<Config, 'newsletterLinkSecret'>>>;
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
  /** The e-mail of the customer an access token belongs to (the commerce backend), or null; without it nobody is signed in. */
  customerEmailOf?: (accessToken: string) => Promise<string | null>;
}

function readOptionalToken(body: JsonObject, required: boolean): string | null {
  const token = body.token;
  if ((token === undefined || token === null || token === '') && !required) return null;
  if (typeof token !== 'string' || token === '' || token.length > TOKEN_MAX_LENGTH) throw invalidField('token', 'token is required');
  return token;
}

function chooseProvider(app: FastifyInstance, opts: NewsletterRoutesOptions, links: () => Promise<LinkSigner>): NewsletterProvider {
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
    links,
  });
}

const NOT_SIGNED_IN = (): ApiError => new ApiError(401, 'ERR_UNAUTHORIZED', 'Please sign in to manage your newsletter subscription.', 'token');
const NOT_YOURS = (): ApiError => new ApiError(403, 'ERR_FORBIDDEN', 'You can only manage the newsletter subscription of your own address.', 'email');

/** The signed-in customer's address, or a 401; `asked` (when given) must be that address, or a 403. */
async function ownAddress(request: FastifyRequest, opts: NewsletterRoutesOptions, asked: string | null): Promise<string> {
  const query = asObject(request.query ?? {}, 'query');
  const token = requestToken(request.headers.authorization, query.token);
  if (!token || token === 'conflict' || token === 'malformed' || !opts.customerEmailOf) throw NOT_SIGNED_IN();
  const own = await opts.customerEmailOf(token);
  if (!own) throw NOT_SIGNED_IN();
  if (asked !== null && normalizeEmail(asked) !== normalizeEmail(own)) throw NOT_YOURS();
  return own;
}

export async function newsletterRoutes(app: FastifyInstance, opts: NewsletterRoutesOptions): Promise<void> {
  let signer: Promise<LinkSigner> | null = null;
  const links = (): Promise<LinkSigner> => (signer ??= loadLinkSecret(opts.db, opts.config.newsletterLinkSecret ?? null, new Date()).then(createLinkSigner));
  const provider = chooseProvider(app, opts, links);
  await app.register(async (scope) => {
    useJsonBodies(scope);
    const subscribe = `${NEWSLETTER_PREFIX}/subscribe`;
    scope.get(subscribe, async (request, reply) => {
      const query = asObject(request.query, 'query');
      const asked = query.email === undefined ? null : readEmail(query, 'email');
      return sendResult(reply, await provider.status(await ownAddress(request, opts, asked)));
    });
    scope.post(subscribe, async (request, reply) => {
      const body = asObject(request.body);
      await provider.subscribe(readEmail(body, 'email'), readStore(body));
      return sendResult(reply, 'OK');
    });
    scope.delete(subscribe, async (request, reply) => {
      const body = asObject(request.body);
      const email = readEmail(body, 'email');
      const linkToken = readOptionalToken(body, false);
      if (linkToken === null) await ownAddress(request, opts, email);
      else if (!(await links()).verify(email, linkToken)) throw invalidField('token', 'The unsubscribe link is invalid. Please use the link from your newsletter e-mail.');
      await provider.unsubscribe(email);
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
