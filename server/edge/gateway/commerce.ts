// Forwards the commerce, mail and newsletter calls (DESIGN §3.1, §3.3) to their upstream unchanged: same method,
// path, validated query (cartId …) and JSON body, the access token (Authorization header or ?token=) as a header; the upstream's status and envelope come back as they are.
// These answers are personal or change state, so they are never cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { ForwardingClient } from '../../upstream/forwarding-client.js';
import type { QueryValue } from '../../upstream/http-client.js';
import { requestToken } from '../../../shared/api/access-token.js';
import { BadInputError } from '../errors.js';
import { rateLimitFor, type MailBudgetHook } from '../rate-limit.js';
import type { ForwardedRoute } from './commerce.schema.js';
import { deviceHeader, keepDeviceToken } from './device-cookie.js';

const LOGIN_PATH = '/api/user/login';

export function registerForwardedRoutes(app: FastifyInstance, client: ForwardingClient, routes: readonly ForwardedRoute[], config: Readonly<Config>, mailBudget?: MailBudgetHook): void {
  for (const route of routes) {
    const sendsMail = route.sendsMail;
    const isLogin = route.url === LOGIN_PATH;
    app.route<{ Querystring: Record<string, QueryValue> }>({
      method: route.method,
      url: route.url,
      ...(sendsMail && mailBudget
        ? { preHandler: async (request: FastifyRequest, reply: FastifyReply) => (sendsMail(request.body as Record<string, unknown> | undefined) ? mailBudget(request, reply) : undefined) }
        : {}),
      schema: route.body ? { querystring: route.querystring, body: route.body } : { querystring: route.querystring },
      config: route.strictLimit ? { rateLimit: rateLimitFor(route.strictLimit, config) } : {},
      handler: async (request, reply) => {
        // The access token goes on as a header, whichever way it came (issue #13 item 8).
        const { token: queryToken, ...query } = request.query;
        const token = requestToken(request.headers.authorization, queryToken);
        if (token === 'conflict') throw new BadInputError('authorization', 'names another token than the token query parameter');
        if (token === 'malformed') throw new BadInputError('token', 'may hold visible ASCII characters only');
        const answer = await client.forward({
          method: route.method,
          path: route.url,
          query,
          token,
          body: route.method === 'GET' ? undefined : (request.body ?? undefined),
          requestId: request.id,
          ...(route.idempotent ? { idempotent: true } : {}),
          ...(isLogin ? { headers: deviceHeader(request) } : {}),
        });
        if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
        const text = isLogin && answer.status === 200 ? keepDeviceToken(reply, answer.text, config.publicUrl.startsWith('https:')) : answer.text;
        return reply.code(answer.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(text);
      },
    });
  }
}
