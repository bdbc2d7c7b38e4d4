// npm run bench [-- --duration 10 --page-connections 50 --api-connections 10 --fresh]
// The load benchmarks of issues 2–4 in one run, on a production build and the embedded backends (SQLite):
// home/category/product SSR beside the static ceiling, the products and search API with and without the edge cache,
// add-to-cart and totals round trips, and the gzip size of the JavaScript each page loads (named by its HTML, and
// downloaded by Chromium on a first visit: bench/browser-javascript.ts). Prints Markdown tables for bench/README.md
// and keeps the raw figures in bench/results/latest.json. Lighthouse: npm run bench:lighthouse.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { browserJavaScript, launchChromium, type BrowserJavaScript } from './browser-javascript.js';
import { pageJavaScriptGzipBytes, printTable, saveResults, startShop, type LoadResult } from './harness.js';
import { runCartScenarios } from './scenarios/cart.js';
import { runCatalogueApiScenarios } from './scenarios/catalogue-api.js';
import { runPageScenarios } from './scenarios/pages.js';

const CLIENT_DIR = 'dist/client';
const DATA_DIR = 'data/bench';
const NO_CACHE = { CACHE_TTL_URL_MAP: '0', CACHE_TTL_CMS: '0', CACHE_TTL_CATEGORY: '0', CACHE_TTL_SEARCH: '0', CACHE_TTL_PRODUCT: '0', CACHE_TTL_HTML: '0' };

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

function ensureBuild(): void {
  if (existsSync(`${CLIENT_DIR}/manifest.json`)) return;
  const status = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status;
  if (status !== 0) throw new Error('npm run build failed');
}

async function main(): Promise<void> {
  const duration = option('duration', 10);
  const pageConnections = option('page-connections', 50);
  const apiConnections = option('api-connections', 10);
  if (process.argv.includes('--fresh')) rmSync(DATA_DIR, { recursive: true, force: true });
  ensureBuild();

  const shop = await startShop({ port: 4901, dataDir: DATA_DIR });
  const uncached = await startShop({ port: 4902, dataDir: DATA_DIR, env: NO_CACHE });
  // A page missing from the HTML cache: rendered on demand, its catalogue reads still cached like in production.
  const htmlCacheOff = await startShop({ port: 4904, dataDir: DATA_DIR, env: { CACHE_TTL_HTML: '0' } });
  try {
    const pages = await runPageScenarios(shop.url, htmlCacheOff.url, CLIENT_DIR, pageConnections, duration);
    const api = await runCatalogueApiScenarios(shop.url, uncached.url, pages.paths.categoryId, apiConnections, duration);
    const cart = await runCartScenarios(shop.url, apiConnections, duration);
    const kinds = ['home', 'category', 'product'] as const;
    const javascript = Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, await pageJavaScriptGzipBytes(shop.url, pages.paths[kind] as string)] as const)));
    const browser = await launchChromium();
    const browserJs: Record<string, BrowserJavaScript> = {};
    try {
      // One at a time: each is a first visit in its own empty context.
      for (const kind of kinds) browserJs[kind] = await browserJavaScript(browser, shop.url, pages.paths[kind] as string);
    } finally {
      await browser.close();
    }

    const [ceiling, home, homeOnDemand, category, categoryOnDemand, product, productOnDemand] = pages.rows;
    const ratio = (row: LoadResult) => (row.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2);
    console.log(`\nPages (${pageConnections} connections, ${duration} s each, after a 3 s warm-up)`);
    printTable(pages.rows);
    console.log(`SSR / static ceiling, warm: home ${ratio(home)}, category ${ratio(category)}, product ${ratio(product)}`);
    console.log(`SSR / static ceiling, on demand: home ${ratio(homeOnDemand)}, category ${ratio(categoryOnDemand)}, product ${ratio(productOnDemand)}`);
    console.log(`\nAPI (${apiConnections} connections, ${duration} s each)`);
    printTable([...api, ...cart]);
    console.log('\nJavaScript a page loads on first visit (gzip -9): named by its HTML | downloaded by Chromium until idle + 3 s');
    for (const kind of kinds) {
      const html = javascript[kind];
      const seen = browserJs[kind];
      console.log(`  ${kind}: ${(html.gzipBytes / 1024).toFixed(1)} KB in ${html.files.length} files | ${(seen.transferBytes / 1024).toFixed(1)} KB in ${seen.files.length} files`);
    }
    saveResults('latest.json', { duration, pageConnections, apiConnections, paths: pages.paths, ceilingBytes: pages.ceilingBytes, pages: pages.rows, api, cart, javascript, browserJavaScript: browserJs });
  } finally {
    await Promise.all([shop.stop(), uncached.stop(), htmlCacheOff.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
