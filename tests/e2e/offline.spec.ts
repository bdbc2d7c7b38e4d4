// The shop offline (issue 6 §1–§3) in Chromium with its service worker on http://127.0.0.1: browsed pages open
// without a network, unvisited ones say so and go home, the offline badge and notice appear (and pass axe), a
// screen or panel whose code cannot load shows the load error and recovers, and a new build's worker offers a reload.
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousAxeViolations } from './support/axe.js';
import { OFFLINE_NOTICE, OFFLINE_UNAVAILABLE, PwaShop } from './pages/pwa-shop.js';

/** Going offline makes the browser log the requests it could not send; those are the point of these tests. */
const OFFLINE_NOISE = [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /URL mapping failed/, /No URL mapping found/];

async function openWithWorker(page: Page, path: string): Promise<PwaShop> {
  const shop = new PwaShop(page);
  await shop.open(path);
  await shop.waitForServiceWorker();
  return shop;
}

test('a product browsed before opens offline after a reload; the offline badge and notice appear and pass axe', async ({ page, context }) => {
  const shop = await openWithWorker(page, '/men');
  const card = shop.productLinks().first();
  const href = (await card.getAttribute('href'))!;
  const name = (await card.locator('h3').textContent())!.trim();
  await card.click();
  await shop.expectHeading(name);
  expect(shop.documentLoads).toBe(1);
  // Reached by client-side navigation: the worker fetches and keeps the page's HTML itself.
  await shop.expectCached(href);

  await context.setOffline(true);
  await expect(shop.offlineBadge()).toBeVisible();
  await expect(shop.notification(OFFLINE_NOTICE)).toBeVisible();

  await page.reload({ waitUntil: 'load' });
  await shop.waitForHydration();
  await shop.expectHeading(name);
  await expect(shop.offlineBadge()).toBeVisible();
  await expect(shop.notification(OFFLINE_NOTICE)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Back to the category by client-side navigation: its data comes from the worker's API cache and the URL cache.
  await page.goBack();
  await shop.expectHeading('Men');
  expect(shop.problems(OFFLINE_NOISE)).toEqual([]);
  await context.setOffline(false);
});

test('an unvisited product offline shows the offline message and goes home (client-side navigation)', async ({ page, context }) => {
  const shop = await openWithWorker(page, '/men');
  const href = (await shop.productLinks().nth(5).getAttribute('href'))!;
  expect(await shop.isCached(href)).toBe(false);

  await context.setOffline(true);
  await shop.productLinks().nth(5).click();
  await expect(shop.notification(OFFLINE_UNAVAILABLE)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.setOffline(false);
});

test('an unvisited page loaded offline shows the offline page in the store language, then goes home', async ({ page, context }) => {
  const shop = await openWithWorker(page, '/de/');
  await context.setOffline(true);
  await page.goto('/de/p/NOT-VISITED/never-seen', { waitUntil: 'load' });
  await expect(page.getByRole('alert')).toHaveText('Das Produkt, die Kategorie oder die Seite ist im Offline-Modus nicht verfügbar. Sie werden zur Startseite weitergeleitet.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The meta refresh goes to the store's home, which the worker keeps since its install.
  await expect(page).toHaveURL(/\/de\/$/, { timeout: 10_000 });
  await shop.waitForHydration();
  await expect(page.locator('h1')).toContainText('Handgemachte Schuhe aus Baden-Baden');
  await context.setOffline(false);
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code does not arrive within 3000 ms shows the load error, then reloads when the connection returns', async ({ page, context }) => {
    const home = new PwaShop(page);
    await home.open('/');
    // The URL dispatcher's chunk (categories, products, CMS pages by their URL) never arrives.
    await page.route(/\/assets\/url-dispatcher-[^/]+\.js$/, () => undefined);
    const started = Date.now();
    await page.getByRole('navigation', { name: /categories/i }).getByRole('link', { name: 'Men', exact: true }).first().click();
    const error = page.getByRole('alert').filter({ hasText: 'An error occured while loading the component.' });
    await expect(error).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(error.getByRole('button', { name: 'Close' })).toBeVisible();

    await context.setOffline(true);
    const offlineError = page.getByRole('alert').filter({ hasText: "Component couldn't be loaded due to lack of network connectivity." });
    await expect(offlineError).toBeVisible();
    await expect(offlineError.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(home.notification(OFFLINE_NOTICE)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute(/\/assets\/url-dispatcher-[^/]+\.js$/);
    const reloaded = page.waitForEvent('load');
    await context.setOffline(false);
    await reloaded;
    await home.waitForHydration();
    await home.expectHeading('Men');
  });

  test('a panel whose code does not arrive within 3000 ms shows the load error over the page; the next opening loads it', async ({ page }) => {
    const home = new PwaShop(page);
    await home.open('/men');
    // The search panel's chunk never arrives.
    await page.route(/\/assets\/SearchPanel-[^/]+\.js$/, () => undefined);
    const started = Date.now();
    await page.getByRole('search').getByRole('searchbox').first().click();
    const error = page.getByRole('alert').filter({ hasText: 'An error occured while loading the component.' });
    await expect(error).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(error).toHaveCount(0);

    await page.unroute(/\/assets\/SearchPanel-[^/]+\.js$/);
    await page.getByRole('search').getByRole('searchbox').first().click();
    await expect(page.getByRole('dialog', { name: 'Search the shop' })).toBeVisible();
  });

  test("'Close' on the load error leads back to the page before", async ({ page }) => {
    const home = new PwaShop(page);
    await home.open('/');
    await page.route(/\/assets\/url-dispatcher-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: /categories/i }).getByRole('link', { name: 'Men', exact: true }).first().click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test('cart changes made offline are kept and synced to the server cart on reconnect', async ({ page, context }) => {
  const shop = await openWithWorker(page, '/');
  // A cart line as the cart keeps it in local storage; the cart connects and syncs it when the page starts.
  await page.evaluate(() =>
    localStorage.setItem(
      'shop/cart',
      JSON.stringify({ version: 1, cartItems: [{ sku: 'KR-9006-CED', qty: 1, priceCents: 4118, name: 'Cedar shoe trees', type_id: 'simple' }], cartServerToken: null }),
    ),
  );
  await page.reload();
  await shop.waitForHydration();
  const cartToken = () => page.evaluate(() => (JSON.parse(localStorage.getItem('shop/cart') ?? '{}') as { cartServerToken?: string }).cartServerToken ?? null);
  await expect.poll(cartToken).not.toBeNull();
  const serverQty = async () =>
    page.evaluate(async (token) => {
      const body = (await (await fetch(`/api/cart/pull?cartId=${encodeURIComponent(token!)}`)).json()) as { result: { sku: string; qty: number }[] };
      return body.result.find((item) => item.sku === 'KR-9006-CED')?.qty ?? 0;
    }, await cartToken());
  await expect.poll(serverQty).toBe(1);

  await context.setOffline(true);
  await page.getByRole('link', { name: /^Cart, 1 item/ }).first().click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 2 items/ }).first()).toBeVisible();
  // Kept in local storage while offline.
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('shop/cart')!) as { cartItems: { qty: number }[] }).cartItems[0].qty)).toBe(2);

  await context.setOffline(false);
  await expect.poll(serverQty, { timeout: 15_000 }).toBe(2);
});

