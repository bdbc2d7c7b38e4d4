// The order confirmation must carry the terms and the withdrawal policy in text form (German law: § 312f BGB,
// Art. 246a EGBGB). They come from the CMS pages 'agb' and 'widerruf' as HTML; the mail shows them as plain text,
// so no markup from the CMS reaches the mail unescaped.

export interface LegalText {
  title: string;
  /** The CMS page's HTML content. */
  html: string;
}

export interface LegalTexts {
  /** CMS page 'agb'; null when the store has none (the mail then links to the page). */
  terms: LegalText | null;
  /** CMS page 'widerruf'. */
  withdrawal: LegalText | null;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Block elements become line breaks, list items bullets, table cells ' | '; every other tag is dropped. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(td|th)>\s*<(td|th)[^>]*>/gi, ' | ')
    .replace(/<\/(p|h[1-6]|ul|ol|table|tr|div|section)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
