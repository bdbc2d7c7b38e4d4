// The withdrawal button's page (§356a BGB): find the order, choose lines, withdraw, read the confirmation.
import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export class WithdrawalPage extends ShopPage {
  footerLink(): Locator {
    return this.page.locator('footer').getByRole('link', { name: 'Withdraw from contract', exact: true });
  }

  stepHeading(): Locator {
    return this.page.locator('#withdrawal-step-heading');
  }

  async findOrder(orderNumber: string, email: string): Promise<void> {
    await this.page.getByLabel('Order number').fill(orderNumber);
    await this.page.getByLabel('E-mail address used for the order').fill(email);
    await this.page.getByRole('button', { name: 'Find order' }).click();
  }

  async chooseOnly(name: RegExp, sku: string): Promise<void> {
    await this.page.getByRole('radio', { name: 'Only some items' }).check();
    await this.page.locator('.withdrawal-line', { hasText: sku }).getByRole('checkbox', { name }).check();
  }

  withdrawButton(): Locator {
    return this.page.getByRole('button', { name: 'Withdraw from contract', exact: true });
  }

  receivedAt(): Locator {
    return this.page.getByTestId('withdrawal-received-at');
  }

  receiptLines(): Locator {
    return this.page.locator('.withdrawal-receipt__lines li');
  }
}
