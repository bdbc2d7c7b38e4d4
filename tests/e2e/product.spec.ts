// The product page end to end: picking a size shows that child's price and stock, Add to cart puts the chosen
// child in the cart (header count and notification), and the page has no serious accessibility violation.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalogue.js';
import { seriousAxeViolations } from './support/axe.js';
import { ProductPage, type CatalogueProduct } from './pages/product-page.js';

type Child = NonNullable<CatalogueProduct['configurable_children']>[number] & { hf_shoe_size: string };

const run = promisify(execFile);

/** The staff's review command against the e2e shop's database (playwright.config.ts starts it on ./data/e2e). */
async function staffReviews(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/reviews.ts', ...args], { env: { ...process.env, DATA_DIR: './data/e2e', DATABASE_URL: '' } });
  return stdout;
}

/** The shop's money format (DESIGN §5): €1.299,00. */
function euros(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `€${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** A configurable product with a sold-out size beside sizes in stock. */
async function productWithSoldOutSize(page: Page): Promise<{ product: CatalogueProduct; soldOut: Child }> {
  const items = (await allProducts<unknown>(page.request)) as CatalogueProduct[];
  const product = items.find((p) => p.type_id === 'configurable' && (p.configurable_children ?? []).some((c) => !c.stock.is_in_stock) && (p.configurable_children ?? []).some((c) => c.stock.is_in_stock))!;
  return { product, soldOut: product.configurable_children!.find((c) => !c.stock.is_in_stock) as Child };
}

/** A configurable product whose in-stock children have two different prices and no special price. */
async function productWithTwoPrices(page: Page): Promise<{ product: CatalogueProduct; cheap: Child; dear: Child }> {
  const answer = { result: { items: await allProducts<unknown>(page.request) } };
  for (const product of answer.result.items as CatalogueProduct[]) {
    const children = (product.configurable_children ?? []).filter((c) => c.stock.is_in_stock && c.status < 2 && !c.special_price_incl_tax) as Child[];
    const cheap = children.reduce<Child | null>((a, c) => (!a || c.price_incl_tax < a.price_incl_tax ? c : a), null);
    const dear = children.find((c) => cheap && c.price_incl_tax > cheap.price_incl_tax);
    if (cheap && dear && children.length === (product.configurable_children ?? []).filter((c) => c.stock.is_in_stock).length) return { product, cheap, dear };
  }
  throw new Error('No configurable product with two child prices in the demo catalogue');
}

test('picking a size shows its price and stock; Add to cart adds that child and the header count goes up', async ({ page }) => {
  const { product, cheap, dear } = await productWithTwoPrices(page);
  const shop = new ProductPage(page);
  await shop.openProduct(product);
  // Issue 12 item 2: without a size Add to cart stays enabled and asks for the size (it used to be disabled).
  await expect(page.locator('.option-chip--selected')).toHaveCount(0);
  await expect(shop.stockStatus()).toHaveCount(0);

  await shop.sizeChip(dear.hf_shoe_size).click();
  await expect(page).toHaveURL(new RegExp(`/${dear.sku}$`));
  await expect(shop.price()).toHaveText(euros(dear.price_incl_tax));
  await expect(shop.stockStatus()).toHaveText('In stock');
  await shop.sizeChip(cheap.hf_shoe_size).click();
  await expect(page).toHaveURL(new RegExp(`/${cheap.sku}$`));
  await expect(shop.price()).toHaveText(euros(cheap.price_incl_tax));

  await expect(shop.cartLink()).toHaveAccessibleName('Cart, 0 items');
  await shop.quantity().fill('2');
  await shop.addToCart().click();
  await expect(shop.cartLink()).toHaveAccessibleName('Cart, 2 items');
  await expect(shop.notification('Product has been added to the cart!')).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage))));
  expect(stored).toContain(cheap.sku);
  expect(shop.problems()).toEqual([]);
});

test('a simple product is added directly', async ({ page }) => {
  const answer = { result: { items: await allProducts<unknown>(page.request) } };
  const simple = (answer.result.items as (CatalogueProduct & { stock: { is_in_stock: boolean } })[]).find((p) => p.type_id === 'simple' && p.stock.is_in_stock);
  expect(simple, 'a simple product in stock').toBeTruthy();
  const shop = new ProductPage(page);
  await shop.openProduct(simple!);
  await shop.addToCart().click();
  await expect(shop.cartLink()).toHaveAccessibleName('Cart, 1 item');
});

test('the product page has no serious accessibility violation, at desktop and at phone width, with a size chosen', async ({ page }) => {
  const product = await ProductPage.findConfigurable(page);
  const shop = new ProductPage(page);
  await shop.openProduct(product);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const child = product.configurable_children!.find((c) => c.stock.is_in_stock) as { sku: string };
  await shop.open(`/p/${product.sku}/${product.slug}/${child.sku}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a cart line is edited from the mini cart: Edit opens the product with size and quantity, Update cart replaces the line', async ({ page }) => {
  const { product, cheap, dear } = await productWithTwoPrices(page);
  const shop = new ProductPage(page);
  await shop.open(`/p/${product.sku}/${product.slug}/${cheap.sku}`);
  await shop.addToCart().click();
  await expect(shop.cartLink()).toHaveAccessibleName('Cart, 1 item');

  await shop.cartLink().click();
  await shop.miniCart().getByRole('link', { name: `Edit ${product.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${cheap.sku}$`));
  await expect(shop.updateCart()).toBeVisible();
  await expect(shop.addToCart()).toHaveCount(0);
  await expect(shop.quantity()).toHaveValue('1');

  await shop.sizeChip(dear.hf_shoe_size).click();
  await expect(page).toHaveURL(new RegExp(`/${dear.sku}$`));
  await expect(page.locator('.option-chip--selected')).toHaveText(dear.hf_shoe_size);
  await expect(shop.updateCart()).toBeVisible();
  await shop.quantity().fill('3');
  await shop.updateCart().click();

  await expect(shop.cartLink()).toHaveAccessibleName('Cart, 3 items');
  await expect(shop.miniCart()).toBeVisible();
  await expect(shop.miniCart().locator('.minicart-line')).toHaveCount(1);
  await expect(shop.miniCart().locator('.minicart-line__option').filter({ hasText: 'Size:' })).toHaveText(`Size: ${dear.hf_shoe_size}`);
  await expect(shop.addToCart()).toBeVisible();
  expect(shop.problems()).toEqual([]);
});

