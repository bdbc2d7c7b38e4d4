// Issue 12 item 14 in Chromium: spec 01 §9 lets an out-of-stock product stay in the cart, not be added to it (spec
// 02 §4 "Adding"). A sold-out product's page offers no Add to cart; a line that sold out while in the cart is kept,
// marked "Out of the stock!" in the mini cart and the checkout summary (in the store view's language), and the review
// step names it and offers no order until it is removed.
import { expect, test } from '@playwright/test';
import { shoeLine } from './support/catalogue.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { ShellParts } from './pages/shell-parts.js';

// Demo data: the leather balm is sold out (server/demo-catalogue/catalogue/accessory-defs.ts).
const SOLD_OUT = { sku: 'KR-9002', slug: 'leather-balm-150-ml', name: 'Leather balm 150 ml', priceCents: 1690 };

test('a sold-out product offers no Add to cart; a sold-out line in the cart is marked and keeps the order from being placed', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open(`/p/${SOLD_OUT.sku}/${SOLD_OUT.slug}`);
  await expect(page.locator('.stock-status')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);

  // The balm sold out after the shopper put it into the cart.
  await checkout.seedCart([await shoeLine(page.request), { sku: SOLD_OUT.sku, name: SOLD_OUT.name, qty: 1, priceCents: SOLD_OUT.priceCents }]);
  await checkout.openCheckout('/de');
  const balm = page.locator('.checkout-line').filter({ hasText: SOLD_OUT.name });
  await expect(balm.locator('.checkout-line__stock')).toHaveText('Nicht auf Lager!');

  // The mini cart marks the line too (its stock is checked when it opens).
  const shell = new ShellParts(page);
  await shell.open('/');
  await shell.cartLink().click();
  await expect(shell.miniCart().locator('.minicart-line').filter({ hasText: SOLD_OUT.name }).locator('.minicart-line__stock--error')).toHaveText('Out of the stock!');

  await checkout.openCheckout();
  await expect(balm.locator('.checkout-line__stock')).toHaveText('Out of the stock!');
  await checkout.fillPersonal();
  await checkout.fillShipping();
  await checkout.choosePayment('Prepayment / bank transfer');
  await checkout.continueToReview();
  await expect(page.locator('.checkout-sold-out')).toHaveText(`Some of the ordered products are not available: ${SOLD_OUT.name}. Please remove them from your cart to order.`);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(checkout.orderButton()).toBeDisabled();
  expect(checkout.pageErrors).toEqual([]);
});
