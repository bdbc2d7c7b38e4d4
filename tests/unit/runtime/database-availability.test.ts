// Issue #15 item 4: which database errors mean "away for now" (503 with Retry-After) rather than a fault (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/availability.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows PostgreSQL connection loss, shutdown, start-up and too many connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08003', '53300']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it('knows refused and reset sockets and pg\'s own messages, also as a cause', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('knows SQLite still busy after its retries', () => {
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
  });

  it('knows a lock not had within lock_timeout (an order waiting for a long catalogue import)', () => {
    expect(isDatabaseUnavailable(withCode('55P03'))).toBe(true);
  });

  it('leaves real faults alone: constraint violations, syntax errors, plain bugs', () => {
    for (const error of [withCode('23505'), withCode('42601'), withCode('SQLITE_CONSTRAINT_UNIQUE'), new TypeError('x is undefined'), null, 'text']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
