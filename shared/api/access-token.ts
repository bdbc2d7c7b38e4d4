// The shopper's access token travels in the Authorization header (issue #13 item 8): a URL lands in access logs,
// proxies and browser history, a header does not. `?token=` stays accepted for the vue-storefront-api contract
// (spec 02 §6), but the shop's own client never puts the token in a URL.

/**
 * What a token may hold: visible ASCII (the backends issue hex/base64url). Anything else could not travel on in a
 * header, so it is refused at the door (a 400), not at the upstream call (a 502).
 */
export const ACCESS_TOKEN_PATTERN = '^[\\x21-\\x7e]*$';
const TOKEN_CHARACTERS = new RegExp(ACCESS_TOKEN_PATTERN);

/** Headers carrying the access token, or none for a guest. */
export function authorizationHeader(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The token of an `Authorization: Bearer …` header; null when there is none (or another scheme, or no token). */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(value ?? '');
  return match ? match[1] : null;
}

/**
 * The one token of a call that may carry it in the header and in the query string: null for a guest, the token
 * when either carries it (or both carry the same), and 'conflict' when they name different tokens.
 */
export function requestToken(header: string | string[] | undefined, queryToken: unknown): string | null | 'conflict' | 'malformed' {
  const fromHeader = bearerToken(header);
  const fromQuery = typeof queryToken === 'string' && queryToken !== '' ? queryToken : null;
  if (fromHeader && fromQuery && fromHeader !== fromQuery) return 'conflict';
  const token = fromHeader ?? fromQuery;
  return token !== null && !TOKEN_CHARACTERS.test(token) ? 'malformed' : token;
}
