// What a log line may say about a request's URL (issue #13, items 8 and 13): secrets and personal data in the query
// (access tokens, cart ids, e-mail addresses) are replaced by a mark, and a path longer than a log line needs is cut,
// so a 16 KB probe of a 404 cannot fill the disk. Used by every logger of the edge and the backend (logger.ts).

/** Query parameters whose values never reach a log (compared in lower case). */
export const REDACTED_PARAMETERS: ReadonlySet<string> = new Set(['token', 'cartid', 'email', 'refreshtoken', 'resettoken', 'key']);
export const REDACTED_MARK = '[redacted]';
/** Longest URL a log line carries; the rest is replaced by a count of what was cut. */
export const MAX_LOGGED_URL_CHARS = 512;

/** An e-mail address anywhere in a value (e.g. `?q=someone@example.com` or a path segment). */
const EMAIL_PATTERN = /[^\s/?&=@]+@[^\s/?&=@]+\.[^\s/?&=@]+/g;
const ENCODED_EMAIL_PATTERN = /[^\s/?&=%]+(?:%40|@)[^\s/?&=%]+\.[^\s/?&=%]+/gi;

function redactParameter(pair: string): string {
  const equals = pair.indexOf('=');
  const name = equals === -1 ? pair : pair.slice(0, equals);
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // a malformed escape keeps its raw name
  }
  if (equals !== -1 && REDACTED_PARAMETERS.has(decoded.toLowerCase())) return `${name}=${REDACTED_MARK}`;
  return pair.replace(ENCODED_EMAIL_PATTERN, REDACTED_MARK);
}

/** The URL as a log may show it: secrets in the query redacted, e-mail addresses masked, the length bounded. */
export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const bounded = url.length > MAX_LOGGED_URL_CHARS * 4 ? url.slice(0, MAX_LOGGED_URL_CHARS * 4) : url;
  const question = bounded.indexOf('?');
  const path = (question === -1 ? bounded : bounded.slice(0, question)).replace(EMAIL_PATTERN, REDACTED_MARK);
  const query = question === -1 ? '' : `?${bounded.slice(question + 1).split('&').map(redactParameter).join('&')}`;
  return truncate(path + query, url.length);
}

function truncate(text: string, originalLength: number): string {
  const wasCut = originalLength > MAX_LOGGED_URL_CHARS * 4;
  if (text.length <= MAX_LOGGED_URL_CHARS && !wasCut) return text;
  return `${text.slice(0, MAX_LOGGED_URL_CHARS)}…(${originalLength} chars)`;
}
