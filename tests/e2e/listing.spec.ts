// Category listings end to end in Chromium (spec 01 §2, §4, §8, §9): filters from the aggregations with their
// counts, sort with filters, the state in the URL, load more and Back to the same count and scroll position, links
// that work without JavaScript, the phone's filter dialog, the offline warning, and no serious axe findings.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './support/axe.js';
import { ListingPage } from './pages/listing-page.js';

test('filtering by size and by price narrows the listing to the counts the filters announced, in the URL', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.open('/sale');
  const all = await listing.shownTotal();
  const sizes = listing.filterOptions('Size');
  // The size with the fewest products: a real narrowing wherever sizes differ.
  const counts = await Promise.all((await sizes.all()).map((option) => listing.announcedCount(option)));
  const pick = counts.indexOf(Math.min(...counts));
  const size = sizes.nth(pick);
  const sizeLabel = (await size.locator('.filter-option__label').textContent())!;
  const expected = counts[pick];
  await size.click();
  await expect(page).toHaveURL(/[?&]size=\d+/);
  await expect.poll(() => listing.shownTotal()).toBe(expected);
  expect(expected).toBeLessThanOrEqual(all);
  await expect(listing.chips()).toHaveCount(1);
  await expect(listing.chips().first()).toContainText(sizeLabel);
  await expect(listing.productCards()).toHaveCount(Math.min(expected, 50));

  const price = listing.filterOptions('Price').first();
  const priceCount = await listing.announcedCount(price);
  await price.click();
  await expect(page).toHaveURL(/size=\d+.*price=\d+-\d*/);
  await expect.poll(() => listing.shownTotal()).toBe(priceCount);
  await expect(listing.chips()).toHaveCount(2);

  // The state lives in the URL: a reload shows the same, Back undoes the last filter.
  await page.reload();
  await listing.waitForHydration();
  expect(await listing.shownTotal()).toBe(priceCount);
  await page.goBack();
  await expect.poll(() => listing.shownTotal()).toBe(expected);

  await page.getByRole('link', { name: 'Clear all', exact: true }).click();
  await expect(page).toHaveURL(/\/sale$/);
  await expect.poll(() => listing.shownTotal()).toBe(all);
  expect(listing.problems()).toEqual([]);
});

test('sorting keeps the filters, and a filter keeps the sort', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.open('/men');
  await listing.filterOptions('Colour').first().click();
  await expect(page).toHaveURL(/color=\d+/);
  await listing.sortBy('final_price:desc');
  await expect(page).toHaveURL(/color=\d+.*sort=final_price%3Adesc|sort=final_price%3Adesc.*color=\d+/);
  // The cards come in the catalogue's order for that sort and filter (DESIGN §3.1 final_price:desc).
  const colour = new URL(page.url()).searchParams.get('color')!;
  const api = await (await page.request.get(`/api/catalog/products?store=main&category=10&filter_color=${colour}&sort=final_price:desc`)).json();
  const expectedNames = (api.result.items as { name: string }[]).map((item) => item.name);
  expect(expectedNames.length).toBeGreaterThan(1);
  await expect.poll(() => listing.productCards().locator('h3').allTextContents()).toEqual(expectedNames);
  const prices = (api.result.items as { final_price: number }[]).map((item) => item.final_price);
  expect(prices.every((value, i) => i === 0 || prices[i - 1] >= value)).toBe(true);
  await listing.filterOptions('Brand').first().click();
  await expect(page).toHaveURL(/sort=final_price(%3A|:)desc/);
  await expect(listing.chips()).toHaveCount(2);
});

test('load more appends the next page in place, and Back from a product restores the count and the scroll position', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.open('/men');
  await expect(listing.productCards()).toHaveCount(50);
  await listing.loadMore().click();
  await expect(listing.productCards()).toHaveCount(100);
  await expect(page).toHaveURL(/page=2/);
  // Focus moved to the first new product for keyboard users.
  await expect(listing.productCards().nth(50).locator('a').first()).toBeFocused();
  expect(listing.documentLoads).toBe(1);

  const card = listing.productCards().nth(78);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await page.waitForTimeout(200);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(2000);
  const name = (await card.locator('h3').textContent())!;
  await card.locator('a').first().click();
  await listing.expectHeading(name);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);

  await page.goBack();
  await expect(listing.productCards()).toHaveCount(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 40);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(40);
  expect(listing.documentLoads).toBe(1);
  expect(listing.problems()).toEqual([]);
});

test('without JavaScript a filter link, the chips and load more work from server-rendered links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const listing = new ListingPage(page);
  await page.goto('/men');
  const option = listing.filterOptions('Colour').first();
  const expected = await listing.announcedCount(option);
  await option.click();
  await expect(page).toHaveURL(/color=\d+/);
  expect(await listing.shownTotal()).toBe(expected);
  await expect(listing.chips()).toHaveCount(1);

  await page.goto('/men');
  await listing.loadMore().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(listing.productCards()).toHaveCount(100);
  await expect(listing.loadMore()).toHaveAttribute('href', /page=3/);
  await context.close();
});

