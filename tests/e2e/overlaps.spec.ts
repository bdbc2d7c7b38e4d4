// Fixed layers must not cover what the shopper needs (issue 12 item 18), checked by geometry in Chromium: the
// back-to-top button and the footer's last line scrolled to the bottom (390 and 1280 px), the cookie notice and Add
// to cart on a product page at 1280x900 for a first-time visitor, and a notification and the header's account and
// cart links and the mini cart's close button at 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ProductPage } from './pages/product-page.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Each visible element of `covered` keeps clear of `cover` (the message names the one that does not). */
async function expectClearOf(cover: Locator, covered: Locator): Promise<void> {
  const coverBox = await box(cover);
  for (const element of await covered.all()) {
    const elementBox = await box(element);
    expect(intersects(coverBox, elementBox), `${await element.textContent()} at ${JSON.stringify(elementBox)} under ${JSON.stringify(coverBox)}`).toBe(false);
  }
}

/** A product page with a size in stock chosen (the URL names the child), so Add to cart adds at once. */
async function openProductWithSize(page: Page): Promise<ProductPage> {
  const product = await ProductPage.findConfigurable(page);
  const child = product.configurable_children!.find((c) => c.stock.is_in_stock && c.status < 2)!;
  const productPage = new ProductPage(page);
  await productPage.open(`/p/${product.sku}/${product.slug}/${child.sku}`);
  return productPage;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('scrolled to the bottom, the back-to-top button leaves the footer\'s last line readable', async ({ page }) => {
      const shop = new ProductPage(page);
      await shop.open('/');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = page.locator('.back-to-top.is-visible');
      await expect(button).toBeVisible();
      // Wait for its rise (a transform) to end, so the box measured is where it stays.
      await expect(button).toHaveCSS('transform', 'none');
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await expectClearOf(button, page.locator('.footer-legal .legal-links a, .footer-legal__meta'));
    });
  });
}

test.describe('at 1280x900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.describe('a first-time visitor', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the cookie notice does not cover Add to cart on the product page', async ({ page }) => {
      const productPage = await openProductWithSize(page);
      const notice = page.getByRole('region', { name: 'Your cookie settings' });
      await expect(notice).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await expectClearOf(notice.locator('.cookie-notice__card'), productPage.addToCart());
      await expect(productPage.addToCart()).toBeInViewport();
    });
  });

  test('a notification covers neither the header\'s account and cart links nor the mini cart\'s close button', async ({ page }) => {
    const productPage = await openProductWithSize(page);
    await productPage.addToCart().click();
    const notification = page.locator('.notification').filter({ hasText: 'Product has been added to the cart!' });
    await expect(notification).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const header = page.getByRole('banner');
    await expectClearOf(notification, header.getByRole('link', { name: /^Cart, \d+ items?$/ }).or(header.getByRole('link', { name: 'Log in' })));

    // The cart link takes the click while the notification is shown (it did not, under it, until the notification expired).
    await productPage.cartLink().click({ timeout: 2_000 });
    const close = productPage.miniCart().getByRole('button', { name: 'Close shopping cart' });
    await expect(close).toBeVisible();
    await expect(notification).toBeVisible();
    await expectClearOf(notification, close);
  });
});
