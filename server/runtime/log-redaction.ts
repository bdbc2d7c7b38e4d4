// What a log line may say (one rule for every line, every field and every logger of the edge and the backend,
// applied by logger.ts): secrets and personal data never in clear, and nothing longer than a log line needs.
// - A value whose name says it is a secret (token, password, undo or confirm code, cart id, e-mail, key …) is
//   replaced by a mark, as a query parameter of a URL in any text and as a field of a logged object.
// - E-mail addresses anywhere in any text (plain or %40-encoded) are masked.
// - A text or URL longer than MAX_LOGGED_URL_CHARS is cut and says how long it was, so a 16 KB probe of a 404
//   cannot fill the disk.

/** Query parameters whose values never reach a log (compared in lower case), besides SECRET_NAME's. */
export const REDACTED_PARAMETERS: ReadonlySet<string> = new Set(['token', 'cartid', 'email', 'refreshtoken', 'resettoken', 'key', 'confirm', 'undoemailchange']);
/** A name (parameter or field) that carries a secret or an address whatever its exact spelling. */
const SECRET_NAME = /token|secret|passw|pwd|confirm|undo|cartid|e-?mail|authorization|cookie|signature|apikey|api_key/i;
export const REDACTED_MARK = '[redacted]';
/** Longest URL or text a log line carries; the rest is replaced by a count of what was cut. */
export const MAX_LOGGED_URL_CHARS = 512;
/** An error's stack may be longer than a message, but not unbounded either. */
const MAX_LOGGED_STACK_CHARS = 4096;
/** How deep a logged object is walked; deeper values are replaced by a mark. */
const MAX_DEPTH = 6;

/** An e-mail address anywhere in a value (e.g. `?q=someone@example.com` or a path segment). */
const EMAIL_PATTERN = /[^\s/?&=@<>"',;:()[\]]+@[^\s/?&=@<>"',;:()[\]]+\.[^\s/?&=@<>"',;:()[\]]+/g;
const ENCODED_EMAIL_PATTERN = /[^\s/?&=%]+(?:%40|@)[^\s/?&=%]+\.[^\s/?&=%]+/gi;
/** `name=value` pairs of a query string inside any text. */
const QUERY_PAIR = /([?&;])([^=&\s?#]+)=([^&\s#"']*)/g;

export function isSecretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // a malformed escape keeps its raw name
  }
  return REDACTED_PARAMETERS.has(decoded.toLowerCase()) || SECRET_NAME.test(decoded);
}

function redactParameter(pair: string): string {
  const equals = pair.indexOf('=');
  const name = equals === -1 ? pair : pair.slice(0, equals);
  if (equals !== -1 && isSecretName(name)) return `${name}=${REDACTED_MARK}`;
  return pair.replace(ENCODED_EMAIL_PATTERN, REDACTED_MARK);
}

/** The URL as a log may show it: secrets in the query redacted, e-mail addresses masked, the length bounded. */
export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const bounded = url.length > MAX_LOGGED_URL_CHARS * 4 ? url.slice(0, MAX_LOGGED_URL_CHARS * 4) : url;
  const question = bounded.indexOf('?');
  const path = (question === -1 ? bounded : bounded.slice(0, question)).replace(EMAIL_PATTERN, REDACTED_MARK);
  const query = question === -1 ? '' : `?${bounded.slice(question + 1).split('&').map(redactParameter).join('&')}`;
  return truncate(path + query, url.length, MAX_LOGGED_URL_CHARS);
}

/** Any text of a log line (a message, a field): secret query values and e-mail addresses masked, length bounded. */
export function redactText(text: string, max = MAX_LOGGED_URL_CHARS): string {
  const bounded = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const masked = bounded
    .replace(QUERY_PAIR, (pair, separator: string, name: string) => (isSecretName(name) ? `${separator}${name}=${REDACTED_MARK}` : pair))
    .replace(ENCODED_EMAIL_PATTERN, REDACTED_MARK)
    .replace(EMAIL_PATTERN, REDACTED_MARK);
  return truncate(masked, text.length, max);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A logged object's fields under the rule: secret-named fields masked, every text redacted, walked to a bounded
 * depth. Objects that are not plain data (a request, an Error) are left to their serializers, which apply the
 * same rule (logger.ts).
 */
export function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return depth >= MAX_DEPTH ? REDACTED_MARK : value.map((item) => redactFields(item, depth + 1));
  if (!isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return REDACTED_MARK;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    out[name] = isSecretName(name) && (typeof field === 'string' || isPlainObject(field) || Array.isArray(field)) ? REDACTED_MARK : redactFields(field, depth + 1);
  }
  return out;
}

/** An error as logged: its message and stack redacted like any text, its own fields like any object. */
export function redactError(serialized: Record<string, unknown>): Record<string, unknown> {
  const out = redactFields({ ...serialized, message: undefined, stack: undefined }) as Record<string, unknown>;
  if (typeof serialized.message === 'string') out.message = redactText(serialized.message);
  if (typeof serialized.stack === 'string') out.stack = redactText(serialized.stack, MAX_LOGGED_STACK_CHARS);
  return out;
}

function truncate(text: string, originalLength: number, max: number): string {
  const wasCut = originalLength > max * 4;
  if (text.length <= max && !wasCut) return text;
  return `${text.slice(0, max)}…(${originalLength} chars)`;
}
