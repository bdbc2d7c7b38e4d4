// DESIGN §2: shareable pages are kept compressed, keyed by store view (the path's prefix), path and normalised query.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, pageBody, edgeCacheHtmlStore, htmlCacheKey, MAX_CACHE_KEY_LENGTH, privateHtmlStore } from '../../../server/edge/ssr/html-cache.js';
import { COMPRESS_WHOLE_ON_EVENT_LOOP, compressWhole, pickEncoding } from '../../../server/edge/ssr/encoding.js';

const url = (path: string) => new URL(`https://shop.example${path}`);

describe('HTML cache key', () => {
  it('keeps the store prefix and sorts the query', () => {
    expect(htmlCacheKey(url('/de/men?sort=final_price:asc&color=2'))).toBe('/de/men?color=2&sort=final_price%3Aasc');
    expect(htmlCacheKey(url('/de/men?color=2&sort=final_price:asc'))).toBe(htmlCacheKey(url('/de/men?sort=final_price:asc&color=2')));
    expect(htmlCacheKey(url('/men'))).not.toBe(htmlCacheKey(url('/de/men')));
  });

  it('ignores tracking parameters', () => {
    expect(htmlCacheKey(url('/men?utm_source=news&gclid=1&fbclid=2'))).toBe('/men');
  });

  it('does not keep pages of overlong URLs', () => {
    expect(htmlCacheKey(url(`/men?q=${'x'.repeat(MAX_CACHE_KEY_LENGTH)}`))).toBeNull();
  });
});

describe('cached page', () => {
  it('holds brotli and gzip versions of the same HTML, and not the HTML itself (issue #13: one representation)', async () => {
    const html = Buffer.from('<!DOCTYPE html><p>Oxfords</p>'.repeat(50));
    const page = await compressPage(html, 'nonce');
    expect(brotliDecompressSync(page.bodies.br).equals(html)).toBe(true);
    expect(gunzipSync(page.bodies.gzip).equals(html)).toBe(true);
    expect(Object.keys(page.bodies).sort()).toEqual(['br', 'gzip']);
    expect(pageBody(page, 'identity').equals(html)).toBe(true);
    expect(page.bodies.br.length).toBeLessThan(html.length / 5);
  });

  it('the private store keeps pages for their TTL, and nothing with TTL 0', async () => {
    const page = await compressPage(Buffer.from('x'), '');
    const store = privateHtmlStore(30);
    store.set('/men', page, []);
    expect(store.peek('/men')).toBe(page);
    const off = privateHtmlStore(0);
    off.set('/men', page, []);
    expect(off.peek('/men')).toBeUndefined();
  });

  it('says whether it keeps pages at all, so a page is not compressed for nothing with TTL 0', () => {
    const edge = { peek: () => undefined, set: () => undefined };
    expect(edgeCacheHtmlStore(edge, 30).keepsPages).toBe(true);
    expect(edgeCacheHtmlStore(edge, 0).keepsPages).toBe(false);
    expect(privateHtmlStore(30).keepsPages).toBe(true);
    expect(privateHtmlStore(0).keepsPages).toBe(false);
  });
});

describe('content negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
  ])('Accept-Encoding %s → %s', (header, expected) => expect(pickEncoding(header)).toBe(expected));
});

describe('a whole page compressed for sending', () => {
  const html = Buffer.from(`<!DOCTYPE html><html><body>${'<a href="/men" data-discover="true">Men</a>'.repeat(500)}</body></html>`);
  const unpack = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each(['br', 'gzip'] as const)('%s: the same bytes on the event loop (cluster workers) and in the thread pool', async (encoding) => {
    const onLoop = await compressWhole(html, encoding, true);
    const inPool = await compressWhole(html, encoding, false);
    expect(unpack[encoding](onLoop).equals(html)).toBe(true);
    expect(onLoop.equals(inPool)).toBe(true);
  });

  it('is compressed on the event loop only in a cluster worker', () => expect(COMPRESS_WHOLE_ON_EVENT_LOOP).toBe(false));
});
