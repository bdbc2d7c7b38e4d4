// A tap on Add to cart while the page is still coming alive is held and replayed once the client answers, and
// without JavaScript the page says plainly, in the shopper's language, that buying needs it: no dead button, no
// endless loader.
import { expect, test, type Browser } from '@playwright/test';
import { allProducts, sizeInStock, type SellableShoe } from './support/catalogue.js';
import { ProductPage } from './pages/product-page.js';

test('Add to cart tapped before hydration adds the chosen size once the page has hydrated', async ({ page }) => {
  const shoes = await allProducts(page.request);
  const shoe = shoes.find((p): p is SellableShoe => p.type_id === 'configurable' && Boolean(sizeInStock(p)))!;
  const child = sizeInStock(shoe)!;
  // The client arrives late, as on a throttled phone: the entry module is held back for two seconds.
  let release!: () => void;
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const shop = new ProductPage(page);
  await page.goto(`/p/${shoe.sku}/${shoe.slug}/${child.sku}`);
  await expect(page.locator('.option-chip--selected')).toHaveText(child.hf_shoe_size!);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await shop.addToCart().click();
  release();
  await expect(shop.cartLink()).toHaveAccessibleName('Cart, 1 item');
  await expect(shop.notification('Product has been added to the cart!')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage))))).toContain(child.sku);
});

const STORES = [
  { prefix: '', note: 'Buying, the cart and your account need JavaScript. Please turn it on in your browser.' },
  { prefix: '/de', note: 'Einkaufen, Warenkorb und Kundenkonto brauchen JavaScript. Bitte schalten Sie es in Ihrem Browser ein.' },
  { prefix: '/it', note: 'Per acquistare, usare il carrello e il tuo account serve JavaScript. Attivalo nel tuo browser.' },
] as const;

for (const view of STORES) {
  test(`${view.prefix || '/'}: without JavaScript the product, the checkout and the account say that buying needs JavaScript`, async ({ browser, page }) => {
    const shoes = await allProducts(page.request);
    const shoe = shoes.find((p): p is SellableShoe => p.type_id === 'configurable' && Boolean(sizeInStock(p)))!;
    const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    try {
      await plain.goto(`${view.prefix}/p/${shoe.sku}/${shoe.slug}/${sizeInStock(shoe)!.sku}`);
      await expect(plain.locator('.no-script-note')).toHaveText(view.note);
      await expect(plain.locator('.no-script-note')).toBeVisible();
      await expect(plain.locator('.add-to-cart')).toBeHidden();
      await plain.goto(`${view.prefix}/checkout`);
      await expect(plain.locator('.no-script-note')).toHaveText(view.note);
      await expect(plain.locator('.checkout-loading')).toBeHidden();
      await plain.goto(`${view.prefix}/my-account`);
      await expect(plain.locator('.no-script-note')).toHaveText(view.note);
      await expect(plain.locator('.account-guest__actions')).toBeHidden();
    } finally {
      await context.close();
    }
  });
}
