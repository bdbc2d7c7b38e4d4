// The PWA's files over real HTTP on a shop serving a fresh client build (issue 6 §1–§2): the service worker with
// its headers and its precache list (every entry answers), the manifest of every store view with icons that are
// real PNGs of the stated size, the offline page of every store view, and the page head linking it all.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesFor } from '../../../server/main.js';
import type { ClientManifest } from '../../../server/edge/ssr/manifest.js';
import { startTestShop, testConfig, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'pwa-client-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', clientDir], { stdio: 'ignore' });
  shop = await startTestShop({ ssr: pagesFor(testConfig(clientDir), clientDir) });
});

afterAll(async () => {
  await shop?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

/** The precache list and version the build wrote into the worker. */
function workerBuild(source: string): { precache: string[] } {
  const list = /\["\/assets\/[^\]]*\]/.exec(source);
  if (!list) throw new Error('no precache list in sw.js');
  return { precache: JSON.parse(list[0]) as string[] };
}

describe('/sw.js', () => {
  it('is served with no-cache, Service-Worker-Allowed: / and a JavaScript type', async () => {
    const res = await shop.fetch('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    // The worker fetches its caches' answers itself: the CSP it runs under lets it connect to the shop.
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it('precaches the entry, the stylesheet, every route chunk and the icons of this build, all of which answer', async () => {
    const source = await (await shop.fetch('/sw.js')).text();
    const { precache } = workerBuild(source);
    const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as ClientManifest;
    expect(precache).toContain(manifest.entry.file);
    expect(precache).toContain(manifest.css);
    for (const route of Object.values(manifest.routes)) expect(precache).toContain(route.file);
    expect(precache.some((url) => /\/assets\/icons\/icon-maskable-512-\w+\.png$/.test(url))).toBe(true);
    expect(precache.some((url) => /\.(br|gz|map)$/.test(url))).toBe(false);
    const statuses = await Promise.all(precache.map(async (url) => (await shop.fetch(url)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const version = (JSON.parse(readFileSync(path.join(clientDir, 'pwa.json'), 'utf8')) as { version: string }).version;
    expect(source).toContain(version);
  });
});

describe('web app manifests', () => {
  for (const [prefix, lang] of [['', 'en-US'], ['/de', 'de-DE'], ['/it', 'it-IT']] as const) {
    it(`${prefix || '/'}: served as application/manifest+json with scope, start URL, language and PNG icons of their size`, async () => {
      const res = await shop.fetch(`${prefix}/manifest.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await res.json()) as { start_url: string; scope: string; lang: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose: string }[] };
      expect(manifest).toMatchObject({ start_url: `${prefix}/`, scope: `${prefix}/`, lang, display: 'standalone', theme_color: '#1f2a24', background_color: '#f7f4ef' });
      expect(manifest.icons.map((i) => `${i.sizes}/${i.purpose}`)).toEqual(['192x192/any', '512x512/any', '512x512/maskable']);
      for (const icon of manifest.icons) {
        const png = Buffer.from(await (await shop.fetch(icon.src)).arrayBuffer());
        expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      }
    });
  }
});

describe('offline pages', () => {
  for (const [prefix, text] of [
    ['', 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.'],
    ['/de', 'Das Produkt, die Kategorie oder die Seite ist im Offline-Modus nicht verfügbar.'],
    ['/it', 'Il prodotto, la categoria o la pagina non è disponibile in modalità offline.'],
  ] as const) {
    it(`${prefix}/offline.html says the page is not available offline and goes home with the answer's nonce`, async () => {
      const res = await shop.fetch(`${prefix}/offline.html`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(text);
      expect(html).toContain(`location.replace("${prefix}/")`);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`<script nonce="${nonce}">`);
    });
  }
});

describe('page head', () => {
  it('every page links its store view’s manifest and names the theme colour', async () => {
    for (const [path, manifest] of [['/', '/manifest.webmanifest'], ['/de/', '/de/manifest.webmanifest'], ['/it/men', '/it/manifest.webmanifest']]) {
      const html = await (await shop.fetch(path)).text();
      expect(html).toContain(`<link rel="manifest" href="${manifest}">`);
      expect(html).toContain('<meta name="theme-color" content="#1f2a24">');
    }
  });
});
