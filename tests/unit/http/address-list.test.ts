import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { addressMatcher } from '../../../server/http/address-list.js';

describe('address lists (RATE_LIMIT_ALLOW, TRUSTED_PROXIES)', () => {
  const allowed = addressMatcher(['10.1.0.0/16', '192.0.2.7', '2001:db8::/32', '::1']);

  it('matches single addresses and ranges of both families', () => {
    for (const address of ['10.1.0.1', '10.1.255.254', '192.0.2.7', '2001:db8::5', '::1']) expect(allowed(address), address).toBe(true);
  });

  it('matches an IPv4 client seen through a dual-stack socket as its IPv4 address', () => {
    expect(allowed('::ffff:10.1.2.3')).toBe(true);
    expect(allowed('::FFFF:192.0.2.7')).toBe(true);
    expect(allowed('::ffff:10.2.0.1')).toBe(false);
  });

  it('does not match anyone else, nor what is no address', () => {
    for (const address of ['10.2.0.1', '192.0.2.8', '2001:db9::1', '::2', '127.0.0.1', '', undefined, 'localhost', '10.1.0.1/8']) expect(allowed(address), String(address)).toBe(false);
  });

  it('an empty list matches no one', () => {
    expect(addressMatcher([])('127.0.0.1')).toBe(false);
  });

  it('RATE_LIMIT_ALLOW is read like TRUSTED_PROXIES: none by default, a wrong entry named', () => {
    expect(loadConfig({}).rateLimit.allow).toEqual([]);
    expect(loadConfig({ RATE_LIMIT_ALLOW: ' 127.0.0.1, 10.0.0.0/8,::1 ' }).rateLimit.allow).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ RATE_LIMIT_ALLOW: 'loadtester' })).toThrow(/RATE_LIMIT_ALLOW must list IP addresses or CIDR ranges/);
    expect(() => loadConfig({ RATE_LIMIT_ALLOW: '10.0.0.0/40' })).toThrow(ConfigError);
  });
});
