// Issue #15 item 6: with REDIS_URL the rate limits are counted across every edge (two edges must not allow twice
// the log-in attempts); without it they are per process. Uses the Redis on 127.0.0.1:6379 under a key prefix of
// its own, removed afterwards; skipped when no Redis answers there.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeApp } from '../../../server/edge/app.js';
import { startTestShop, uniqueEmail, type TestShop } from '../helpers/start-app.js';
import type { FastifyInstance } from 'fastify';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `test-rl-${randomBytes(4).toString('hex')}-`;

const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) }, () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});

async function login(url: string): Promise<number> {
  const res = await fetch(new URL('/api/user/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: uniqueEmail('nobody'), password: 'wrong-Password1!' }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A second edge on the first one's backends, with the same settings. */
async function secondEdge(shop: TestShop): Promise<{ url: string; app: FastifyInstance }> {
  const backendUrl = shop.shop.backends!.url;
  const app = await buildEdgeApp(shop.config, { upstreams: { catalogUrl: backendUrl, commerceUrl: backendUrl } });
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

describe.skipIf(!redisAnswers)('rate limits shared through Redis', () => {
  let shop: TestShop;
  let other: { url: string; app: FastifyInstance };

  beforeAll(async () => {
    shop = await startTestShop({ env: { REDIS_URL, REDIS_PREFIX: PREFIX, RATE_LIMIT_LOGIN_PER_MINUTE: '3' } });
    other = await secondEdge(shop);
  });

  afterAll(async () => {
    await other?.app.close();
    await shop?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts log-in attempts on both edges together', async () => {
    const statuses = [await login(shop.url), await login(other.url), await login(shop.url), await login(other.url)];
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});

describe('rate limits without Redis', () => {
  it('are per process: a second edge starts its own count', async () => {
    const shop = await startTestShop({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '2' } });
    const other = await secondEdge(shop);
    try {
      expect([await login(shop.url), await login(shop.url), await login(shop.url)][2]).toBe(429);
      expect(await login(other.url)).not.toBe(429);
    } finally {
      await other.app.close();
      await shop.close();
    }
  });
});
