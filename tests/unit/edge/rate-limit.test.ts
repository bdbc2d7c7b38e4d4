import { describe, expect, it } from 'vitest';
import { isExemptFromGlobalLimit } from '../../../server/edge/rate-limit.js';

describe('global rate limit exemptions', () => {
  it('does not count probes and static files (assets, pictures, service worker, manifests)', () => {
    for (const url of ['/healthz', '/readyz', '/sw.js', '/assets/entry-ABC123.js', '/img/product/kr-1001.svg', '/manifest.webmanifest', '/de/manifest.webmanifest?v=2']) {
      expect(isExemptFromGlobalLimit(url), url).toBe(true);
    }
  });

  it('counts pages and every API call', () => {
    for (const url of ['/', '/de/men', '/api/catalog/products?store=main', '/api/user/login', '/sw.js.map.html', '/assetsX/a.js', '/healthz/x']) {
      expect(isExemptFromGlobalLimit(url), url).toBe(false);
    }
  });
});
