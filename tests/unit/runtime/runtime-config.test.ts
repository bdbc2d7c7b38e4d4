// The runtime settings of issue #15 (and #13 item 12): validated at start like every other setting.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { trustProxySetting } from '../../../server/edge/app.js';

describe('runtime settings', () => {
  it('defaults: one worker per core, a 10 s drain, no metrics, no Redis, no trusted proxy, log format by terminal', () => {
    const { runtime } = loadConfig({});
    expect(runtime).toEqual({
      workers: os.availableParallelism(),
      shutdownTimeoutMs: 10_000,
      metrics: { port: null, token: null },
      redisUrl: null,
      redisPrefix: 'shop-rl-',
      trustedProxies: [],
      logFormat: 'auto',
    });
  });

  it('trusts no proxy by default (issue #13 item 12): X-Forwarded-For is ignored', () => {
    expect(trustProxySetting(loadConfig({}))).toBe(false);
  });

  it('trusts exactly the addresses and ranges TRUSTED_PROXIES names', () => {
    const config = loadConfig({ TRUSTED_PROXIES: '172.28.0.10, 10.0.0.0/8,::1' });
    expect(trustProxySetting(config)).toEqual(['172.28.0.10', '10.0.0.0/8', '::1']);
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'loadbalancer' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS must be between 1/);
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL must use redis:/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('reads workers, drain deadline, metrics and Redis', () => {
    const { runtime } = loadConfig({ WORKERS: '3', SHUTDOWN_TIMEOUT_MS: '2500', METRICS_PORT: '9100', METRICS_TOKEN: 'm', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'test:1:' });
    expect(runtime).toMatchObject({ workers: 3, shutdownTimeoutMs: 2500, metrics: { port: 9100, token: 'm' }, redisUrl: 'redis://127.0.0.1:6379', redisPrefix: 'test:1:' });
  });
});
