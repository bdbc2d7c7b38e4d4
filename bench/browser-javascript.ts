// The JavaScript a first visit really downloads, measured in a browser (Playwright driving Debian's Chromium): every
// script response of the page, from an empty cache until the network is idle and 3 s more have passed — so what
// loads after hydration counts too (the cookie notice every first visit shows, texts, anything started by a timer),
// not only the module scripts and preloads the HTML names (harness.ts pageJavaScriptGzipBytes).
// The service worker is blocked: its install precaches the whole build in the background, which is the offline
// support's cost, not the page's.
//   npx tsx bench/browser-javascript.ts [baseUrl] [path …]     (default http://127.0.0.1:3000 and / /men)
import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export const SETTLE_MS = 3000;

export interface ScriptDownload {
  url: string;
  /** Content-Encoding as sent ('gzip' with the Accept-Encoding this measurement asks for). */
  encoding: string;
  /** Body bytes on the wire, as sent. */
  transferBytes: number;
  /** The decoded body gzipped at level 9, comparable with the HTML-based figure. */
  gzipBytes: number;
}

export interface BrowserJavaScript {
  path: string;
  files: ScriptDownload[];
  transferBytes: number;
  gzipBytes: number;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** One first visit of `path` in a fresh context (empty cache, no storage, no service worker). */
export async function browserJavaScript(browser: Browser, baseUrl: string, path: string): Promise<BrowserJavaScript> {
  // Gzip, as the HTML-based figure counts it (the shop would send brotli to a browser that asks for it).
  const context = await browser.newContext({ serviceWorkers: 'block', extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pending: Promise<ScriptDownload | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [body, sizes, headers] = await Promise.all([response.body(), response.request().sizes(), response.allHeaders()]);
        return { url: response.url().replace(baseUrl, ''), encoding: headers['content-encoding'] ?? 'identity', transferBytes: sizes.responseBodySize, gzipBytes: gzipSync(body, { level: 9 }).length };
      })().catch(() => null),
    );
  });
  try {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((file): file is ScriptDownload => file !== null);
    return { path, files, transferBytes: files.reduce((sum, f) => sum + f.transferBytes, 0), gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
  const browser = await launchChromium();
  try {
    for (const path of paths.length ? paths : ['/', '/men']) {
      const result = await browserJavaScript(browser, baseUrl, path);
      console.log(`${path}: ${(result.transferBytes / 1024).toFixed(1)} KB as sent, ${(result.gzipBytes / 1024).toFixed(1)} KB (${result.gzipBytes} bytes) gzip -9, ${result.files.length} files`);
      if (process.env.VERBOSE) for (const file of result.files) console.log(`  ${String(file.transferBytes).padStart(7)} ${file.encoding.padEnd(8)} ${String(file.gzipBytes).padStart(7)} gzip -9  ${file.url}`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
