// Redis is optional at run time: with REDIS_URL set and Redis away (a closed port) or hanging (a TCP server that
// accepts and never answers), the rate limits count in the process at once instead of waiting for Redis, say so in
// one log line and a gauge, and go back to Redis when it answers again. The "back" cases run through a TCP relay in
// front of the Redis on 127.0.0.1:6379 (skipped when none answers there).
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBreaker, RedisUnavailableError, type RedisBreaker } from '../../../server/runtime/redis-breaker.js';
import { METRICS_REGISTRY } from '../../../server/runtime/metrics/metrics.js';
import { startTestShop, uniqueEmail, type TestShop } from '../helpers/start-app.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `test-breaker-${randomBytes(4).toString('hex')}-`;

const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) }, () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type RelayMode = 'up' | 'hang' | 'away' | 'stall';

/**
 * A TCP server on a fixed port that either relays to the real Redis ("up"), accepts and never answers ("hang"),
 * keeps its open connections but stops relaying on them ("stall"), or is not listening ("away").
 */
async function relay(): Promise<{ port: number; mode(mode: RelayMode): Promise<void>; close(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const port = await closedPort();
  let current: RelayMode = 'away';
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const stop = async (): Promise<void> => {
    for (const socket of sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
  };
  const mode = async (next: RelayMode): Promise<void> => {
    if (next === 'stall') {
      current = next;
      return;
    }
    await stop();
    current = next;
    if (current === 'away') return;
    server = net.createServer((client) => {
      track(client);
      if (current !== 'up') return;
      const upstream = net.connect({ host: target.hostname, port: Number(target.port || 6379) });
      track(upstream);
      client.on('data', (chunk) => current === 'up' && upstream.write(chunk));
      upstream.on('data', (chunk) => current === 'up' && client.write(chunk));
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  return { port, mode, close: stop };
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

function recordingLogger(): { warn: (d: object, m: string) => void; info: (d: object, m: string) => void; lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (_d, message) => lines.push(`warn ${message}`), info: (_d, message) => lines.push(`info ${message}`) };
}

async function breakerGauge(user: string): Promise<number | undefined> {
  const metric = (await METRICS_REGISTRY.getMetricsAsJSON()).find((m) => m.name === 'shop_redis_breaker_open');
  return metric?.values.find((v) => v.labels.user === user)?.value;
}

async function median(times: number, request: () => Promise<unknown>): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await request();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(took.length / 2)];
}

describe('the Redis breaker', () => {
  const breakers: RedisBreaker[] = [];
  afterAll(async () => {
    await Promise.all(breakers.map((b) => b.close()));
  });

  it('refuses at once while Redis is away (a closed port), with one log line however many calls', async () => {
    const logger = recordingLogger();
    const breaker = createRedisBreaker({ url: `redis://127.0.0.1:${await closedPort()}`, user: 'test-away', logger });
    breakers.push(breaker);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const started = performance.now();
    for (let i = 0; i < 200; i++) await expect(breaker.run((client) => client.ping())).rejects.toBeInstanceOf(RedisUnavailableError);
    expect((performance.now() - started) / 200).toBeLessThan(2);
    expect(breaker.state()).toBe('open');
    expect(logger.lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
    expect(await breakerGauge('test-away')).toBe(1);
  });

  it('opens on a Redis that accepts and never answers, and never waits longer than the command timeout', async () => {
    const hanging = net.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const breaker = createRedisBreaker({ url: `redis://127.0.0.1:${(hanging.address() as net.AddressInfo).port}`, user: 'test-hang', logger: recordingLogger() });
      breakers.push(breaker);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      await expect(breaker.run((client) => client.ping())).rejects.toBeInstanceOf(RedisUnavailableError);
      expect(performance.now() - started).toBeLessThan(5);
      expect(breaker.state()).toBe('open');
    } finally {
      hanging.close();
    }
  });

  it.skipIf(!redisAnswers)('goes back to Redis when it returns, after being away and after hanging', async () => {
    const proxy = await relay();
    const logger = recordingLogger();
    const breaker = createRedisBreaker({ url: `redis://127.0.0.1:${proxy.port}`, user: 'test-back', logger, probeIntervalMs: 200 });
    breakers.push(breaker);
    try {
      await proxy.mode('up');
      expect(await until(() => breaker.state() === 'closed', 3000)).toBe(true);
      expect(await breaker.run((client) => client.ping())).toBe('PONG');
      expect(await breakerGauge('test-back')).toBe(0);

      await proxy.mode('away');
      expect(await until(() => breaker.state() === 'open', 1000)).toBe(true);
      await proxy.mode('up');
      expect(await until(() => breaker.state() === 'closed', 3000)).toBe(true);

      // Connected, then Redis stops answering: the first command in flight waits for the command timeout, no more.
      await proxy.mode('hang');
      expect(await until(() => breaker.state() === 'open', 1000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await proxy.mode('up');
      expect(await until(() => breaker.state() === 'closed', 3000)).toBe(true);
      expect(logger.lines.filter((line) => line.startsWith('warn')).length).toBeLessThanOrEqual(3);
      expect(logger.lines.filter((line) => line.startsWith('info')).length).toBeGreaterThanOrEqual(2);
    } finally {
      await breaker.close();
      await proxy.close();
    }
  });

  it.skipIf(!redisAnswers)('a Redis that hangs on an open connection costs one command timeout, then the breaker is open', async () => {
    const proxy = await relay();
    const breaker = createRedisBreaker({ url: `redis://127.0.0.1:${proxy.port}`, user: 'test-stall', logger: recordingLogger(), probeIntervalMs: 200 });
    breakers.push(breaker);
    try {
      await proxy.mode('up');
      expect(await until(() => breaker.state() === 'closed', 3000)).toBe(true);
      await proxy.mode('stall');
      const started = performance.now();
      await expect(breaker.run((client) => client.ping())).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(300);
      expect(breaker.state()).toBe('open');
      // Later calls are refused at once, while Redis still holds the connection open.
      await expect(breaker.run((client) => client.ping())).rejects.toBeInstanceOf(RedisUnavailableError);
    } finally {
      await breaker.close();
      await proxy.close();
    }
  });
});

describe('rate limits with REDIS_URL and Redis not answering', () => {
  let shop: TestShop | undefined;
  let hanging: net.Server | undefined;
  afterAll(async () => {
    await shop?.close();
    hanging?.close();
    if (redisAnswers) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  async function login(): Promise<number> {
    const res = await shop!.fetch('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: uniqueEmail('nobody'), password: 'wrong-Password1!' }),
    });
    await res.arrayBuffer();
    return res.status;
  }

  const read = async (): Promise<void> => {
    const res = await shop!.fetch('/api/catalog/categories?store=main&parent=2');
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  };

  let withoutRedis = 0;
  it('(the same request without REDIS_URL, for comparison)', async () => {
    shop = await startTestShop();
    await read();
    withoutRedis = await median(31, read);
  });

  for (const kind of ['away', 'hanging'] as const) {
    it(`cost a request no more than a few ms and still count (Redis ${kind})`, async () => {
      let url: string;
      if (kind === 'away') url = `redis://127.0.0.1:${await closedPort()}`;
      else {
        hanging = net.createServer(() => undefined);
        await new Promise<void>((resolve) => hanging!.listen(0, '127.0.0.1', resolve));
        url = `redis://127.0.0.1:${(hanging.address() as net.AddressInfo).port}`;
      }
      await shop?.close();
      shop = await startTestShop({ env: { REDIS_URL: url, REDIS_PREFIX: PREFIX, RATE_LIMIT_LOGIN_PER_MINUTE: '2' } });
      await read();
      // Before the breaker every such request waited for Redis's command timeout (about 500 ms). The margin is for
      // a busy test machine; the benchmark in the README measures the real difference.
      expect(await median(31, read)).toBeLessThan(withoutRedis + 25);
      expect([await login(), await login(), await login()][2]).toBe(429);
    });
  }
});
