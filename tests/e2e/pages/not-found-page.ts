// The not-found page (slug page-not-found).
import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export class NotFoundPage extends ShopPage {
  root(): Locator {
    return this.page.locator('[data-page="page-not-found"]');
  }

  homeLink(): Locator {
    return this.root().getByRole('link').first();
  }
}
