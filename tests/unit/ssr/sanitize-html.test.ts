// CMS HTML is rebuilt from an allow-list before it is rendered: no script, no handlers, no javascript: links.
import { describe, expect, it } from 'vitest';
import { htmlToPlainText, isSafeUrl, RECENT_MAX_CHARS, recentSanitizedChars, sanitizeHtml } from '../../../client/api/sanitize-html.js';

describe('sanitizeHtml (rich: CMS pages and descriptions)', () => {
  it('keeps content markup, links and pictures', () => {
    const html = '<h2 class="lead">Care</h2><p>Use <a href="/c/care" title="Care">our <strong>polish</strong></a>.</p><img src="/img/a.png" alt="A" width="10">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, style and iframe with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="//x">y</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<p>a<SCRIPT >alert(1)</script >b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a</p><script>never closed')).toBe('<p>a</p>');
  });

  it('drops event handlers, style attributes and unsafe URLs', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#115;cript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });

  it('keeps text of unknown tags, escapes stray brackets and removes comments', () => {
    expect(sanitizeHtml('<font color="red">Sale</font> 3 < 5 > 2<!-- note -->')).toBe('Sale 3 &lt; 5 &gt; 2');
  });

  it('balances tags so content cannot close the page around it', () => {
    expect(sanitizeHtml('</div></main><p>x')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div><p>a</div>b')).toBe('<div><p>a</p></div>b');
  });

  it('keeps links that open a new tab from reaching back', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('escapes attribute values it keeps', () => {
    expect(sanitizeHtml(`<img alt='a "quoted" <b>' src="/x.png">`)).toBe('<img alt="a &quot;quoted&quot; &lt;b&gt;" src="/x.png">');
  });
});

describe('sanitizeHtml (simple: opening hours)', () => {
  it('allows only simple formatting and no attributes', () => {
    expect(sanitizeHtml('<p class="x"><strong>Mo–Fr</strong> 9–18<br><a href="/x">link</a><img src=x onerror=alert(1)></p>', 'simple')).toBe('<p><strong>Mo–Fr</strong> 9–18<br>link</p>');
  });
});

describe('isSafeUrl', () => {
  it.each(['/c/men', 'men', '#top', 'https://example.com', 'mailto:a@b.c', 'tel:+49'])('%s is safe', (url) => expect(isSafeUrl(url)).toBe(true));
  it.each(['javascript:x', 'vbscript:x', 'data:text/html,x', '//evil.example'])('%s is not', (url) => expect(isSafeUrl(url)).toBe(false));
});

describe('htmlToPlainText (meta descriptions)', () => {
  it('keeps the words, drops the tags and cuts long text', () => {
    expect(htmlToPlainText('<p>Goodyear-welted&nbsp;<b>calf</b>\n leather.</p>')).toBe('Goodyear-welted calf leather.');
    expect(htmlToPlainText('word '.repeat(60), 20)).toBe('word word word word…');
    expect(htmlToPlainText(undefined)).toBe('');
  });
});

describe('recent inputs', () => {
  it('answers a repeated input with the same sanitised HTML, per profile', () => {
    const input = '<p onclick="x()">Hand-<b>sewn</b><script>alert(1)</script></p>';
    expect(sanitizeHtml(input)).toBe('<p>Hand-<b>sewn</b></p>');
    expect(sanitizeHtml(input)).toBe('<p>Hand-<b>sewn</b></p>');
    expect(sanitizeHtml(input, 'simple')).toBe('<p>Hand-<b>sewn</b></p>');
    const many = Array.from({ length: 300 }, (_, i) => `<em>${i}</em><iframe src="x"></iframe>`);
    for (const html of many) sanitizeHtml(html);
    expect(many.map((html) => sanitizeHtml(html))).toEqual(many.map((_, i) => `<em>${i}</em>`));
  });
});

describe('the memo of recent inputs (issue #13: every memo bounded by size)', () => {
  it('keeps at most RECENT_MAX_CHARS characters however many long descriptions pass', () => {
    for (let i = 0; i < 200; i++) sanitizeHtml(`<p>${i} ${'Goodyear-welted calfskin. '.repeat(1200)}</p>`);
    expect(recentSanitizedChars('rich')).toBeLessThanOrEqual(RECENT_MAX_CHARS);
    expect(recentSanitizedChars('rich')).toBeGreaterThan(RECENT_MAX_CHARS / 2);
  });
});
