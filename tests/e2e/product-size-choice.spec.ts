// Issue 12 item 2: a configurable product has no size until the shopper picks one, in every store view, with and
// without JavaScript. A listing's link with the parent in the child slot, a wrong slug, an unknown child sku and a
// link to a sold-out size all show the product with nothing selected (the sold-out size marked), claim no stock,
// and the JSON-LD offers the product's sizes as one AggregateOffer instead of naming a child. Add to cart without a
// size asks for it and adds nothing.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { allProducts } from './support/catalogue.js';
import { ProductPage, type CatalogueProduct } from './pages/product-page.js';

type Child = NonNullable<CatalogueProduct['configurable_children']>[number] & { hf_shoe_size: string };

const STORES = [
  { prefix: '', store: 'main', soldOutText: 'This size is not available at the moment. Please choose another size.', chooseSize: 'Please choose your size', addToCart: 'Add to cart' },
  { prefix: '/de', store: 'de', soldOutText: 'Diese Größe ist zurzeit nicht erhältlich. Bitte wählen Sie eine andere Größe.', chooseSize: 'Bitte wählen Sie Ihre Größe', addToCart: 'In den Warenkorb' },
  { prefix: '/it', store: 'it', soldOutText: "Questa taglia non è disponibile al momento. Scegli un'altra taglia.", chooseSize: 'Scegli la tua taglia', addToCart: 'Aggiungi al carrello' },
] as const;

async function productWithSoldOutSize(page: Page, store: string): Promise<{ product: CatalogueProduct; soldOut: Child }> {
  const items = (await allProducts<unknown>(page.request, `store=${store}`)) as CatalogueProduct[];
  const product = items.find((p) => p.type_id === 'configurable' && (p.configurable_children ?? []).some((c) => !c.stock.is_in_stock) && (p.configurable_children ?? []).filter((c) => c.stock.is_in_stock && c.status < 2).length >= 2);
  if (!product) throw new Error('No configurable product with a sold-out size in the demo catalogue');
  return { product, soldOut: product.configurable_children!.find((c) => !c.stock.is_in_stock) as Child };
}

function productJsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  return blocks.find((b) => b['@type'] === 'Product')!;
}

async function expectNothingChosen(page: Page): Promise<void> {
  await expect(page.locator('.product-options').first()).toBeVisible();
  await expect(page.locator('.option-chip--selected')).toHaveCount(0);
  await expect(page.locator('.product-page__info .stock-status')).toHaveCount(0);
}

for (const view of STORES) {
  test(`${view.prefix || '/'}: parent-in-child-slot, wrong slug, unknown and sold-out child choose no size, with and without JavaScript`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { product, soldOut } = await productWithSoldOutSize(page, view.store);
    const base = `${view.prefix}/p/${product.sku}`;
    const links = [`${base}/${product.slug}/${product.sku}`, `${base}/not-the-slug`, `${base}/${product.slug}/NO-SUCH-CHILD`, `${base}/${product.slug}/${soldOut.sku}`];
    const noScript = await (browser as Browser).newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    try {
      for (const link of links) {
        for (const [label, tab] of [['with JavaScript', page], ['without JavaScript', plain]] as const) {
          await tab.goto(link);
          await test.step(`${link} ${label}`, () => expectNothingChosen(tab));
        }
      }
      // The sold-out size is marked and named as unavailable.
      await expect(plain.locator('.option-chip--linked')).toHaveText(new RegExp(soldOut.hf_shoe_size));
      await expect(plain.getByText(view.soldOutText)).toBeVisible();
      // Without JavaScript nothing can be bought: the buy box says so instead of asking for a size it cannot add.
      await expect(plain.getByText(view.chooseSize)).toBeHidden();
      await expect(plain.locator('.no-script-note')).toBeVisible();
    } finally {
      await noScript.close();
    }
    const ld = productJsonLd(await (await page.request.get(links[0])).text());
    expect(ld.sku).toBe(product.sku);
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    const soldOutLd = productJsonLd(await (await page.request.get(links[3])).text());
    expect(soldOutLd.sku).toBe(product.sku);
  });
}

test('Add to cart without a size asks for the size and adds nothing', async ({ page }) => {
  const { product } = await productWithSoldOutSize(page, 'main');
  const shop = new ProductPage(page);
  await shop.open(`/p/${product.sku}/${product.slug}/${product.sku}`);
  await expect(shop.addToCart()).toBeEnabled();
  await shop.addToCart().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose your size' })).toBeVisible();
  await expect(page.locator('.product-options a.option-chip').first()).toBeFocused();
  const lines = await page.evaluate(() => (JSON.parse(localStorage.getItem('shop/cart') ?? '{}') as { cartItems?: unknown[] }).cartItems?.length ?? 0);
  expect(lines).toBe(0);
  expect(shop.problems()).toEqual([]);
});
