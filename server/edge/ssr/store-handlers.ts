// One React Router static handler per store view. With every store view's routes in one tree, each page request
// matched its path against about 115 branches, React Router compiling each route's pattern anew, and each render
// copied the whole tree again (createStaticRouter): together some 4 % of an edge worker's CPU per uncached page
// (bench/history.md, issue #15). A path's store view is known from its first segment, and within that store view's
// branch the routes, their ids and their ranking are the same as in the whole tree, so the page is the same.
import { createStaticHandler, type StaticHandler } from 'react-router';
import { createRoutes } from '../../../client/routes.js';
import { STORE_VIEWS } from '../../../shared/store-views.js';

export interface StoreHandlers {
  /** The handler whose routes serve this path (a pathname as React Router sees it: not yet decoded). */
  forPath(pathname: string): StaticHandler;
}

/** The first segment as React Router compares it: percent-decoded where valid, case-insensitive. */
function firstSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

export function createStoreHandlers(): StoreHandlers {
  const byPrefix = new Map<string, StaticHandler>();
  for (const store of STORE_VIEWS) byPrefix.set(store.prefix.slice(1).toLowerCase(), createStaticHandler(createRoutes([store])));
  // The store view without a prefix takes every path that does not start with another one's prefix.
  const unprefixed = byPrefix.get('');
  if (!unprefixed) throw new Error('no store view without a path prefix');
  return {
    forPath(pathname) {
      const first = firstSegment(pathname);
      return (first && byPrefix.get(first)) || unprefixed;
    },
  };
}
