import type { MenuCategory } from '../../shell/shell-data.js';

/** Subcategories in the order the catalogue gives them (spec 01 §2: "sorted by position"). */
export function sortByPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/** The delay before an open sub-menu closes once the pointer has left it (spec 01 §9). */
export const SUBMENU_CLOSE_DELAY_MS = 300;

/** DOM id of a category's mega-menu panel. */
export const megaPanelId = (category: MenuCategory) => `mega-panel-${category.id}`;
