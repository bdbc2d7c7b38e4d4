// The checkout (/checkout): seeds a cart the way the browser keeps it, fills the four steps and places the order.
// Locators are by role and accessible name (the English store view unless a prefix is given).
import { expect, type Locator, type Page } from '@playwright/test';
import { ShopPage } from './shop-page.js';

/** A cart line as client/cart/cart-storage.ts stores it (the cart connects and pushes it to the server on start). */
export interface SeedLine {
  sku: string;
  name: string;
  qty: number;
  priceCents: number;
  type_id?: string;
  parentSku?: string;
  slug?: string;
  thumbnail?: string;
  options?: { option_id: string; option_value: number; label: string; value: string }[];
}

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
}

export const GUEST = { firstName: 'Anna', lastName: 'Kranich', email: 'anna.kranich@example.com' };
export const ADDRESS: ShippingAddress = { firstName: 'Anna', lastName: 'Kranich', street: 'Lichtentaler Allee', houseNumber: '8', zip: '76530', city: 'Baden-Baden' };

export class CheckoutPage extends ShopPage {
  constructor(page: Page) {
    super(page);
  }

  /** Writes the stored cart before the shop's scripts run (local storage key shop/cart). */
  async seedCart(lines: SeedLine[]): Promise<void> {
    const cartItems = lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      priceCents: line.priceCents,
      type_id: line.type_id ?? (line.options ? 'configurable' : 'simple'),
      ...(line.parentSku ? { parentSku: line.parentSku } : {}),
      ...(line.slug ? { slug: line.slug } : {}),
      ...(line.thumbnail ? { thumbnail: line.thumbnail } : {}),
      ...(line.options ? { product_option: { extension_attributes: { configurable_item_options: line.options } } } : {}),
      checksum: '',
    }));
    const value = JSON.stringify({ version: 1, cartItems, cartServerToken: null, cartItemsHash: null, platformTotals: null, platformTotalSegments: null, shipping: null, payment: null, coupon: null });
    await this.page.addInitScript((stored) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('shop/cart', stored);
        window.sessionStorage.setItem('seeded', '1');
      }
    }, value);
  }

  async openCheckout(prefix = ''): Promise<void> {
    await this.open(`${prefix}/checkout`);
  }

  step(name: RegExp | string): Locator {
    return this.page.getByRole('region', { name });
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  async fillPersonal(guest = GUEST): Promise<void> {
    const step = this.step(/Personal details/);
    await step.getByLabel('First name').fill(guest.firstName);
    await step.getByLabel('Last name').fill(guest.lastName);
    await step.getByLabel('E-mail address').fill(guest.email);
    await step.getByRole('button', { name: 'Continue to shipping' }).click();
  }

  async fillShipping(address = ADDRESS): Promise<void> {
    const step = this.step(/Shipping/);
    await step.getByLabel('First name').fill(address.firstName);
    await step.getByLabel('Last name').fill(address.lastName);
    await step.getByLabel('Street').fill(address.street);
    await step.getByLabel('House number').fill(address.houseNumber);
    await step.getByLabel('Zip code').fill(address.zip);
    await step.getByLabel('City').fill(address.city);
    await expect(step.getByRole('radio', { name: /DHL GoGreen/ })).toBeChecked();
    await step.getByRole('button', { name: 'Continue to payment' }).click();
  }

  async choosePayment(name: string | RegExp): Promise<void> {
    await this.step(/Payment/).getByRole('radio', { name }).check();
  }

  async continueToReview(): Promise<void> {
    await this.step(/Payment/).getByRole('button', { name: 'Continue to review' }).click();
  }

  orderButton(name = 'Order with obligation to pay'): Locator {
    return this.page.getByRole('button', { name });
  }

  async acceptTermsAndOrder(buttonName?: string): Promise<void> {
    await this.page.getByRole('checkbox', { name: /terms and conditions|AGB|condizioni generali/ }).check();
    await this.orderButton(buttonName).click();
  }

  thankYou(): Locator {
    return this.page.getByTestId('thank-you');
  }

  /** The order number the thank-you page shows. */
  async orderNumber(): Promise<string> {
    await expect(this.thankYou().locator('.thank-you__number strong')).toHaveText(/^\d+$/);
    return (await this.thankYou().locator('.thank-you__number strong').textContent())!.trim();
  }
}
