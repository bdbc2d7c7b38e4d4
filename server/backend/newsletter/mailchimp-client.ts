// Mailchimp Marketing API v3 for the newsletter provider (used when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set;
// the edge routes the shopper's calls to the newsletter backend, which talks to Mailchimp through this client).
// Global fetch (Node 20) rather than undici: the card keeps undici to the edge's upstream clients in server/upstream.
// Members are addressed by the md5 of the lower-cased address; double opt-in is Mailchimp's 'pending' status.
import { createHash } from 'node:crypto';
import type { StoreCode } from '../../../shared/store-views.js';
import { getStoreView } from '../../../shared/store-views.js';
import { ApiError } from '../mail/api-error.js';
import type { NewsletterProvider, SubscriptionStatus } from './newsletter-provider.js';

export interface MailchimpClientOptions {
  apiKey: string;
  listId: string;
  /** Defaults to https://<dc>.api.mailchimp.com/3.0, the datacenter being the key's suffix ('…-us6'). */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface MailchimpClient {
  /** The member's status as Mailchimp names it, or null when the list has no such member. */
  getMemberStatus(email: string): Promise<string | null>;
  /** PUT (upsert): a new member becomes 'pending' (Mailchimp mails the opt-in); `status` changes an existing one. */
  putMember(email: string, fields: { status?: 'pending' | 'unsubscribed'; language?: string }): Promise<void>;
}

/** Mailchimp answered with an error or not at all: a 502 for the caller, the details for the log. */
export class MailchimpError extends ApiError {
  constructor(detail: string, cause?: unknown) {
    super(502, 'ERR_NEWSLETTER_UPSTREAM', 'The newsletter service is not available. Please try again later.');
    this.cause = cause ?? detail;
  }
}

export function mailchimpBaseUrl(apiKey: string): string {
  const dc = apiKey.slice(apiKey.lastIndexOf('-') + 1);
  if (!apiKey.includes('-') || !/^[a-z]+\d+$/.test(dc)) throw new Error('MAILCHIMP_API_KEY must end in its datacenter, e.g. …-us6');
  return `https://${dc}.api.mailchimp.com/3.0`;
}

export function memberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

export function createMailchimpClient(options: MailchimpClientOptions): MailchimpClient {
  const base = (options.baseUrl ?? mailchimpBaseUrl(options.apiKey)).replace(/\/$/, '');
  // Mailchimp takes HTTP Basic with any user name and the API key as the password.
  const auth = `Basic ${Buffer.from(`storefront:${options.apiKey}`).toString('base64')}`;
  const memberUrl = (email: string): string => `${base}/lists/${encodeURIComponent(options.listId)}/members/${memberHash(email)}`;

  async function call(method: 'GET' | 'PUT', url: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(url, {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new MailchimpError(`Mailchimp ${method} failed: ${(error as Error).message}`, error);
    }
  }

  async function failure(response: Response): Promise<MailchimpError> {
    const text = await response.text().catch(() => '');
    return new MailchimpError(`Mailchimp answered ${response.status}: ${text.slice(0, 500)}`);
  }

  return {
    async getMemberStatus(email) {
      const response = await call('GET', `${memberUrl(email)}?fields=status`);
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response);
      const body = (await response.json()) as { status?: unknown };
      return typeof body.status === 'string' ? body.status : null;
    },
    async putMember(email, fields) {
      const body: Record<string, string> = { email_address: email.trim(), status_if_new: 'pending' };
      if (fields.status) body.status = fields.status;
      if (fields.language) body.language = fields.language;
      const response = await call('PUT', memberUrl(email), body);
      if (!response.ok) throw await failure(response);
    },
  };
}

function toStatus(mailchimpStatus: string | null): SubscriptionStatus {
  return mailchimpStatus === 'subscribed' || mailchimpStatus === 'pending' ? mailchimpStatus : 'unsubscribed';
}

const notHere = (): ApiError => new ApiError(404, 'ERR_NOT_FOUND', 'Mailchimp handles confirmation and unsubscribe links itself', 'token');

/** The newsletter provider on Mailchimp: its opt-in mail, its unsubscribe links; welcome coupons are Mailchimp's too. */
export function createMailchimpNewsletter(client: MailchimpClient): NewsletterProvider {
  async function unsubscribe(email: string): Promise<void> {
    const current = await client.getMemberStatus(email);
    if (current === 'subscribed' || current === 'pending') await client.putMember(email, { status: 'unsubscribed' });
  }
  return {
    kind: 'mailchimp',
    status: async (email) => toStatus(await client.getMemberStatus(email)),
    async subscribe(email, store: StoreCode) {
      const current = await client.getMemberStatus(email);
      if (current === 'subscribed' || current === 'pending') return;
      await client.putMember(email, { status: current ? 'pending' : undefined, language: getStoreView(store).language });
    },
    unsubscribe,
    confirm: async () => {
      throw notHere();
    },
    async unsubscribeByLink(email, token) {
      if (token !== null) throw notHere();
      // Mailchimp cannot mail a link on request; the contract's DELETE unsubscribes by address alike.
      await unsubscribe(email);
      return 'OK';
    },
  };
}
