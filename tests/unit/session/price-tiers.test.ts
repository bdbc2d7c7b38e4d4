// Spec 01 §6 / 02 §6: the group id and group token from the profile go with searches and the URL map when price
// tiers are enabled (usePriceTiers, off by default).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserCatalog, setCatalogRequestParams } from '../../../client/api/catalog-client.js';
import { ACCOUNT_CONFIG } from '../../../shared/account/account-config.js';
import { priceTierParams } from '../../../shared/account/session-rules.js';

const answer = (result: unknown) => new Response(JSON.stringify({ code: 200, result }), { headers: { 'content-type': 'application/json' } });

describe('price tiers in catalogue calls', () => {
  afterEach(() => setCatalogRequestParams(() => ({})));

  it('is off by default', () => {
    expect(ACCOUNT_CONFIG.usePriceTiers).toBe(false);
  });

  it('when on, searches and the URL map carry userGroupId and groupToken; when off, nothing is added', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => answer(String(url).includes('url/map') ? { _type: 'category', _source: {}, body: init?.body } : { items: [], total: 0 }));
    let enabled = true;
    setCatalogRequestParams(() => priceTierParams(enabled, { groupId: 4, groupToken: 'tier-token' }));
    const catalog = createBrowserCatalog(fetch as unknown as typeof globalThis.fetch);
    await catalog.listProducts({ store: 'main', q: 'oxford' });
    await catalog.resolveUrl('main', '/men');
    expect(String(fetch.mock.calls[0][0])).toContain('userGroupId=4&groupToken=tier-token');
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body))).toEqual({ url: '/men', store: 'main', userGroupId: '4', groupToken: 'tier-token' });
    enabled = false;
    await catalog.listProducts({ store: 'main', q: 'loafer' });
    expect(String(fetch.mock.calls[2][0])).not.toContain('userGroupId');
  });
});
