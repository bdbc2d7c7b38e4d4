// A category listing with its filters: sidebar (desktop) or dialog (phone), chips, count, load more.
import type { Locator } from '@playwright/test';
import { CategoryPage } from './category-page.js';

export class ListingPage extends CategoryPage {
  sidebar(): Locator {
    return this.page.locator('#listing-filters');
  }

  filterGroup(title: string): Locator {
    return this.page.locator('.filter-group').filter({ has: this.page.locator('.filter-group__title', { hasText: title }) });
  }

  /** The filter values of a group, inside the given container (sidebar or dialog). */
  filterOptions(title: string, within: Locator = this.sidebar()): Locator {
    return within.locator('.filter-group').filter({ has: this.page.locator('.filter-group__title', { hasText: title }) }).locator('a.filter-option');
  }

  /** The product count a filter value announces ("12 products" in its accessible text). */
  async announcedCount(option: Locator): Promise<number> {
    const text = (await option.locator('.visually-hidden').textContent()) ?? '';
    const match = /^(\d+) products?/.exec(text);
    if (!match) throw new Error(`no count in filter option "${text}"`);
    return Number(match[1]);
  }

  /** The total in the toolbar ("151 products"). */
  async shownTotal(): Promise<number> {
    return Number(((await this.page.locator('.listing-toolbar__count').textContent()) ?? '').replace(/[^\d]/g, ''));
  }

  chips(): Locator {
    return this.page.locator('.active-filters .filter-chip');
  }

  loadMore(): Locator {
    return this.page.getByRole('link', { name: 'Load more', exact: true });
  }

  filtersButton(): Locator {
    return this.page.locator('.listing-toolbar .listing-filters-button');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Filters' });
  }
}
