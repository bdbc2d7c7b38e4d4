// The head every page starts with: language, title, description, canonical and alternates, preloads, nonces.
import { describe, expect, it } from 'vitest';
import { renderDocumentHead, renderDocumentTail, scriptStringLiteral, type DocumentHead } from '../../../server/edge/ssr/document.js';

const head: DocumentHead = {
  store: 'de',
  canonicalPath: '/men/oxfords',
  publicUrl: 'https://shop.example',
  title: 'Oxfords & Derbies',
  description: 'Rahmengenäht "seit" 1921 <b>',
  stylesheet: '/assets/index-ABC.css',
  entryScript: '/assets/entry-DEF.js',
  modulePreloads: ['/assets/chunk-1.js', '/assets/category-2.js'],
  nonce: 'n0nce+/=',
};

describe('document head', () => {
  const html = renderDocumentHead(head);

  it('declares the store view language and the viewport', () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="de-DE"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="theme-color" content="#1f2a24">');
  });

  it('escapes the title and description', () => {
    expect(html).toContain('<title>Oxfords &amp; Derbies | Kranich Schuhmanufaktur</title>');
    expect(html).toContain('<meta name="description" content="Rahmengenäht &quot;seit&quot; 1921 &lt;b&gt;">');
  });

  it('names the canonical and the three store views plus x-default', () => {
    expect(html).toContain('<link rel="canonical" href="https://shop.example/de/men/oxfords">');
    expect(html).toContain('<link rel="alternate" hreflang="en-US" href="https://shop.example/men/oxfords">');
    expect(html).toContain('<link rel="alternate" hreflang="it-IT" href="https://shop.example/it/men/oxfords">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/men/oxfords">');
  });

  it('links the stylesheet, preloads the route chunks and loads the entry, with the CSP nonce', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-ABC.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/category-2.js" nonce="n0nce+/=">');
    expect(html).toContain('<script type="module" src="/assets/entry-DEF.js" nonce="n0nce+/="></script>');
    expect(html.endsWith('</head><body><div id="app">')).toBe(true);
  });

  it('leaves nonces out without a CSP and marks pages not to index', () => {
    const plain = renderDocumentHead({ ...head, nonce: '', noindex: true });
    expect(plain).not.toContain('nonce=');
    expect(plain).toContain('<meta name="robots" content="noindex, follow">');
  });
});

describe('hydration data script', () => {
  it('cannot close its script element or break a line, and parses back to the data', () => {
    const data = { text: '</script><script>alert(1)</script>', sep: '\u2028\u2029', amp: 'a&b' };
    const literal = scriptStringLiteral(data);
    expect(literal).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(JSON.parse(literal))).toEqual(data);
  });

  it('sets window.__staticRouterHydrationData and ends the document', () => {
    const tail = renderDocumentTail({ loaderData: {} }, 'abc');
    expect(tail).toMatch(/^<script nonce="abc">window\.__staticRouterHydrationData=JSON\.parse\(".*"\);<\/script><\/body><\/html>$/);
  });
});
