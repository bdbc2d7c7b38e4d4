// Base page object: opens a storefront URL, records what the browser reports on its console, and tells when
// React has hydrated the server's HTML.
import { expect, type ConsoleMessage, type Page, type Response } from '@playwright/test';

export interface ConsoleEntry {
  type: string;
  text: string;
}

export class ShopPage {
  readonly console: ConsoleEntry[] = [];
  readonly pageErrors: string[] = [];
  private documentRequests = 0;

  constructor(readonly page: Page) {
    page.on('console', (message: ConsoleMessage) => this.console.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'document') this.documentRequests += 1;
    });
  }

  async open(path: string): Promise<Response | null> {
    const response = await this.page.goto(path, { waitUntil: 'load' });
    await this.waitForHydration();
    return response;
  }

  /**
   * The shell marks <html data-hydrated> after its first commit (client/root.tsx). hydrateRoot runs as a transition,
   * so its container mark alone came too early: a sort chosen before the commit was lost under load.
   */
  async waitForHydration(): Promise<void> {
    await this.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  }

  /** Errors and warnings the page reported (React's hydration warnings are console errors). */
  problems(ignore: RegExp[] = []): string[] {
    const reported = this.console.filter((m) => m.type === 'error' || m.type === 'warning').map((m) => `${m.type}: ${m.text}`);
    return [...reported, ...this.pageErrors.map((e) => `pageerror: ${e}`)].filter((text) => !ignore.some((pattern) => pattern.test(text)));
  }

  /** How many documents the tab loaded: client-side navigations load none. */
  get documentLoads(): number {
    return this.documentRequests;
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async expectHeading(text: string | RegExp): Promise<void> {
    await expect(this.heading()).toHaveText(text);
  }
}
