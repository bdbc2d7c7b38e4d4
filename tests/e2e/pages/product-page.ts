// Page object of the product page: size chips, price and stock of the chosen child, quantity, Add to cart, the
// header's cart count and the cart notification.
import type { Page } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export interface CatalogueProduct {
  sku: string;
  slug: string;
  name: string;
  type_id: string;
  configurable_children?: { sku: string; status: number; stock: { is_in_stock: boolean }; price_incl_tax: number; special_price_incl_tax?: number | null }[];
}

export class ProductPage extends ShopPage {
  constructor(page: Page) {
    super(page);
  }

  /** A configurable product with at least two children in stock, from the catalogue API. */
  static async findConfigurable(page: Page, store = 'main'): Promise<CatalogueProduct> {
    const answer = await (await page.request.get(`/api/catalog/products?store=${store}&size=50`)).json();
    const products = answer.result.items as CatalogueProduct[];
    const found = products.find((p) => p.type_id === 'configurable' && (p.configurable_children ?? []).filter((c) => c.stock.is_in_stock && c.status < 2).length >= 2);
    if (!found) throw new Error('The demo catalogue has no configurable product with two children in stock');
    return found;
  }

  async openProduct(product: Pick<CatalogueProduct, 'sku' | 'slug'>, prefix = ''): Promise<void> {
    await this.open(`${prefix}/p/${product.sku}/${product.slug}`);
  }

  sizeChip(label: string) {
    return this.page.locator('.product-options').getByRole('link', { name: label, exact: true });
  }

  price() {
    return this.page.locator('.product-page__info .price__final').first();
  }

  stockStatus() {
    return this.page.locator('.product-page__info .stock-status');
  }

  quantity() {
    return this.page.getByLabel('Quantity', { exact: true });
  }

  addToCart() {
    return this.page.getByRole('button', { name: 'Add to cart', exact: true });
  }

  updateCart() {
    return this.page.getByRole('button', { name: 'Update cart', exact: true });
  }

  /** The header's cart link, whose name carries the count ("Cart, 2 items"). */
  cartLink() {
    return this.page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ }).first();
  }

  miniCart() {
    return this.page.getByRole('dialog', { name: /Shopping cart/ });
  }

  reviewsSection() {
    return this.page.locator('#reviews');
  }

  async writeReview(review: { nickname: string; title: string; detail: string; stars: number }): Promise<void> {
    const form = this.page.locator('.review-form');
    await form.getByRole('radio', { name: `${review.stars} of 5 stars`, exact: true }).check();
    await form.getByLabel('Nickname', { exact: true }).fill(review.nickname);
    await form.getByLabel('Title', { exact: true }).fill(review.title);
    await form.getByLabel('Your review', { exact: true }).fill(review.detail);
    await form.getByRole('button', { name: 'Submit review', exact: true }).click();
  }

  notification(text: string | RegExp) {
    return this.page.locator('.notification__message').filter({ hasText: text });
  }
}
