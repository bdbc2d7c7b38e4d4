import { localizePath, storeViewFromPath, type StoreCode } from '../../../shared/store-views.js';

/** The same page in another store view: swap the store prefix of the current path, keep the query. */
export function pathInStore(pathname: string, search: string, code: StoreCode): string {
  const { path } = storeViewFromPath(pathname);
  return localizePath(code, path) + search;
}
