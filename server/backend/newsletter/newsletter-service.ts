// The embedded newsletter (double opt-in): subscribe makes a pending row and mails a link with a random token (kept
// as a sha256 hash, valid 7 days); confirming makes the address subscribed and mails the welcome coupon, once per
// address. Only confirmed addresses count as subscribed. Every mail the shop sends to a subscriber carries the
// address's signed unsubscribe token (link-signer.ts); without it, /abmelden only ever mails that link to the address.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../../../shared/commerce/email.js';
import { isStoreCode, type StoreCode } from '../../../shared/store-views.js';
import { invalidField } from '../mail/api-error.js';
import { hashSecret } from '../mail/mail-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { sendTemplate } from '../mail/templates/index.js';
import type { LinkSigner } from './link-signer.js';
import { issueNewsletterCoupon, NEWSLETTER_COUPON_PERCENT, type CouponIssuer } from './newsletter-coupon.js';
import type { NewsletterProvider, SubscriptionStatus } from './newsletter-provider.js';
import * as subscribers from './subscriber-repository.js';

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A second opt-in or unsubscribe mail to the same address is not sent within this time (the answer stays OK). */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;

export interface NewsletterContext {
  db: subscribers.NewsletterDb;
  mailer: Mailer;
  now: () => Date;
  issueCoupon: CouponIssuer;
  log: FastifyBaseLogger;
  /** Signs the unsubscribe links the mails carry (link-signer.ts); its key is read on first use. */
  links: () => Promise<LinkSigner>;
}

const newToken = (): string => randomBytes(32).toString('base64url');
const iso = (d: Date): string => d.toISOString();
const recent = (at: string | null, now: Date): boolean => at !== null && now.getTime() - Date.parse(at) < RESEND_INTERVAL_MS;
const storeOf = (row: subscribers.SubscriberRow): StoreCode => (isStoreCode(row.store) ? row.store : 'main');

export function statusOf(row: subscribers.SubscriberRow | undefined, now: Date): SubscriptionStatus {
  if (!row) return 'unsubscribed';
  // An opt-in nobody confirmed within 7 days is as good as none.
  if (row.status === 'pending' && (!row.confirm_expires_at || row.confirm_expires_at <= iso(now))) return 'unsubscribed';
  return row.status;
}

async function startOptIn(ctx: NewsletterContext, email: string, store: StoreCode, row: subscribers.SubscriberRow | undefined): Promise<void> {
  const now = ctx.now();
  const key = normalizeEmail(email);
  const token = newToken();
  const optIn = { status: 'pending' as const, store, confirm_token_hash: hashSecret(token), confirm_expires_at: iso(new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS)), confirm_sent_at: iso(now), updated_at: iso(now) };
  if (row) await subscribers.updateSubscriber(ctx.db, key, { ...optIn, email });
  else {
    const fresh = { email_normalized: key, email, unsubscribe_token: newToken(), unsubscribe_sent_at: null, coupon_code: null, created_at: iso(now), confirmed_at: null, unsubscribed_at: null };
    await subscribers.insertSubscriber(ctx.db, { ...fresh, ...optIn });
  }
  try {
    await sendTemplate(ctx.mailer, 'newsletter-confirmation', store, email, { token });
  } catch (error) {
    // Let the shopper try again at once instead of waiting out the resend interval.
    await subscribers.updateSubscriber(ctx.db, key, { confirm_sent_at: null });
    throw error;
  }
}

export async function subscribe(ctx: NewsletterContext, email: string, store: StoreCode): Promise<void> {
  const row = await subscribers.findSubscriber(ctx.db, normalizeEmail(email));
  const status = statusOf(row, ctx.now());
  if (status === 'subscribed') return;
  if (status === 'pending' && recent(row!.confirm_sent_at, ctx.now())) return;
  await startOptIn(ctx, email.trim(), store, row);
}

async function sendWelcome(ctx: NewsletterContext, row: subscribers.SubscriberRow): Promise<void> {
  const now = ctx.now();
  const code = await issueNewsletterCoupon(ctx.issueCoupon, now);
  await subscribers.setCouponCode(ctx.db, row.email_normalized, code);
  const data = { email: row.email, couponCode: code, percent: NEWSLETTER_COUPON_PERCENT, unsubscribeToken: (await ctx.links()).sign(row.email) };
  await sendTemplate(ctx.mailer, 'newsletter-welcome', storeOf(row), row.email, data);
}

export async function confirm(ctx: NewsletterContext, token: string): Promise<SubscriptionStatus> {
  const tokenHash = hashSecret(token);
  const row = await subscribers.findSubscriberByConfirmToken(ctx.db, tokenHash);
  const invalid = invalidField('token', 'The confirmation link is invalid or has expired. Please subscribe again.');
  if (!row) throw invalid;
  if (row.status === 'subscribed') return 'subscribed';
  if (statusOf(row, ctx.now()) !== 'pending') throw invalid;
  // Two clicks at once: only the one that flips pending → subscribed goes on to the coupon.
  if (!(await subscribers.markConfirmed(ctx.db, tokenHash, iso(ctx.now())))) return 'subscribed';
  if (row.coupon_code) return 'subscribed';
  try {
    await sendWelcome(ctx, row);
  } catch (error) {
    // The subscription stands; the operators can resend the coupon (its code is on the row when it was created).
    ctx.log.error({ err: error }, 'newsletter welcome coupon mail failed');
  }
  return 'subscribed';
}

export async function unsubscribe(ctx: NewsletterContext, email: string): Promise<void> {
  await subscribers.markUnsubscribed(ctx.db, normalizeEmail(email), iso(ctx.now()));
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function unsubscribeByLink(ctx: NewsletterContext, email: string, token: string | null, store: StoreCode): Promise<'unsubscribed' | 'OK'> {
  const row = await subscribers.findSubscriber(ctx.db, normalizeEmail(email));
  if (token !== null) {
    // The same answer whether the address is unknown or the token wrong: nothing to learn about who subscribed.
    // The signed link, or the random per-address token of links mailed before links were signed.
    if (!row || !((await ctx.links()).verify(row.email, token) || sameToken(token, row.unsubscribe_token))) throw invalidField('token', 'The unsubscribe link is invalid. Please use the link from your newsletter e-mail.');
    await subscribers.markUnsubscribed(ctx.db, row.email_normalized, iso(ctx.now()));
    return 'unsubscribed';
  }
  if (row && statusOf(row, ctx.now()) !== 'unsubscribed' && !recent(row.unsubscribe_sent_at, ctx.now())) {
    await subscribers.updateSubscriber(ctx.db, row.email_normalized, { unsubscribe_sent_at: iso(ctx.now()) });
    await sendTemplate(ctx.mailer, 'newsletter-unsubscribe', store, row.email, { email: row.email, unsubscribeToken: (await ctx.links()).sign(row.email) });
  }
  return 'OK';
}

export function createEmbeddedNewsletter(ctx: NewsletterContext): NewsletterProvider {
  return {
    kind: 'embedded',
    status: async (email) => statusOf(await subscribers.findSubscriber(ctx.db, normalizeEmail(email)), ctx.now()),
    subscribe: (email, store) => subscribe(ctx, email, store),
    unsubscribe: (email) => unsubscribe(ctx, email),
    confirm: (token) => confirm(ctx, token),
    unsubscribeByLink: (email, token, store) => unsubscribeByLink(ctx, email, token, store),
  };
}
