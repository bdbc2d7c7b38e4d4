// The CMS legal pages become plain text for the order confirmation: structure kept as line breaks, no markup left.
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../server/backend/mail/templates/legal-text.js';

describe('htmlToText', () => {
  it('keeps paragraphs, headings, list items and table cells apart and drops tags', () => {
    const html = '<h2>§ 2 Vertrag</h2><p>Erste&nbsp;Zeile<br>zweite <a href="/de/agb">Zeile</a>.</p><ul><li>eins</li><li>zwei</li></ul><table><tr><td>A</td><td>B</td></tr></table>';
    expect(htmlToText(html)).toBe('§ 2 Vertrag\n\nErste Zeile\nzweite Zeile.\n\n• eins\n• zwei\n\nA | B');
  });

  it('decodes entities and removes scripts', () => {
    expect(htmlToText('<p>&lt;b&gt; &amp; &#252; &#xE4; &quot;</p><script>alert(1)</script>')).toBe('<b> & ü ä "');
  });
});
