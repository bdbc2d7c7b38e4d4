// The cookie notice at the bottom of every default-layout page (spec 01 §2, §4).
import type { Locator, Page } from '@playwright/test';

export class CookieNotice {
  readonly region: Locator;

  constructor(readonly page: Page, heading = 'Your cookie settings') {
    this.region = page.getByRole('region', { name: heading });
  }

  settingsButton(name = 'Settings'): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  saveSelectionButton(name = 'Save selection'): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  acceptButton(name = 'I accept'): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  necessaryCheckbox(): Locator {
    return this.region.getByRole('checkbox', { name: /Necessary cookies/ });
  }

  trackingCheckbox(): Locator {
    return this.region.getByRole('checkbox', { name: /Tracking cookies/ });
  }

  privacyLink(): Locator {
    return this.region.getByRole('link', { name: 'Privacy policy' });
  }
}
