// The search feature's screens: the header's search field, the search panel (a dialog) and the results page.
import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export class SearchPage extends ShopPage {
  /** The header's search field (a GET form to /search). */
  headerField(): Locator {
    return this.page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' });
  }

  panel(): Locator {
    return this.page.getByRole('dialog', { name: 'Search the shop' });
  }

  panelField(): Locator {
    return this.panel().getByRole('searchbox', { name: 'Search term' });
  }

  panelStatus(): Locator {
    return this.panel().getByRole('status');
  }

  panelCards(): Locator {
    return this.panel().locator('.product-card');
  }

  readMore(): Locator {
    return this.panel().getByRole('button', { name: 'Read more' });
  }

  bottomNavSearch(): Locator {
    return this.page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Search' });
  }

  /** Opens the panel by clicking the header's field; the panel's field gets the focus. */
  async openPanelFromHeader(): Promise<void> {
    await this.headerField().click();
    await expect(this.panel()).toBeVisible();
    await expect(this.panelField()).toBeFocused();
  }

  /** Types like a shopper (key by key, so the debounce is exercised). */
  async typeInPanel(text: string): Promise<void> {
    await this.panelField().pressSequentially(text, { delay: 40 });
  }

  resultCards(): Locator {
    return this.page.locator('main .product-card');
  }
}
