// Canonical and hreflang links come from the one store-view registry (STYLE "Domain code").
import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalUrl, documentTitle, hreflangLinks, htmlLang, robotsContent } from '../../../shared/routing/page-head.js';

describe('page head', () => {
  it('canonical: public origin, store prefix, no query, no trailing slash', () => {
    expect(canonicalUrl('https://shop.example/', 'de', '/men/oxfords/?sort=x')).toBe('https://shop.example/de/men/oxfords');
    expect(canonicalUrl('https://shop.example', 'main', '/')).toBe('https://shop.example/');
    expect(canonicalPath('it', '/')).toBe('/it/');
  });

  it('hreflang: the same page in every store view by locale, plus x-default on the main store', () => {
    expect(hreflangLinks('https://shop.example', '/c/men')).toEqual([
      { hreflang: 'en-US', href: 'https://shop.example/c/men' },
      { hreflang: 'de-DE', href: 'https://shop.example/de/c/men' },
      { hreflang: 'it-IT', href: 'https://shop.example/it/c/men' },
      { hreflang: 'x-default', href: 'https://shop.example/c/men' },
    ]);
  });

  it('<html lang> is the store view locale', () => {
    expect(htmlLang('main')).toBe('en-US');
    expect(htmlLang('de')).toBe('de-DE');
    expect(htmlLang('it')).toBe('it-IT');
  });

  it('titles end with the shop name once', () => {
    expect(documentTitle('Oxfords')).toBe('Oxfords | Kranich Schuhmanufaktur');
    expect(documentTitle('  ')).toBe('Kranich Schuhmanufaktur');
    expect(documentTitle('Kranich Schuhmanufaktur')).toBe('Kranich Schuhmanufaktur');
    expect(documentTitle('Men | Kranich Schuhmanufaktur')).toBe('Men | Kranich Schuhmanufaktur');
  });

  it('not-found pages ask not to be indexed', () => {
    expect(robotsContent({ noindex: true })).toBe('noindex, follow');
    expect(robotsContent({})).toBe('index, follow');
  });
});