test('a review posted by a shopper appears on the product page only after the staff command approved it', async ({ page }) => {
  test.setTimeout(120_000);
  const answer = { result: { items: await allProducts<unknown>(page.request) } };
  const simple = (answer.result.items as CatalogueProduct[]).filter((p) => p.type_id === 'simple').at(-1)!;
  const title = `Beautiful shine ${Date.now()}`;
  const shop = new ProductPage(page);
  await shop.openProduct(simple);
  await shop.writeReview({ nickname: 'Greta', title, detail: 'Covers scuffs and shines like a mirror.', stars: 4 });
  await expect(page.getByText('Thank you! Your review has been submitted for moderation.')).toBeVisible();

  await page.reload();
  await expect(shop.reviewsSection()).toBeVisible();
  await expect(shop.reviewsSection().getByText(title)).toHaveCount(0);

  const listed = await staffReviews('list');
  const id = listed.split('\n').find((line) => line.includes(title))?.match(/^#(\d+)/)?.[1];
  expect(id, listed).toBeTruthy();
  expect(await staffReviews('approve', id!)).toContain(`Approved review #${id}`);

  // The rendered page may come from the edge's HTML cache for up to CACHE_TTL_HTML (30 s by default).
  await expect
    .poll(
      async () => {
        await page.reload();
        return shop.reviewsSection().getByText(title).count();
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(1);
  await expect(shop.reviewsSection().getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ }).first()).toBeVisible();
});

// Issue 12 item 2 changed this rule: a link to a sold-out size used to select "the best available match" (another
// size, which Add to cart then added although the shopper never chose it). Now nothing is selected, the linked size
// is marked unavailable, and no "In stock" is claimed for a size not chosen.
test('a link to a sold-out size selects nothing, marks that size unavailable and claims no stock', async ({ page }) => {
  const { product, soldOut } = await productWithSoldOutSize(page);
  const shop = new ProductPage(page);
  await shop.open(`/p/${product.sku}/${product.slug}/${soldOut.sku}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This size is not available at the moment. Please choose another size.' })).toBeVisible();
  await expect(page.locator('.option-chip--selected')).toHaveCount(0);
  await expect(page.locator('.option-chip--linked')).toHaveText(new RegExp(soldOut.hf_shoe_size));
  await expect(shop.stockStatus()).toHaveCount(0);
});

test('crawlers get Product and BreadcrumbList JSON-LD in the server HTML, without JavaScript', async ({ page }) => {
  const product = await ProductPage.findConfigurable(page);
  const html = await (await page.request.get(`/p/${product.sku}/${product.slug}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  const productLd = blocks.find((b) => b['@type'] === 'Product')!;
  // No size chosen: the sizes' prices as one AggregateOffer, no child named (issue 12 item 2; it was one Offer).
  expect(productLd).toMatchObject({ name: product.name, sku: product.sku, offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } });
  expect((productLd.offers as { lowPrice: string }).lowPrice).toMatch(/^\d+\.\d{2}$/);
  expect((productLd.image as string[])[0]).toMatch(/^https?:\/\/.+\/img\//);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as { position: number; name: string }[];
  expect(crumbs[0]).toMatchObject({ position: 1, name: 'Home' });
  expect(crumbs.at(-1)).toMatchObject({ name: product.name });
});

test('the size guide opens from the keyboard as a dialog that keeps focus and gives it back; axe finds nothing serious with it open', async ({ page }) => {
  const product = await ProductPage.findConfigurable(page);
  const shop = new ProductPage(page);
  await shop.openProduct(product);
  const opener = page.getByRole('button', { name: 'Size guide', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Size guide' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a grouped product lists its items, each added to the cart on its own', async ({ page }) => {
  const answer = { result: { items: await allProducts<unknown>(page.request) } };
  const grouped = (answer.result.items as CatalogueProduct[]).find((p) => p.type_id === 'grouped')!;
  const shop = new ProductPage(page);
  await shop.openProduct(grouped);
  const items = page.locator('.product-components .component-item');
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await items.first().getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(shop.cartLink()).toHaveAccessibleName('Cart, 1 item');
});

test('a bundle is as available as its default parts: the care set whose balm and cloth are sold out says Out of stock, as the stock check Add to cart asks does (issue #12 item 13)', async ({ page }) => {
  const answer = { result: { items: await allProducts<unknown>(page.request) } };
  const products = answer.result.items as (CatalogueProduct & { bundle_options?: { product_links: { sku: string; is_default: boolean }[] }[] })[];
  const bundle = products.find((p) => p.type_id === 'bundle')!;
  const defaults = bundle.bundle_options!.map((o) => (o.product_links.find((l) => l.is_default) ?? o.product_links[0]).sku);
  const partStock = await Promise.all(defaults.map(async (sku) => (await (await page.request.get(`/api/stock/check?sku=${sku}`)).json()).result.is_in_stock as boolean));
  expect(partStock).toContain(false);
  const stock = (await (await page.request.get(`/api/stock/check?sku=${bundle.sku}`)).json()).result;
  expect(stock.is_in_stock).toBe(false);

  const shop = new ProductPage(page);
  await shop.openProduct(bundle);
  await expect(shop.stockStatus().and(page.locator('[data-stock]'))).toHaveText('Out of stock');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('https://schema.org/OutOfStock');
  await expect(page.locator('.product-components .component-item .stock-status--out').first()).toBeVisible();

  // A grouped product is available while any of its items is.
  const grouped = products.find((p) => p.type_id === 'grouped')!;
  await shop.openProduct(grouped);
  await expect(shop.stockStatus().and(page.locator('[data-stock]'))).toHaveText('In stock');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the reviews and their form load their code only when the shopper nears them, then hydrate (issue #16)', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const shop = new ProductPage(page);
    await shop.openProduct(await ProductPage.findConfigurable(page));
    const submit = page.locator('.review-form').getByRole('button', { name: 'Submit review', exact: true });
    // The server's HTML is there, not yet hydrated: the button stays disabled until the form's code runs.
    await expect(submit).toBeDisabled();
    expect(requested.filter((url) => /\/assets\/ProductReviews-/.test(url))).toEqual([]);

    await shop.reviewsSection().scrollIntoViewIfNeeded();
    await expect(submit).toBeEnabled();
    expect(requested.filter((url) => /\/assets\/ProductReviews-/.test(url))).toHaveLength(1);
    // Sent empty, the form's own validation answers (JavaScript), and hydrating raised no warning.
    await submit.click();
    await expect(page.locator('.review-form .form-error').first()).toBeVisible();
    expect(shop.problems()).toEqual([]);
  });

  test('a star tapped and a name typed before the review form has its code survive its hydration', async ({ page }) => {
    // The form's code is held back until the shopper has entered something in the server's HTML of the form.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ProductReviews-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const shop = new ProductPage(page);
    await shop.openProduct(await ProductPage.findConfigurable(page));
    const form = page.locator('.review-form');
    const submit = form.getByRole('button', { name: 'Submit review', exact: true });
    await shop.reviewsSection().scrollIntoViewIfNeeded();
    await form.getByRole('radio', { name: '4 of 5 stars', exact: true }).check();
    await form.getByLabel('Nickname', { exact: true }).fill('Greta');
    await expect(submit).toBeDisabled();
    release();
    await expect(submit).toBeEnabled();
    // Hydrated: the choice and the text are still there, the stars show the rating, and a further edit (a render of
    // the whole form) keeps them.
    await form.getByLabel('Title', { exact: true }).fill('Fits well');
    await expect(form.getByRole('radio', { name: '4 of 5 stars', exact: true })).toBeChecked();
    await expect(form.getByLabel('Nickname', { exact: true })).toHaveValue('Greta');
    await expect(form.locator('.review-star--on')).toHaveCount(4);
    // Sent without a text: only the text is missing, not the rating or the name.
    await submit.click();
    await expect(form.locator('.form-error')).toHaveCount(1);
    await expect(form.getByLabel('Your review', { exact: true })).toBeFocused();
    expect(shop.problems()).toEqual([]);
  });
});
