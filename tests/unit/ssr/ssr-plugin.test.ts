// The SSR plugin in a small Fastify app over a fake catalogue (the edge's security headers give the CSP nonce):
// status codes decided before the shell (200, 301, 404), the head, streaming and crawlers, the HTML cache, assets.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { registerSecurityHeaders } from '../../../server/edge/security.js';
import type { ClientManifest } from '../../../server/edge/ssr/manifest.js';
import { ssrPlugin } from '../../../server/edge/ssr/ssr-plugin.js';
import { createFakeCatalog } from './fake-catalog.js';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let clientDir: string;
let app: FastifyInstance;
/** Listings answer after 30 ms, so deferred carousels are still pending when the shell renders (tests may change it). */
const catalogOptions = { listDelayMs: 30 };
const catalog = createFakeCatalog(catalogOptions);

async function writeClientDir(dir: string): Promise<void> {
  const manifest: ClientManifest = {
    version: '9.9.9',
    buildDate: '2026-11-01T00:00:00.000Z',
    entry: { file: '/assets/entry-AAA.js', imports: ['/assets/chunk-RR.js'] },
    css: '/assets/index-CSS.css',
    routes: { 'client/routes/category.tsx': { file: '/assets/category-CAT.js', imports: ['/assets/chunk-RR.js', '/assets/chunk-CARD.js'] } },
  };
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const js = 'export const x = 1;'.repeat(20);
  await writeFile(path.join(dir, 'assets', 'entry-AAA.js'), js);
  await writeFile(path.join(dir, 'assets', 'entry-AAA.js.br'), brotliCompressSync(js));
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'ssr-plugin-'));
  await writeClientDir(clientDir);
  const config = loadConfig({ PUBLIC_URL: 'https://shop.example' });
  app = Fastify();
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  app.get('/api/catalog/ping', async () => ({ code: 200, result: 'pong' }));
  await ssrPlugin(app, { catalog, config, clientDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The page from the HTML cache: it is compressed and stored after its first answer went out, so ask a few times. */
async function getOnceKept(url: string, headers: Record<string, string> = {}) {
  let answer = await get(url, headers);
  for (let tries = 0; answer.headers['x-cache'] !== 'HIT' && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await get(url, headers);
  }
  return answer;
}

describe('pages', () => {
  it('renders the home page with the store view language, head and hydration data', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US">/);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/">');
    expect(html).toContain('<link rel="alternate" hreflang="de-DE" href="https://shop.example/de/">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-CSS.css">');
    expect(html).toContain('The new Budapesters');
    // The hydration data, then the script that starts the client, end the document (document.ts says why).
    const data = /<script type="application\/json" id="hydration-data">(.*?)<\/script><script nonce="[^"]+">[^<]*<\/script><\/body><\/html>$/.exec(html.trimEnd())![1];
    expect(JSON.parse(data).loaderData.root.store).toBe('main');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it('puts the CSP nonce of the answer on every executable script; the starter preloads the route chunks with it', async () => {
    const res = await get('/c/men');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    // The hydration data is a JSON data block: never executed, so no nonce.
    const scripts = res.body.match(/<script(?! type="application\/json")[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The client starter (a nonced script) adds the preloads with its own nonce after the first frame.
    const starter = /<script[^>]*>(\(function\(d,e,u\)[\s\S]*?)<\/script>/.exec(res.body)![1];
    expect(starter).toContain('"/assets/category-CAT.js"');
    expect(starter).toContain('"/assets/chunk-CARD.js"');
  });

  it('renders a category by slug with its products, sanitised description and canonical url_path', async () => {
    const res = await get('/de/c/men');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="de-DE">/);
    expect(res.body).toContain('Kranich Derby');
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example/de/men">');
    expect(res.body).toContain('All our Men.');
    expect(res.body).not.toContain('alert(1)');
  });

  it('resolves an unmatched path through the URL mapping', async () => {
    const res = await get('/men/oxfords');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="page-heading">Oxfords</h1>');
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const res = await get('/it/nowhere/at/all');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="it-IT">/);
    expect(res.body).toContain('data-page="page-not-found"');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('answers /error, a disabled product and a category below the root with 404', async () => {
    expect((await get('/error')).statusCode).toBe(404);
    expect((await get('/p/KR-OLD-3/retired-loafer')).statusCode).toBe(404);
    expect((await get('/root-catalog')).statusCode).toBe(404);
    expect((await get('/c/nothing')).statusCode).toBe(404);
  });

  it('redirects a configurable child permanently to its parent (spec 01 §2)', async () => {
    const res = await get('/p/KR-OX-1-42/oxford-42');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/p/KR-OX-1/kranich-oxford/KR-OX-1-42');
    const german = await get('/de/p/KR-OX-1-42/oxford-42/KR-OX-1-42');
    expect(german.statusCode).toBe(301);
    expect(german.headers.location).toBe('/de/p/KR-OX-1/kranich-oxford/KR-OX-1-42');
  });

  it('renders the product page with its sizes, the chosen one marked', async () => {
    const res = await get('/p/KR-OX-1/kranich-oxford/KR-OX-1-42');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-route-name="configurable-product"');
    expect(res.body).toMatch(/<a class="option-chip option-chip--selected"[^>]*aria-current="true"[^>]*>42<\/a>/);
    expect(res.body).toContain('option-chip--unavailable');
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example/p/KR-OX-1/kranich-oxford/KR-OX-1">');
  });

  it('shows the placeholder screens in their layouts', async () => {
    const checkout = await get('/de/checkout');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('screen--checkout');
    const loading = await get('/loading?r=success');
    expect(loading.statusCode).toBe(200);
    expect(loading.body).toContain('screen--loading');
  });

  it('answers HEAD with the status only', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/nowhere' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
    const redirect = await app.inject({ method: 'HEAD', url: '/p/KR-OX-1-42/x' });
    expect(redirect.statusCode).toBe(301);
  });

  it('leaves API, image and health paths to the rest of the edge', async () => {
    expect((await get('/api/catalog/ping')).json()).toEqual({ code: 200, result: 'pong' });
    expect((await get('/api/unknown')).statusCode).toBe(404);
    expect((await get('/api/unknown')).body).not.toContain('<!DOCTYPE html>');
    expect((await get('/healthz')).body).not.toContain('<!DOCTYPE html>');
  });
});

describe('streaming', () => {
  it('people get the shell first: deferred carousels arrive as React completions after it', async () => {
    const res = await get('/pwa.html');
    const html = res.body;
    const shellEnd = html.indexOf('</div><div hidden id="S:');
    expect(shellEnd).toBeGreaterThan(0);
    expect(html.indexOf('Oxfords for you')).toBeGreaterThan(shellEnd);
    expect(html).toContain('"__deferred":"resolved"');
  });

  it('crawlers get the complete page in one piece', async () => {
    // Its own URL: once cached, crawlers and people get the same stored page.
    const res = await get('/pwa.html?for=crawler', { 'user-agent': GOOGLEBOT });
    expect(res.body).not.toContain('<div hidden id="S:');
    expect(res.body).toContain('Oxfords for you');
  });

  it('a page whose deferred values are ready renders them in place: the HTML crawlers get', async () => {
    catalogOptions.listDelayMs = 0;
    try {
      const people = await get('/pwa.html?ready=people');
      const crawler = await get('/pwa.html?ready=crawler', { 'user-agent': GOOGLEBOT });
      expect(people.body).not.toContain('<div hidden id="S:');
      expect(people.body).toContain('Oxfords for you');
      // Apart from the nonce and the query (each its own URL, so that the HTML cache does not answer the second).
      const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/ready=(people|crawler)/g, 'ready=');
      expect(comparable(people.body)).toBe(comparable(crawler.body));
    } finally {
      catalogOptions.listDelayMs = 30;
    }
  });

  it('compresses the stream as the browser asks', async () => {
    const br = await get('/nowhere', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('data-page="page-not-found"');
    const gz = await get('/nowhere', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('</body></html>');
  });
});

describe('HTML cache', () => {
  it('serves a shareable page from the cache with the nonce it was rendered with', async () => {
    const first = await get('/agb?utm_source=newsletter');
    expect(first.statusCode).toBe(200);
    const second = await getOnceKept('/agb', { 'accept-encoding': 'br' });
    expect(second.headers['x-cache']).toBe('HIT');
    const calls = catalog.calls.length;
    await get('/agb');
    expect(catalog.calls.length).toBe(calls);
    const html = brotliDecompressSync(second.rawPayload).toString();
    expect(html).toContain('<h1 class="page-heading">Terms and conditions</h1>');
    const nonce = /'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))![1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('does not keep a page whose later parts React placed by script; the next one, rendered in place, is kept', async () => {
    const url = '/pwa.html?kept=after-stream';
    const streamed = await get(url);
    expect(streamed.body).toContain('<div hidden id="S:');
    // Time for the page to be compressed and stored, were it kept.
    await new Promise((resolve) => setTimeout(resolve, 200));
    catalogOptions.listDelayMs = 0;
    try {
      const inPlace = await get(url);
      expect(inPlace.headers['x-cache']).toBeUndefined();
      expect(inPlace.body).not.toContain('<div hidden id="S:');
      const kept = await getOnceKept(url, { 'user-agent': GOOGLEBOT });
      expect(kept.headers['x-cache']).toBe('HIT');
      expect(kept.body).not.toContain('<div hidden id="S:');
      expect(kept.body).toContain('Oxfords for you');
    } finally {
      catalogOptions.listDelayMs = 30;
    }
  });

  it('never caches a 404 or a page that is not shareable', async () => {
    await get('/nowhere-else');
    expect((await get('/nowhere-else')).headers['x-cache']).toBeUndefined();
    await get('/contact');
    expect((await get('/contact')).headers['x-cache']).toBeUndefined();
  });
});

describe('assets', () => {
  it('serves the precompressed file, immutable, varying by encoding', async () => {
    const res = await get('/assets/entry-AAA.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('export const x');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });
});
