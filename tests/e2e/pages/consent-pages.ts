// The consent feature's screens: /cookie-settings, /newsletter (+ confirmation landing), /abmelden and /contact.
import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export class CookieSettingsPage extends ShopPage {
  trackingCheckbox(): Locator {
    return this.page.getByRole('main').getByRole('checkbox', { name: /Tracking/ });
  }

  saveButton(name = 'Save selection'): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }

  currentChoice(name = 'Your current choice'): Locator {
    return this.page.getByRole('region', { name });
  }
}

export class NewsletterPage extends ShopPage {
  /** The page's own sign-up form (the footer has a second one). */
  emailField(): Locator {
    return this.page.getByRole('main').getByLabel('Your e-mail address');
  }

  genderButton(name: 'Women' | 'Men'): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }

  status(): Locator {
    return this.page.getByRole('main').getByRole('status');
  }
}

export class UnsubscribePage extends ShopPage {
  emailField(): Locator {
    return this.page.getByRole('main').getByLabel('Your e-mail address');
  }

  submit(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Unsubscribe', exact: true });
  }
}

export class ContactPage extends ShopPage {
  field(label: string | RegExp): Locator {
    return this.page.getByRole('main').getByLabel(label);
  }

  privacyCheckbox(): Locator {
    return this.page.getByRole('main').getByRole('checkbox');
  }

  sendButton(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }
}
