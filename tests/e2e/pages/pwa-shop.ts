// The shop as an installed-or-offline app: waits for the service worker to control the page, looks into its
// caches, and finds the offline badge, notices and load errors.
import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page.js';

export const OFFLINE_NOTICE = 'You are offline. Some features might not be available.';
export const OFFLINE_UNAVAILABLE = 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

export class PwaShop extends ShopPage {
  /** Resolves once a service worker is active and controls this page (the worker claims open pages). */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  }

  /** Whether any of the worker's caches holds an answer for the URL (path on this origin). */
  async isCached(url: string): Promise<boolean> {
    return this.page.evaluate(async (target) => (await caches.match(target)) !== undefined, url);
  }

  async expectCached(url: string): Promise<void> {
    await expect.poll(() => this.isCached(url), { timeout: 20_000 }).toBe(true);
  }

  /** Bytes of everything the worker keeps, summed over the cached answers' bodies. */
  async cachedBytes(): Promise<{ entries: number; bytes: number; byCache: Record<string, number> }> {
    return this.page.evaluate(async () => {
      let entries = 0;
      let bytes = 0;
      const byCache: Record<string, number> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const requests = await cache.keys();
        byCache[name] = requests.length;
        for (const request of requests) {
          const response = await cache.match(request);
          if (!response) continue;
          entries += 1;
          bytes += (await response.arrayBuffer()).byteLength;
        }
      }
      return { entries, bytes, byCache };
    });
  }

  offlineBadge(): Locator {
    return this.page.locator('.offline-badge');
  }

  notification(text: string): Locator {
    return this.page.locator('.notification', { hasText: text });
  }

  productLinks(): Locator {
    return this.page.locator('a.product-card__link');
  }
}
