// What checkout tells the shopper must be true for their order: the delivery time of the address's country on the
// shipping method and the thank-you page, and a thank-you page (order number, bank details) that survives a reload.
import { expect, test } from '@playwright/test';
import { allProducts } from './support/catalogue.js';
import { CheckoutPage, type SeedLine } from './pages/checkout-page.js';

interface Simple {
  sku: string;
  slug: string;
  name: string;
  type_id: string;
  price_incl_tax: number;
  final_price_incl_tax?: number;
  stock?: { is_in_stock: boolean; qty: number };
}

/** A simple product in stock worth at least the €20 minimum (the last one listed, away from other specs' picks). */
async function simpleLine(checkout: CheckoutPage): Promise<SeedLine> {
  const items = (await allProducts<Simple>(checkout.page.request)).filter((p) => p.type_id === 'simple' && p.stock?.is_in_stock && (p.stock.qty ?? 0) > 3 && p.price_incl_tax >= 25);
  const product = items.at(-1);
  if (!product) throw new Error('The demo catalogue has no simple product in stock over €25');
  return { sku: product.sku, name: product.name, slug: product.slug, qty: 1, priceCents: Math.round((product.final_price_incl_tax ?? product.price_incl_tax) * 100) };
}

test('an order to Austria promises 3–6 working days, and its thank-you page survives a reload', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.seedCart([await simpleLine(checkout)]);
  await checkout.openCheckout();
  await checkout.fillPersonal();
  const shipping = checkout.step(/Shipping/);
  await shipping.getByLabel('Country').selectOption({ label: 'Austria' });
  await expect(shipping.locator('.checkout-choice__note')).toHaveText('Delivery in 3–6 working days');
  await shipping.getByLabel('Country').selectOption({ label: 'Germany' });
  await expect(shipping.locator('.checkout-choice__note')).toHaveText('Delivery in 2–3 working days');
  await shipping.getByLabel('Country').selectOption({ label: 'Austria' });
  await checkout.fillShipping({ firstName: 'Anna', lastName: 'Kranich', street: 'Kärntner Straße', houseNumber: '5', zip: '1010', city: 'Wien' });
  await checkout.choosePayment('Prepayment / bank transfer');
  await checkout.continueToReview();
  await checkout.acceptTermsAndOrder();

  const orderNumber = await checkout.orderNumber();
  await expect(checkout.thankYou()).toContainText('Delivery to Austria takes 3–6 working days');
  await expect(checkout.thankYou()).not.toContainText('Germany');

  await page.reload();
  await expect(checkout.thankYou().getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  expect(await checkout.orderNumber()).toBe(orderNumber);
  await expect(checkout.thankYou().getByRole('region', { name: 'Your bank transfer' })).toContainText(`Order ${orderNumber}`);
  await expect(checkout.thankYou()).toContainText('Delivery to Austria takes 3–6 working days');
  expect(checkout.pageErrors).toEqual([]);
});
