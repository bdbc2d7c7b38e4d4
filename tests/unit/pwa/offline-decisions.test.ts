// What happens when a client-side navigation finds nothing offline (spec 01 §8), and the 3000 ms time-out of lazy
// panels and route chunks (spec 01 §4, §9).
import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogOfflineError, createBrowserCatalog } from '../../../client/api/catalog-client.js';
import { isOfflineMiss } from '../../../client/pwa/offline-navigation.js';
import { LAZY_COMPONENT_TIMEOUT_MS, LazyLoadTimeoutError, loadWithTimeout } from '../../../client/pwa/lazy-load.js';
import { decideOfflineMiss, OFFLINE_UNAVAILABLE_MESSAGE, offlinePagePath } from '../../../shared/pwa/offline-pages.js';
import { getStoreView, STORE_VIEWS } from '../../../shared/store-views.js';

describe('decideOfflineMiss (spec 01 §8 "not available in Offline mode. Redirecting to Home.")', () => {
  it('goes to the store view’s home when the page was never browsed', () => {
    expect(decideOfflineMiss('/p/A/b', getStoreView('main'), false)).toEqual({ kind: 'go-home', home: '/' });
    expect(decideOfflineMiss('/de/herren?sort=x', getStoreView('de'), false)).toEqual({ kind: 'go-home', home: '/de/' });
  });

  it('opens a page the worker holds as a document', () => {
    expect(decideOfflineMiss('/men', getStoreView('main'), true)).toEqual({ kind: 'open-cached-page', url: '/men' });
  });

  it('home itself without data loads as a document (never a loop of client-side redirects)', () => {
    expect(decideOfflineMiss('/', getStoreView('main'), false).kind).toBe('reload-home');
    expect(decideOfflineMiss('/it/', getStoreView('it'), true).kind).toBe('reload-home');
    expect(decideOfflineMiss('/it', getStoreView('it'), false).kind).toBe('reload-home');
  });

  it('the message is the spec’s and each store view has its offline page', () => {
    expect(OFFLINE_UNAVAILABLE_MESSAGE).toBe('The product, category or CMS page is not available in Offline mode. Redirecting to Home.');
    expect(STORE_VIEWS.map(offlinePagePath)).toEqual(['/offline.html', '/de/offline.html', '/it/offline.html']);
  });
});

describe('isOfflineMiss', () => {
  it('the catalogue’s offline error always is one', () => {
    expect(isOfflineMiss(new CatalogOfflineError('/api/x'), true)).toBe(true);
  });

  it('a 404 or a failed fetch counts only while offline', () => {
    // What React Router puts in state.errors for a loader that threw a 404 Response.
    const routeError = { status: 404, statusText: 'Not Found', internal: false, data: 'page-not-found' };
    expect(isRouteErrorResponse(routeError)).toBe(true);
    expect(isOfflineMiss(routeError, false)).toBe(true);
    expect(isOfflineMiss(routeError, true)).toBe(false);
    expect(isOfflineMiss(new TypeError('Failed to fetch'), false)).toBe(true);
    expect(isOfflineMiss(new TypeError('Failed to fetch'), true)).toBe(false);
    expect(isOfflineMiss(new Error('boom'), false)).toBe(false);
  });
});

describe('createBrowserCatalog offline', () => {
  it('turns a network failure into CatalogOfflineError (and does not keep it)', async () => {
    let fail = true;
    const catalog = createBrowserCatalog(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ code: 200, result: { sku: 'A' } }), { headers: { 'content-type': 'application/json' } });
    });
    await expect(catalog.getProduct('main', 'A')).rejects.toBeInstanceOf(CatalogOfflineError);
    fail = false;
    expect(await catalog.getProduct('main', 'A')).toEqual({ sku: 'A' });
  });
});

describe('loadWithTimeout (spec 01 §9: lazy component time-out 3000 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the module when it arrives in time', async () => {
    vi.useFakeTimers();
    const loading = loadWithTimeout(() => new Promise<string>((resolve) => setTimeout(() => resolve('module'), 2999)));
    await vi.advanceTimersByTimeAsync(2999);
    await expect(loading).resolves.toBe('module');
  });

  it('fails after 3000 ms when the chunk hangs', async () => {
    vi.useFakeTimers();
    expect(LAZY_COMPONENT_TIMEOUT_MS).toBe(3000);
    const loading = loadWithTimeout(() => new Promise<string>(() => undefined));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(LazyLoadTimeoutError);
  });

  it('passes a failed import on at once', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow('dynamically imported');
  });
});
