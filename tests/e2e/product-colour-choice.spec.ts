// Choosing a colour chooses the colour only: its pictures, its sizes' stock and no size until the shopper picks one,
// with and without JavaScript, in every store view. A size picked then adds that colour in that size.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { allProducts } from './support/catalogue.js';

interface MultiColourChild { sku: string; status: number; color: number; image: string; hf_shoe_size: string; stock: { is_in_stock: boolean } }
interface MultiColourProduct { sku: string; slug: string; type_id: string; configurable_options: { attribute_code: string; values: { value_index: number }[] }[]; configurable_children: MultiColourChild[] }

const STORES = [
  { prefix: '', store: 'main' },
  { prefix: '/de', store: 'de' },
  { prefix: '/it', store: 'it' },
] as const;

async function multiColourProduct(page: Page, store: string): Promise<MultiColourProduct> {
  const items = (await allProducts<unknown>(page.request, `store=${store}`)) as MultiColourProduct[];
  const product = items.find((p) => p.sku === 'KR-1014');
  if (!product) throw new Error('KR-1014 (several colours) is missing from the demo catalogue');
  return product;
}

async function expectColourOnly(page: Page, product: MultiColourProduct, colour: number): Promise<void> {
  const onSale = product.configurable_children.filter((c) => c.color === colour && c.status < 2 && c.stock.is_in_stock);
  await expect(page).toHaveURL(new RegExp(`/p/${product.sku}/${product.slug}(/${product.sku})?\\?color=${colour}$`));
  // No size chosen: the size legend names none, no size chip is selected, and no stock claim is made.
  await expect(page.locator('[data-option=size] .option-chip--selected')).toHaveCount(0);
  await expect(page.locator('[data-option=color] .option-chip--selected')).toHaveCount(1);
  await expect(page.locator('.product-page__info .stock-status')).toHaveCount(0);
  // The colour's sizes on sale are links; the gallery starts with the colour's picture.
  await expect(page.locator('[data-option=size] a.option-chip')).toHaveText(onSale.map((c) => c.hf_shoe_size));
  await expect(page.locator('.product-gallery__image').first()).toHaveAttribute('src', new RegExp(onSale[0].image.replace(/[.]/g, '\\.') + '$'));
}

for (const view of STORES) {
  test(`${view.prefix || '/'}: a colour chip chooses the colour only, with and without JavaScript`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const product = await multiColourProduct(page, view.store);
    const colours = product.configurable_options.find((o) => o.attribute_code === 'color')!.values.map((v) => v.value_index);
    const noScript = await (browser as Browser).newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    try {
      for (const [label, tab] of [['with JavaScript', page], ['without JavaScript', plain]] as const) {
        await test.step(label, async () => {
          await tab.goto(`${view.prefix}/p/${product.sku}/${product.slug}`);
          if (tab === page) await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
          await tab.locator('[data-option=color] .option-chip').nth(1).click();
          await expectColourOnly(tab, product, colours[1]);
          // Back to the first colour: its sizes are offered again (not sold out because of another colour's size).
          await tab.locator('[data-option=color] .option-chip').nth(0).click();
          await expectColourOnly(tab, product, colours[0]);
        });
      }
    } finally {
      await noScript.close();
    }
    // With JavaScript, Add to cart before a size asks for it; a size picked is that colour in that size.
    await page.locator('[data-option=color] .option-chip').nth(2).click();
    await expectColourOnly(page, product, colours[2]);
    await page.locator('.product-purchase__button').click();
    await expect(page.locator('.product-purchase__hint[role=alert]')).toBeVisible();
    await page.locator('[data-option=size] a.option-chip').first().click();
    const chosen = product.configurable_children.find((c) => c.color === colours[2] && c.status < 2 && c.stock.is_in_stock)!;
    await expect(page).toHaveURL(new RegExp(`/${chosen.sku}$`));
    await expect(page.locator('[data-option=color] .option-chip--selected')).toHaveCount(1);
    await expect(page.locator('[data-option=size] .option-chip--selected')).toHaveText(chosen.hf_shoe_size);
  });
}
