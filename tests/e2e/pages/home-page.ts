// The home page: banners, carousels and the header's category menu.
import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export class HomePage extends ShopPage {
  async openStore(prefix = ''): Promise<void> {
    await this.open(`${prefix}/`);
  }

  /** A top-level category in the desktop mega menu. */
  menuCategory(name: string): Locator {
    return this.page.getByRole('navigation', { name: /categories|kategorien|categorie/i }).getByRole('link', { name, exact: true }).first();
  }

  carousels(): Locator {
    return this.page.locator('section.product-carousel:not(.product-carousel--loading)');
  }
}
