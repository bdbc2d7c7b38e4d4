// The storefront end to end in Chromium: server-rendered pages hydrate without a warning, navigation stays in
// the page, the store views speak their language, unknown paths answer 404 and child products redirect (301).
import { expect, test } from '@playwright/test';
import { CategoryPage } from './pages/category-page.js';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { ShellParts } from './pages/shell-parts.js';
import { ShopPage } from './pages/shop-page.js';

/** A document answered 404 shows up on the console as a failed resource; that is the page's own status. */
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

test('home renders, hydrates without errors or warnings, then the menu opens a category without a reload', async ({ page }) => {
  const home = new HomePage(page);
  const response = await home.open('/');
  expect(response?.status()).toBe(200);
  expect(await home.htmlLang()).toBe('en-US');
  await expect(home.carousels().first()).toBeVisible();
  expect(home.problems()).toEqual([]);

  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  await home.menuCategory('Men').click();
  const category = new CategoryPage(page);
  await category.expectHeading('Men');
  await expect(page).toHaveURL(/\/men$/);
  await expect(category.productCards().first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);
  expect(home.documentLoads).toBe(1);
  await expect(page).toHaveTitle(/^Men \| Kranich Schuhmanufaktur$/);
  expect(home.problems()).toEqual([]);
});

test('on a phone the mobile menu loads its lists\' code when it opens; a link to the page shown closes it (issue #16)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const menuCode = () => requested.filter((url) => /\/assets\/MobileMenuContent-/.test(url));
  const shell = new ShellParts(page);
  await shell.open('/men');
  // The whole category tree is in the server's HTML; its code is not part of the page's load.
  await expect(page.locator('#mobile-menu a[href="/men/oxfords"]')).toBeAttached();
  expect(menuCode()).toEqual([]);

  await shell.menuButton().click();
  await expect(shell.mobileMenu()).toBeVisible();
  await expect.poll(menuCode).toHaveLength(1);
  await shell.mobileMenu().getByText('Men', { exact: true }).click();
  await shell.mobileMenu().getByRole('link', { name: 'Show all: Men' }).click();
  await expect(shell.mobileMenu()).toBeHidden();
  await expect(page).toHaveURL(/\/men$/);

  await shell.menuButton().click();
  await shell.mobileMenu().getByText('Women', { exact: true }).click();
  await shell.mobileMenu().getByRole('link', { name: 'Show all: Women' }).click();
  await expect(shell.mobileMenu()).toBeHidden();
  await shell.expectHeading('Women');
  expect(shell.documentLoads).toBe(1);
  expect(menuCode()).toHaveLength(1);
  expect(shell.problems()).toEqual([]);
});

test('a category sorts through its GET form and a product opens from its card, all in the page', async ({ page }) => {
  const category = new CategoryPage(page);
  await category.open('/men');
  await category.sortBy('final_price:asc');
  await expect(page).toHaveURL(/sort=final_price%3Aasc/);
  // React renders the new listing in a transition, just after the address changed.
  const firstPrices = async () => (await category.productCards().locator('.price__final').allTextContents()).slice(0, 8).map((p) => Number(p.replace(/[^\d]/g, '')));
  await expect.poll(async () => {
    const cents = await firstPrices();
    return cents.every((value, i) => i === 0 || cents[i - 1] <= value);
  }).toBe(true);

  const name = (await category.productCards().first().locator('h3').textContent())!;
  await category.productCards().first().click();
  await category.expectHeading(name);
  expect(category.documentLoads).toBe(1);
  expect(category.problems()).toEqual([]);
});

for (const [prefix, lang, heading] of [
  ['/de', 'de-DE', 'Handgemachte Schuhe aus Baden-Baden'],
  ['/it', 'it-IT', 'Scarpe fatte a mano a Baden-Baden'],
] as const) {
  test(`the ${prefix} store view speaks its language`, async ({ page }) => {
    const home = new HomePage(page);
    await home.openStore(prefix);
    expect(await home.htmlLang()).toBe(lang);
    await expect(page.locator('h1')).toContainText(heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/$`));
    expect(home.problems()).toEqual([]);
  });
}

test('switching the store view in the footer changes the language and <html lang>', async ({ page }) => {
  const home = new HomePage(page);
  await home.open('/men');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/men$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByText('Sortieren nach')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Italiano', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/men$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await expect(page.getByText('Ordina per')).toBeVisible();
  expect(home.problems()).toEqual([]);
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const notFound = new NotFoundPage(page);
  const response = await notFound.open('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(notFound.root()).toBeVisible();
  await notFound.expectHeading('Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(notFound.problems([DOCUMENT_404])).toEqual([]);
  await notFound.homeLink().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a configurable child product URL answers 301 with its parent URL', async ({ page, request }) => {
  const listing = await (await request.get('/api/catalog/products?store=de&size=50')).json();
  const parent = listing.result.items.find((p: { type_id: string; configurable_children?: unknown[] }) => p.type_id === 'configurable' && p.configurable_children?.length);
  const child = parent.configurable_children[0].sku as string;
  const response = await request.get(`/de/p/${child}/${parent.slug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/de/p/${parent.sku}/${parent.slug}/${child}`);

  const product = new ShopPage(page);
  await product.open(`/de/p/${child}/${parent.slug}`);
  await expect(page).toHaveURL(new RegExp(`/de/p/${parent.sku}/${parent.slug}/${child}$`));
  await product.expectHeading(parent.name);
  expect(product.problems()).toEqual([]);
});
