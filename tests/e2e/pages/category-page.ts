// A category listing: heading, product cards and the sort select.
import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export class CategoryPage extends ShopPage {
  productCards(): Locator {
    return this.page.locator('.product-grid .product-card');
  }

  sortSelect(): Locator {
    return this.page.locator('#listing-sort');
  }

  async sortBy(value: string): Promise<void> {
    await this.sortSelect().selectOption(value);
  }
}
