import { describe, expect, it } from 'vitest';
import { readFormAnswer } from '../../../shared/api/form-answer.js';

describe('reading form answers (DESIGN §3.1 envelope, spec 02 §8 server messages)', () => {
  it('200 with code 200 is success with its result', () => {
    expect(readFormAnswer(200, { code: 200, result: 'OK' })).toEqual({ kind: 'ok', result: 'OK' });
  });

  it('429 is the rate limit, whatever the body', () => {
    expect(readFormAnswer(429, { code: 429, result: 'Rate limit exceeded, retry in 1 minute' })).toEqual({ kind: 'rate-limited' });
  });

  it("a 4xx carries the server's message and field", () => {
    expect(readFormAnswer(400, { code: 400, result: 'The confirmation link is invalid or has expired. Please subscribe again.', meta: { field: 'token' } })).toEqual({
      kind: 'refused',
      message: 'The confirmation link is invalid or has expired. Please subscribe again.',
      field: 'token',
    });
    expect(readFormAnswer(401, null)).toEqual({ kind: 'refused', message: null, field: null });
  });

  it('5xx, a 200 without our envelope and anything else are failures', () => {
    expect(readFormAnswer(502, { code: 502, result: 'upstream' })).toEqual({ kind: 'failed' });
    expect(readFormAnswer(200, '<html>')).toEqual({ kind: 'failed' });
  });
});
