// Small pieces every route loader uses: the request's store view, "not found" as a 404 answer, and optional
// (deferred) data that resolves to null instead of failing the page (Hydrogen's pattern, STYLE "Routes and loaders").
import { data } from 'react-router';
import { storeViewFromPath, type StoreView } from '../../shared/store-views.js';

export interface RequestPlace {
  store: StoreView;
  /** The path inside the store view ('/de/c/men' → '/c/men'). */
  path: string;
  url: URL;
}

export function requestPlace(request: Request): RequestPlace {
  const url = new URL(request.url);
  const { store, path } = storeViewFromPath(url.pathname);
  return { store, path, url };
}

/** Thrown by a loader when its critical data is missing: the route's error boundary shows the not-found page. */
export function notFound(message: string): never {
  throw data(message, { status: 404, statusText: 'Not Found' });
}

/** Data the page can do without: resolves to null when it cannot be loaded. */
export function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch(() => null);
}

/** The loader's clock, so that prices and badges are decided once and travel with the data. */
export function loaderNow(): Date {
  return new Date();
}
