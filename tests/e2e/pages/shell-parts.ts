// The shell's interactive parts the accessibility tests drive by keyboard: mega menu, mobile menu, bottom
// navigation, mini cart, search panel, language modal and the login modal (English store view).
import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export class ShellParts extends ShopPage {
  categories(): Locator {
    return this.page.getByRole('navigation', { name: 'Categories' });
  }

  /** The disclosure button that opens the mega panel holding a link to `href`. */
  megaToggleFor(href: string): Locator {
    return this.categories().locator('li.mega__item', { has: this.page.locator(`a[href="${href}"]`) }).getByRole('button');
  }

  megaLink(href: string): Locator {
    return this.categories().locator(`.mega__panel a[href="${href}"]`);
  }

  cartLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
  }

  miniCart(): Locator {
    return this.page.getByRole('dialog', { name: /Shopping cart/ });
  }

  proceedToCheckout(): Locator {
    return this.miniCart().getByRole('link', { name: 'Proceed to checkout' });
  }

  headerLogin(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true });
  }

  loginModal(): Locator {
    return this.page.getByRole('dialog', { name: 'Log in' });
  }

  menuButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  }

  mobileMenu(): Locator {
    return this.page.getByRole('navigation', { name: 'Menu', exact: true });
  }

  quickNavigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Quick navigation' });
  }

  searchPanel(): Locator {
    return this.page.getByRole('dialog', { name: 'Search the shop' });
  }

  headerSearch(): Locator {
    return this.page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' });
  }

  languageButton(): Locator {
    return this.page.getByRole('button', { name: /^Language: English/ });
  }

  languageModal(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('heading', { name: /language|store/i }) });
  }
}
