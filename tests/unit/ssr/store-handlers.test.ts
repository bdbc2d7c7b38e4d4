// Each store view's handler matches a path to the same routes as the whole route tree would (issue #15: fewer
// branches to match per page), for every kind of path, odd spellings of the store prefix included.
import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../../client/routes.js';
import { createStoreHandlers } from '../../../server/edge/ssr/store-handlers.js';

const whole = createStaticHandler(createRoutes());
const handlers = createStoreHandlers();
const matchedIds = (routes: Parameters<typeof matchRoutes>[0], path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

const PATHS = ['/', '/men', '/men/oxfords', '/p/VB-2007-DBR/lanchid/VB-2007-DBR', '/p/VB-2007-DBR/lanchid', '/checkout', '/agb', '/search', '/i/about', '/c/x', '/pwa.html', '/my-account/', '/unknown/deep/path'];
const PREFIXES = ['', '/de', '/it', '/DE', '/It', '/%64e', '/dex', '/d', '/de%2Fx', '/%E0%A4%A'];

describe('a handler per store view', () => {
  it('matches every path to the routes the whole tree matches', () => {
    // React Router warns about the malformed percent-encoding on purpose among the prefixes.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const prefix of PREFIXES) {
      for (const path of PATHS) {
        const full = `${prefix}${path}`;
        expect(matchedIds(handlers.forPath(full).dataRoutes, full), full).toEqual(matchedIds(whole.dataRoutes, full));
      }
      if (prefix) expect(matchedIds(handlers.forPath(prefix).dataRoutes, prefix), prefix).toEqual(matchedIds(whole.dataRoutes, prefix));
    }
    warn.mockRestore();
  });

  it('keeps only its own store view', () => {
    const storeBranches = (path: string) => handlers.forPath(path).dataRoutes[0].children?.map((route) => route.id);
    expect(storeBranches('/men')).toEqual(['main']);
    expect(storeBranches('/de/herren')).toEqual(['de']);
    expect(storeBranches('/it')).toEqual(['it']);
  });
});
