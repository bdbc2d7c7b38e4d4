// The contact form's mail call (spec 02 §7 send-email), done by the edge on the browser's behalf (issue #13 item 4).
// Browsers no longer reach the mail service: there is no get-token and no send-email-transaction for them, so no
// browser holds a mail token and nobody can choose both a recipient and the words of a mail the shop sends. This
// route asks the mail service for a single-use token itself and sends the message with the fixed contact template
// to the shop's own mailbox only (the sender is Reply-To), without a copy to the address the stranger typed in.
// The other mails shoppers trigger are sent by the backends from their own events: order placed, withdrawal
// recorded, password reset, newsletter opt-in, e-mail change.
import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../../../shared/commerce/email.js';
import { SHOP } from '../../../shared/brands.js';
import type { Config } from '../../config.js';
import type { ForwardingClient } from '../../upstream/forwarding-client.js';
import { UpstreamError } from '../../upstream/http-client.js';
import { BadInputError } from '../errors.js';
import { rateLimitFor, type MailBudgetHook } from '../rate-limit.js';

export const MAIL_SERVICE_BASE = '/api/ext/mail-service';
export const CONTACT_MAIL_PATH = `${MAIL_SERVICE_BASE}/send-email`;

const email = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' };

const contactBody = {
  type: 'object',
  required: ['sourceAddress', 'subject', 'emailText'],
  properties: {
    sourceAddress: email,
    // Optional and, when sent, it must be the shop's address: the recipient is not the browser's choice.
    targetAddress: email,
    subject: { type: 'string', minLength: 1, maxLength: 255 },
    emailText: { type: 'string', minLength: 1, maxLength: 20_000 },
    // Accepted for older clients and ignored: the sender gets no copy.
    confirmation: { type: 'boolean' },
    token: { type: 'string', maxLength: 512 },
    store: { type: 'string', maxLength: 16 },
  },
};

interface ContactBody {
  sourceAddress: string;
  targetAddress?: string;
  subject: string;
  emailText: string;
  store?: string;
}

async function issueMailToken(mail: ForwardingClient, requestId: string): Promise<string> {
  const issued = await mail.forward({ method: 'GET', path: `${MAIL_SERVICE_BASE}/get-token`, requestId });
  if (issued.status !== 200 || typeof issued.envelope.result !== 'string') throw new UpstreamError('ERR_UPSTREAM_STATUS', mail.name, `get-token answered ${issued.status}`, { status: issued.status });
  return issued.envelope.result;
}

export function registerContactMailRoute(app: FastifyInstance, mail: ForwardingClient, config: Readonly<Config>, mailBudget: MailBudgetHook, shopAddress: string = SHOP.email): void {
  app.post<{ Body: ContactBody }>(
    CONTACT_MAIL_PATH,
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: { storeCode: { type: 'string', maxLength: 32 } } }, body: contactBody }, config: { rateLimit: rateLimitFor('passwordReset', config) }, preHandler: mailBudget },
    async (request, reply) => {
      const { sourceAddress, targetAddress, subject, emailText, store } = request.body;
      if (targetAddress !== undefined && normalizeEmail(targetAddress) !== normalizeEmail(shopAddress)) throw new BadInputError('targetAddress', "must be the shop's contact address");
      const token = await issueMailToken(mail, request.id);
      const body = { token, sourceAddress, targetAddress: shopAddress, subject, emailText, confirmation: false, ...(store ? { store } : {}) };
      const answer = await mail.forward({ method: 'POST', path: CONTACT_MAIL_PATH, body, requestId: request.id });
      return reply.code(answer.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(answer.text);
    },
  );
}