test('the phone filter dialog is the sidebar shown as a dialog: a closed filter opens, its values filter, and the dialog stays', async ({ page }) => {
  const listing = new ListingPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await listing.open('/men');
  await expect(listing.sidebar()).toBeHidden();
  await listing.filtersButton().click();
  await expect(listing.dialog()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  const make = listing.dialog().locator('.filter-group').filter({ has: page.locator('.filter-group__title', { hasText: 'Make' }) });
  await expect(make).not.toHaveAttribute('open', '');
  await expect(listing.filterOptions('Make', listing.dialog()).first()).toBeHidden();
  await make.locator('summary').click();
  const option = listing.filterOptions('Make', listing.dialog()).first();
  await expect(option).toBeVisible();
  const expected = await listing.announcedCount(option);
  await option.click();
  await expect(page).toHaveURL(/[?&]make=\d+/);
  await expect.poll(() => listing.shownTotal()).toBe(expected);
  await expect(listing.dialog()).toBeVisible();
  await listing.dialog().getByRole('button', { name: `Show ${expected} product` }).click();
  await expect(listing.dialog()).toBeHidden();
  await expect(listing.sidebar()).toBeHidden();
  await expect(listing.filtersButton()).toBeFocused();
  // A window widened to the desktop layout closes the phone's dialog: the panel is the sidebar there.
  await listing.filtersButton().click();
  await expect(listing.dialog()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(listing.dialog()).toBeHidden();
  await expect(listing.sidebar()).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/is-scroll-locked/);
  expect(listing.problems()).toEqual([]);
});

test('a filtered listing and the phone filter dialog have no serious axe findings; the dialog returns focus', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.open('/sale?price=150-');
  await expect(listing.chips()).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listing.filtersButton()).toContainText('1');
  await listing.filtersButton().click();
  await expect(listing.dialog()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const before = await listing.shownTotal();
  const option = listing.filterOptions('Brand', listing.dialog()).first();
  const expected = await listing.announcedCount(option);
  await option.click();
  await expect.poll(() => listing.shownTotal()).toBe(expected);
  expect(expected).toBeLessThanOrEqual(before);
  await expect(listing.dialog()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listing.dialog()).toBeHidden();
  await expect(listing.filtersButton()).toBeFocused();
  expect(listing.problems()).toEqual([]);
});

test('a filter combination without products offers to clear the filters; a failed listing shows the offline warning', async ({ browser }) => {
  // Without the service worker, which would answer the listing from its own cache (page.route never sees its requests).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const listing = new ListingPage(page);
  await listing.open('/men?price=0-50');
  await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  await expect(page.locator('.notification')).toHaveCount(0);
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/men$/);
  await expect(listing.productCards()).toHaveCount(50);

  // The catalogue stops answering listings: the next category shows the warning notification with its OK action.
  await page.route('**/api/catalog/products?**', (route) => route.abort());
  await page.getByRole('navigation').getByRole('link', { name: 'Women', exact: true }).first().click();
  await listing.expectHeading('Women');
  const warning = page.locator('.notification--warning');
  await expect(warning).toContainText('No products synchronized for this category. Please come back while online!');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.locator('.listing-empty')).toBeVisible();
  await context.close();
});

test('every colour can be picked: "Show all" lists them, a chosen colour keeps the others with the counts they give (issue #12 item 11)', async ({ browser, page }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = javaScriptEnabled ? null : await browser.newContext({ javaScriptEnabled });
    const tab = context ? await context.newPage() : page;
    const listing = new ListingPage(tab);
    if (javaScriptEnabled) await listing.open('/men');
    else await tab.goto('/men');
    const colours = listing.filterOptions('Colour');
    await expect(colours).toHaveCount(10);
    const showAll = listing.filterGroup('Colour').getByRole('link', { name: /^Show all \(\d+\)/ });
    const all = Number(/\((\d+)\)/.exec((await showAll.textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThan(10);
    await showAll.click();
    await expect(tab).toHaveURL(/[?&]all=color/);
    await expect(colours).toHaveCount(all);
    // The least frequent colour (not among the first ten): its count is what choosing it gives.
    const counts = await Promise.all((await colours.all()).map((option) => listing.announcedCount(option)));
    const rare = colours.nth(counts.indexOf(Math.min(...counts)));
    const announced = await listing.announcedCount(rare);
    await rare.click();
    await expect(tab).toHaveURL(/color=\d+/);
    await expect.poll(() => listing.shownTotal()).toBe(announced);
    // The colour list does not shrink to the chosen colour: every colour stays, still counted without the choice.
    await expect(colours).toHaveCount(all);
    expect(await Promise.all((await colours.all()).map((option) => listing.announcedCount(option)))).toEqual(counts);
    await listing.filterGroup('Colour').getByRole('link', { name: /^Show fewer/ }).click();
    await expect(colours).toHaveCount(11);
    await context?.close();
  }
});
