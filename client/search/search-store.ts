// The search panel's state (shared/search/search-panel-state.ts) as a store, apart from its controller
// (client/search/search-controller.ts): the header's search field follows the text on every page, while the
// controller (searching, paging, the product cards of the results) loads with the panel or at the first keystroke.
import type { SearchPanelState } from '../../shared/search/search-panel-state.js';
import { initialSearchPanelState } from '../../shared/search/search-panel-state.js';
import type { ProductCardData } from '../components/catalog/product-card-data.js';
import { createStore, useStore } from '../stores/create-store.js';

export type SearchState = SearchPanelState<ProductCardData>;

export const searchStore = createStore<SearchState>(initialSearchPanelState<ProductCardData>());

export function useSearch<T>(selector: (state: SearchState) => T): T {
  return useStore(searchStore, selector);
}
