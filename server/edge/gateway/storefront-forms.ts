// Edge routes of the consent feature that are not forwarded calls:
//   GET  /api/settings/public → { tagManager: { scriptUrl, containerId } | null }: what the browser may know
//        (the tag manager of spec 01 §4, loaded only with tracking consent); never a secret.
//   POST {prefix}/newsletter (form-encoded email, gender): the footer's newsletter form without JavaScript
//        (spec 01 §4). It subscribes through the newsletter upstream and answers 303 to the /newsletter page,
//        which says how it went (?subscribed=1 or ?failed=1).
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { STORE_VIEWS, type StoreView } from '../../../shared/store-views.js';
import type { Config } from '../../config.js';
import type { ForwardingClient } from '../../upstream/forwarding-client.js';
import { rateLimitFor, type MailBudgetHook } from '../rate-limit.js';

export const PUBLIC_SETTINGS_URL = '/api/settings/public';
export const NEWSLETTER_SUBSCRIBE_PATH = '/api/ext/mailchimp-subscribe/subscribe';
/** Public settings change only with a restart; browsers may keep them a few minutes. */
const PUBLIC_SETTINGS_CACHE_CONTROL = 'public, max-age=300';
const FORM_BODY_LIMIT = 4096;

export function registerPublicSettingsRoute(app: FastifyInstance, config: Readonly<Config>): void {
  app.get(PUBLIC_SETTINGS_URL, { schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async (_request, reply) => {
    const tagManager = config.tagManager ? { scriptUrl: config.tagManager.scriptUrl, containerId: config.tagManager.containerId } : null;
    return reply.header('cache-control', PUBLIC_SETTINGS_CACHE_CONTROL).send({ code: 200, result: { tagManager } });
  });
}

export interface NewsletterFormOptions extends FastifyPluginOptions {
  client: ForwardingClient;
  config: Readonly<Config>;
  /** Each subscription mails an opt-in link: counted in the client's mail budget. */
  mailBudget?: MailBudgetHook;
}

const newsletterFormBody = {
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' },
    gender: { type: 'string', enum: ['', 'female', 'male'] },
  },
};

async function subscribed(client: ForwardingClient, email: string, store: StoreView, requestId: string): Promise<boolean> {
  try {
    const answer = await client.forward({ method: 'POST', path: NEWSLETTER_SUBSCRIBE_PATH, body: { email, store: store.code }, requestId });
    return answer.status === 200;
  } catch {
    // The page says it did not work; the upstream's failure is logged by the client's caller below.
    return false;
  }
}

/** Encapsulated: the form-encoded body parser applies to these routes only. */
export async function newsletterFormRoutes(app: FastifyInstance, opts: NewsletterFormOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  for (const store of STORE_VIEWS) {
    app.post<{ Body: { email: string; gender?: string } }>(
      `${store.prefix}/newsletter`,
      { schema: { body: newsletterFormBody }, config: { rateLimit: rateLimitFor('passwordReset', opts.config) }, ...(opts.mailBudget ? { preHandler: opts.mailBudget } : {}) },
      async (request, reply) => {
        const ok = await subscribed(opts.client, request.body.email.trim(), store, request.id);
        if (!ok) request.log.warn('newsletter form: the subscription failed');
        return reply.code(303).header('cache-control', 'no-store').header('location', `${store.prefix}/newsletter?${ok ? 'subscribed' : 'failed'}=1`).send();
      },
    );
  }
}
