// Whether a database error means "the database is not reachable just now" rather than "this request is wrong"
// (issue #15 item 4): a dropped or refused PostgreSQL connection, a server shutting down or starting, a pool that
// could not connect in time, or SQLite still locked after its busy handler's retries. Callers answer these with
// 503 and Retry-After instead of 500, and the process stays up: the pool replaces connections on the next call.

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: terminated, shutting down, starting),
 * too many connections, and a lock not had within lock_timeout (55P03: an order waiting for a long catalogue import,
 * server/db/catalogue-lock.ts, as SQLite's busy timeout does).
 */
const POSTGRES_UNAVAILABLE = /^(08\d{3}|57P0[1-4]|53300|55P03)$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/;
/** pg and pg-pool report these without a code. */
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /the database system is (shutting down|starting up)/i];

/** Seconds a client should wait before trying again (sent as Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.test(code) || SOCKET_CODES.has(code) || SQLITE_BUSY.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