test('a product added to the cart offline stays in the cart and reaches the server cart on reconnect', async ({ page, context }) => {
  const shop = await openWithWorker(page, '/p/KR-9006-CED/cedar-shoe-trees-cedar');
  await shop.expectHeading('Cedar shoe trees');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cartLink = page.getByRole('link', { name: /^Cart, 1 item/ }).first();
  await expect(cartLink).toBeVisible();
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('shop/cart') ?? '{}') as { cartServerToken?: string | null; cartItems?: { sku: string; qty: number }[] });
  expect((await stored()).cartItems?.map((item) => `${item.sku}×${item.qty}`)).toEqual(['KR-9006-CED×1']);

  await context.setOffline(false);
  await expect.poll(async () => (await stored()).cartServerToken ?? null, { timeout: 15_000 }).not.toBeNull();
  const token = (await stored()).cartServerToken!;
  const serverLines = async () =>
    page.evaluate(async (cartId) => ((await (await fetch(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}`)).json()) as { result: { sku: string; qty: number }[] }).result.map((item) => `${item.sku}×${item.qty}`), token);
  await expect.poll(serverLines, { timeout: 15_000 }).toEqual(['KR-9006-CED×1']);
});

test('a new build of the worker is offered with "A new version is available"; "Reload" takes it and drops the old build’s caches', async ({ page }) => {
  const workerFile = path.resolve('dist/client/sw.js');
  const original = readFileSync(workerFile, 'utf8');
  const oldVersion = (JSON.parse(readFileSync(path.resolve('dist/client/pwa.json'), 'utf8')) as { version: string }).version;
  const newVersion = `e2e${Date.now().toString(16)}`;
  const shop = await openWithWorker(page, '/');
  const cacheNames = () => page.evaluate(() => caches.keys());
  expect(await cacheNames()).toContain(`shop-precache-${oldVersion}`);
  try {
    // Another build to the browser: a different worker script with another version (the edge reads the file on each request).
    writeFileSync(workerFile, original.replaceAll(oldVersion, newVersion));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const offer = shop.notification('A new version is available');
    await expect(offer).toBeVisible({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await shop.waitForHydration();
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(shop.notification('A new version is available')).toHaveCount(0);
    // No stale bundle after a deploy: the new build's caches replace the old build's.
    await expect.poll(cacheNames).toContain(`shop-precache-${newVersion}`);
    expect((await cacheNames()).filter((name) => name.includes(oldVersion))).toEqual([]);
  } finally {
    writeFileSync(workerFile, original);
  }
});

test('measures the worker caches after browsing 20 products (within their entry limits)', async ({ page }, testInfo) => {
  const shop = await openWithWorker(page, '/men');
  const hrefs = new Set<string>();
  for (const listing of ['/men', '/women']) {
    await shop.open(listing);
    for (const href of await shop.productLinks().evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) hrefs.add(href);
  }
  const products = [...hrefs].slice(0, 20);
  expect(products).toHaveLength(20);
  for (const href of products) {
    await shop.open(href);
    await page.locator('.product-gallery img').first().waitFor();
  }
  await shop.expectCached(products[19]);
  const cached = await shop.cachedBytes();
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const report = { products: products.length, cachedEntries: cached.entries, cachedBytes: cached.bytes, byCache: cached.byCache, storageEstimateUsage: usage };
  console.log(`PWA cache after 20 products: ${JSON.stringify(report)}`);
  await testInfo.attach('pwa-cache.json', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
  for (const [name, entries] of Object.entries(cached.byCache)) {
    if (name.includes('pages')) expect(entries).toBeLessThanOrEqual(60);
    if (name.includes('images')) expect(entries).toBeLessThanOrEqual(300);
  }
  expect(cached.bytes).toBeLessThan(20 * 1024 * 1024);
});

test('Chromium finds the app installable (Page.getInstallabilityErrors is empty) in every store view', async ({ playwright, baseURL }) => {
  // Incognito contexts are never installable: a profile on disk, as a shopper's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const home of ['/', '/de/', '/it/']) {
      const shop = await openWithWorker(page, home);
      await shop.waitForHydration();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors, home).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toContain(`${home}manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
