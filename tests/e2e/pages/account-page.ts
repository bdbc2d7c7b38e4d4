// Page objects of the account feature: the auth modal (login, sign-up, forgotten password), /my-account and the
// reset-password page.
import { expect, type Locator, type Page } from '@playwright/test';
import { ShopPage } from './shop-page.js';

/** A form field by its label; required fields carry a visual asterisk after the label text. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

export interface SignUpData {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

export class AuthModal {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  field(label: string): Locator {
    return field(this.dialog(), label);
  }

  async signUp(data: SignUpData): Promise<void> {
    await expect(this.dialog()).toHaveAccessibleName('Create an account');
    await this.field('First name').fill(data.firstname);
    await this.field('Last name').fill(data.lastname);
    await this.field('E-mail address').fill(data.email);
    await this.field('Password').fill(data.password);
    await this.field('Repeat password').fill(data.password);
    await this.dialog().getByRole('button', { name: 'Create an account', exact: true }).click();
  }

  async logIn(email: string, password: string): Promise<void> {
    await expect(this.dialog()).toHaveAccessibleName('Log in');
    await this.field('E-mail address').fill(email);
    await this.field('Password').fill(password);
    await this.dialog().getByRole('button', { name: 'Log in to your account', exact: true }).click();
  }

  async requestReset(email: string): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Forgot the password?' }).click();
    await expect(this.dialog()).toHaveAccessibleName('Reset password');
    await this.field('E-mail address').fill(email);
    await this.dialog().getByRole('button', { name: 'Reset password', exact: true }).click();
  }
}

export class AccountPage extends ShopPage {
  readonly modal = new AuthModal(this.page);

  section(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name, exact: true });
  }

  async openGuestLogin(): Promise<void> {
    await this.page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  }

  async openGuestSignUp(): Promise<void> {
    await this.page.getByRole('main').getByRole('button', { name: 'Create an account', exact: true }).click();
  }

  async logOut(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
  }

  notification(text: string | RegExp): Locator {
    return this.page.getByText(text).first();
  }
}

export class ResetPasswordPage extends ShopPage {
  async setPassword(password: string): Promise<void> {
    await field(this.page, 'New password').fill(password);
    await field(this.page, 'Repeat new password').fill(password);
    await this.page.getByRole('button', { name: 'Set new password' }).click();
  }
}
