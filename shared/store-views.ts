// The one store-view registry: routing, i18n, prices, sitemaps, hreflang and the manifest read it.
// Nothing else hard-codes a locale or a path prefix.

export type StoreCode = 'main' | 'de' | 'it';
export type Language = 'en' | 'de' | 'it';

export interface StoreView {
  code: StoreCode;
  id: number;
  /** URL path prefix without trailing slash; '' for the main store. */
  prefix: '' | '/de' | '/it';
  locale: 'en-US' | 'de-DE' | 'it-IT';
  language: Language;
  /** Name shown in the language switcher, in its own language. */
  label: string;
  currency: 'EUR';
  taxCountry: string;
}

export const STORE_VIEWS: readonly StoreView[] = Object.freeze([
  { code: 'main', id: 1, prefix: '', locale: 'en-US', language: 'en', label: 'English', currency: 'EUR', taxCountry: 'DE' },
  { code: 'de', id: 3, prefix: '/de', locale: 'de-DE', language: 'de', label: 'Deutsch', currency: 'EUR', taxCountry: 'DE' },
  { code: 'it', id: 4, prefix: '/it', locale: 'it-IT', language: 'it', label: 'Italiano', currency: 'EUR', taxCountry: 'DE' },
] as const satisfies readonly StoreView[]);

export const STORE_CODES: readonly StoreCode[] = STORE_VIEWS.map((s) => s.code);
/** German is the fallback language for missing translations (DESIGN §5). */
export const FALLBACK_LANGUAGE: Language = 'de';
export const ROOT_CATEGORY_ID = 2;
export const BESTSELLERS_CATEGORY_ID = 70;

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}

export function getStoreView(code: StoreCode): StoreView {
  const view = STORE_VIEWS.find((s) => s.code === code);
  if (!view) throw new Error(`Unknown store view ${code}`);
  return view;
}

export function getStoreViewById(id: number): StoreView | undefined {
  return STORE_VIEWS.find((s) => s.id === id);
}

/** Splits a path into its store view and the path inside that store ('/de/c/men' → de, '/c/men'). */
export function storeViewFromPath(path: string): { store: StoreView; path: string } {
  for (const view of STORE_VIEWS) {
    if (view.prefix && (path === view.prefix || path.startsWith(view.prefix + '/'))) {
      return { store: view, path: path.slice(view.prefix.length) || '/' };
    }
  }
  return { store: STORE_VIEWS[0], path: path || '/' };
}

/** Builds a store-local path ('/c/men' in de → '/de/c/men'). */
export function localizePath(code: StoreCode, path: string): string {
  const prefix = getStoreView(code).prefix;
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === '/' ? `${prefix}/` : `${prefix}${clean}`;
}

/** Elasticsearch index name for a store view and entity ({prefix}_product, {prefix}_de_product …). */
export function indexName(indexPrefix: string, code: StoreCode, entity: CatalogEntity): string {
  return code === 'main' ? `${indexPrefix}_${entity}` : `${indexPrefix}_${code}_${entity}`;
}

export type CatalogEntity = 'product' | 'category' | 'attribute' | 'cms_page' | 'cms_block' | 'taxrule';
export const CATALOG_ENTITIES: readonly CatalogEntity[] = ['product', 'category', 'attribute', 'cms_page', 'cms_block', 'taxrule'];
