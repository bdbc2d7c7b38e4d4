// Issue #13 items 8 and 13: no token, cart id or e-mail address in a log line, and no 16 KB path either.
import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_URL_CHARS, REDACTED_MARK, redactUrl } from '../../../server/runtime/log-redaction.js';
import { LOG_SERIALIZERS, serializeRequest } from '../../../server/runtime/logger.js';

describe('redactUrl', () => {
  it('replaces the values of token, cartId and email (any letter case) and keeps the rest', () => {
    expect(redactUrl('/api/cart/pull?token=abc123&cartId=c-9&store=de')).toBe(`/api/cart/pull?token=${REDACTED_MARK}&cartId=${REDACTED_MARK}&store=de`);
    expect(redactUrl('/api/ext/mailchimp-subscribe/subscribe?EMAIL=a%40b.de')).toBe(`/api/ext/mailchimp-subscribe/subscribe?EMAIL=${REDACTED_MARK}`);
    expect(redactUrl('/api/user/refresh?refreshToken=r1')).toBe(`/api/user/refresh?refreshToken=${REDACTED_MARK}`);
  });

  it('masks e-mail addresses wherever they are, plain or encoded', () => {
    expect(redactUrl('/search?q=anna%40example.com')).toBe(`/search?q=${REDACTED_MARK}`);
    expect(redactUrl('/withdrawal/anna@example.com')).toBe(`/withdrawal/${REDACTED_MARK}`);
  });

  it('leaves ordinary URLs as they are', () => {
    expect(redactUrl('/api/catalog/products?store=main&size=50&sort=final_price:asc')).toBe('/api/catalog/products?store=main&size=50&sort=final_price:asc');
    expect(redactUrl('/de/herren')).toBe('/de/herren');
    expect(redactUrl(undefined)).toBe('');
  });

  it('cuts a long path and says how long it was', () => {
    const probe = `/${'a'.repeat(16 * 1024)}`;
    const logged = redactUrl(probe);
    expect(logged.length).toBeLessThan(MAX_LOGGED_URL_CHARS + 32);
    expect(logged).toContain(`(${probe.length} chars)`);
  });

  it('redacts before it cuts, so a token near the end of a long URL never shows', () => {
    const logged = redactUrl(`/api/cart/pull?x=${'y'.repeat(400)}&token=${'s'.repeat(200)}`);
    expect(logged).not.toContain('sss');
  });
});

describe('serializeRequest (the req of every request log line)', () => {
  it('logs method, redacted URL and address, never headers', () => {
    const line = serializeRequest({ method: 'GET', url: '/api/cart/pull?token=t0k', ip: '10.1.2.3', headers: { authorization: 'Bearer t0k', cookie: 'x=1' } });
    expect(line).toEqual({ method: 'GET', url: `/api/cart/pull?token=${REDACTED_MARK}`, remoteAddress: '10.1.2.3' });
  });
});

describe('the url field of any log line', () => {
  it('is redacted too (e.g. "error while rendering a page" with the page URL)', () => {
    expect(LOG_SERIALIZERS.url('/de/suche?q=x&email=a@b.de')).toBe(`/de/suche?q=x&email=${REDACTED_MARK}`);
  });
});
