// server/config.ts: every setting is optional, and a wrong value stops the start with a message naming the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted a bad setting');
}

describe('loadConfig', () => {
  it('starts with no settings at all (DESIGN §7 defaults)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', catalogUrl: null, commerceUrl: null, catalogIndex: 'vue_storefront_catalog', logLevel: 'info' });
    expect(config.upstreamTimeoutMs).toBe(5000);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['CATALOG_URL', 'not a url'],
    ['COMMERCE_URL', 'ftp://x.example'],
    ['DATABASE_URL', 'mysql://db'],
    ['LOG_LEVEL', 'loud'],
    ['CACHE_TTL_SEARCH', '-1'],
    ['CACHE_MAX_ENTRIES', '1'],
    ['UPSTREAM_TIMEOUT_MS', '5s'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['CATALOG_INDEX', 'Bad-Name'],
  ])('names %s when its value %j is wrong', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(name);
    expect(error.code).toBe('ERR_CONFIG');
  });

  it('names the missing Payone settings when only some are given', () => {
    expect(configError({ PAYONE_URL: 'https://api.pay1.de/post-gateway/' }).message).toContain('PAYONE_KEY');
  });

  it('keeps configured upstream URLs without a trailing slash', () => {
    expect(loadConfig({ CATALOG_URL: 'http://es:9200/' }).catalogUrl).toBe('http://es:9200');
  });
});

describe('cache bytes and server timeouts (issue #13 items 2 and 11)', () => {
  it('defaults CACHE_MAX_BYTES to 128 MiB and the timeouts to 30 s, 10 s and 72 s', () => {
    const config = loadConfig({});
    expect(config.cacheMaxBytes).toBe(128 * 1024 * 1024);
    expect(config.serverTimeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 });
  });

  it('refuses a cache below 1 MiB and a headers timeout above the request timeout, naming the variable', () => {
    expect(() => loadConfig({ CACHE_MAX_BYTES: '1000' })).toThrow(/CACHE_MAX_BYTES/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).serverTimeouts.headersMs).toBe(5000);
  });
});
