// CMS HTML (pages, blocks, category and product descriptions) comes from an editor, not from us: before it is
// rendered it is rebuilt from an allow-list of tags and attributes. Every tag is re-emitted from what we
// parsed (never copied), text is escaped, script-bearing elements are dropped with their content, links may
// only use http(s), mailto, tel or relative URLs, and tags are balanced so the content cannot close our markup.

export type SanitizeProfile = 'rich' | 'simple';

const RICH_TAGS = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'div',
  'section', 'article', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'blockquote',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'address', 'sup', 'sub', 'code', 'pre', 'picture', 'source',
]);
/** Opening hours and similar short blocks: text formatting only, no attributes. */
const SIMPLE_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'span', 'small', 'ul', 'ol', 'li']);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'source']);
/** Elements whose content is code or foreign markup: dropped whole. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'head', 'title', 'xmp', 'noembed', 'noframes']);

const ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['class', 'id', 'title', 'lang'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'srcset', 'sizes'],
  source: ['srcset', 'type', 'media', 'sizes'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SRCSET_ATTRIBUTES = new Set(['srcset']);
const SAFE_SCHEMES = /^(https?|mailto|tel):/i;
const MAX_DEPTH = 64;

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>|<[!?/][^>]*>?/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&(?!(#\d+|#x[0-9a-f]+|[a-z]+);)/gi, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Decodes numeric and a few named entities so that 'java&#115;cript:' is seen for what it is. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

export function isSafeUrl(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (url.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return !scheme || SAFE_SCHEMES.test(url);
}

function sanitizeAttributes(tag: string, raw: string): string {
  const allowed = [...(ATTRIBUTES['*'] ?? []), ...(ATTRIBUTES[tag] ?? [])];
  let out = '';
  let blankTarget = false;
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!allowed.includes(name) || name === 'rel') continue;
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    if (SRCSET_ATTRIBUTES.has(name) && !value.split(',').every((part) => isSafeUrl(part.trim().split(/\s+/)[0] ?? ''))) continue;
    if (name === 'target') blankTarget = value === '_blank';
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  // A link opening a new tab must not hand the opener to the other site.
  if (tag === 'a' && blankTarget) out += ' rel="noopener noreferrer"';
  return out;
}

/**
 * Sanitised HTML of recent inputs: a server render sanitises the same descriptions, size guide and opening hours
 * (strings from the cached catalogue) page after page. Bounded in entries and in the characters it keeps (input
 * and output), so that long descriptions cannot add up to more than RECENT_MAX_CHARS per profile (issue #13).
 */
const recent: Record<SanitizeProfile, Map<string, string>> = { rich: new Map(), simple: new Map() };
const recentChars: Record<SanitizeProfile, number> = { rich: 0, simple: 0 };
const RECENT_MAX_ENTRIES = 256;
const RECENT_MAX_INPUT_LENGTH = 32 * 1024;
export const RECENT_MAX_CHARS = 1024 * 1024;

/** Characters the memo of a profile keeps now (for tests). */
export function recentSanitizedChars(profile: SanitizeProfile): number {
  return recentChars[profile];
}

/** Returns HTML that holds only allowed tags and attributes, balanced, with every text escaped. */
export function sanitizeHtml(input: string, profile: SanitizeProfile = 'rich'): string {
  if (input.length > RECENT_MAX_INPUT_LENGTH) return sanitize(input, profile);
  const kept = recent[profile];
  let html = kept.get(input);
  if (html === undefined) {
    html = sanitize(input, profile);
    recentChars[profile] += input.length + html.length;
    kept.set(input, html);
    // The oldest entries go first (a Map keeps insertion order).
    while (kept.size > RECENT_MAX_ENTRIES || recentChars[profile] > RECENT_MAX_CHARS) {
      const [oldInput, oldHtml] = kept.entries().next().value as [string, string];
      kept.delete(oldInput);
      recentChars[profile] -= oldInput.length + oldHtml.length;
    }
  }
  return html;
}

function sanitize(input: string, profile: SanitizeProfile): string {
  const tags = profile === 'rich' ? RICH_TAGS : SIMPLE_TAGS;
  const open: string[] = [];
  let out = '';
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(input); match; match = TOKEN.exec(input)) {
    out += escapeText(input.slice(last, match.index));
    last = TOKEN.lastIndex;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction or broken tag
    const closing = match[1] === '/';
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(input);
      last = found ? end.lastIndex : input.length;
      TOKEN.lastIndex = last;
      continue;
    }
    if (!tags.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else if (VOID_TAGS.has(name)) {
      out += `<${name}${profile === 'rich' ? sanitizeAttributes(name, match[3] ?? '') : ''}>`;
    } else if (open.length < MAX_DEPTH) {
      out += `<${name}${profile === 'rich' ? sanitizeAttributes(name, match[3] ?? '') : ''}>`;
      open.push(name);
    }
  }
  out += escapeText(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The text of some HTML, whitespace collapsed and cut at `max` characters: for meta descriptions. */
export function htmlToPlainText(html: string | undefined, max = 160): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
