// The change stream edges subscribe to (issue #14 item 4), on the backend tier, never proxied by an edge's public
// routes:
//   GET  /_changes   NDJSON, one JSON object a line: {"type":"hello","last":<id>} first, then
//                    {"type":"change","tags":[…],"reason":"…"} for every change the tail publishes, and
//                    {"type":"heartbeat"} every HEARTBEAT_MS so a subscriber notices a dead connection.
//   POST /_changes   records a change (`{"tags":[…],"reason":"admin"}`) that every edge receives: the edge's admin
//                    invalidation call uses it. Only with `Authorization: Bearer ${ADMIN_TOKEN}`; without
//                    ADMIN_TOKEN the route does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { recordChange } from '../db/change-log.js';
import type { Database } from '../db/database.js';
import type { CatalogueChange, ChangeFeed } from './change-feed.js';
import type { ChangeTail } from './change-tail.js';

export const CHANGES_PATH = '/_changes';
/** A subscriber that hears nothing for three of these takes the connection for dead (edge/change-subscriber.ts). */
export const HEARTBEAT_MS = 5000;

export type ChangeStreamLine = { type: 'hello'; last: number } | { type: 'heartbeat' } | ({ type: 'change' } & CatalogueChange);

export interface ChangeStreamOptions {
  db: Database;
  feed: ChangeFeed;
  tail: ChangeTail;
  adminToken: string | null;
}

const recordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tags'],
  properties: {
    tags: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 255 } },
    reason: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9_-]*$' },
  },
} as const;

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return given !== '' && sameSecret(given, token);
}

export async function changeStreamRoutes(app: FastifyInstance, options: ChangeStreamOptions): Promise<void> {
  const open = new Set<FastifyReply>();
  // Streams never end by themselves: a closing tier ends them first, or its close would wait for them forever.
  // The edges reconnect (to this tier's successor) and drop their catalogue caches.
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
    open.clear();
  });

  app.get(CHANGES_PATH, (request, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    const send = (line: ChangeStreamLine) => raw.write(`${JSON.stringify(line)}\n`);
    send({ type: 'hello', last: options.tail.lastPublishedId });
    const unsubscribe = options.feed.subscribe((change) => send({ type: 'change', tags: change.tags, reason: change.reason }));
    const heartbeat = setInterval(() => send({ type: 'heartbeat' }), HEARTBEAT_MS);
    open.add(reply);
    request.log.info({ subscribers: open.size }, 'change stream: an edge subscribed');
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(reply);
    });
  });

  const { adminToken } = options;
  if (!adminToken) return;
  app.post<{ Body: { tags: string[]; reason?: string } }>(CHANGES_PATH, { schema: { body: recordBodySchema } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, adminToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 401, result: 'authorization needs a valid Bearer token' });
    }
    const change = { tags: request.body.tags, reason: request.body.reason ?? 'admin' };
    await recordChange(options.db, change);
    // This tier publishes it at once rather than at its next poll.
    await options.tail.catchUp();
    request.log.info(change, 'change recorded');
    return reply.code(202).send({ code: 202, result: 'recorded' });
  });
}
