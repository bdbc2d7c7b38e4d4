// Apart from the search input rules: every page's header uses those, while only the search panel shows these.

/** Suggestions the empty panel offers (English keys of shared/i18n/search.ts; each finds products in its language). */
export const POPULAR_SEARCHES = ['Oxford', 'Derby', 'Budapester', 'Loafer', 'Chelsea Boot', 'Sneaker'] as const;
