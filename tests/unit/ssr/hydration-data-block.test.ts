// The browser reads back exactly the hydration data the server wrote into the page, from the block the server named.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readHydrationData, type HydrationData } from '../../../client/api/hydration-data.js';
import { renderDocumentTail } from '../../../server/edge/ssr/document.js';

/** A document holding the elements of this HTML that have an id, with their text (as the parser would give it). */
function fakeDocument(html: string) {
  const elements = new Map<string, { textContent: string }>();
  for (const match of html.matchAll(/<script[^>]* id="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)) elements.set(match[1], { textContent: match[2] });
  return { getElementById: (id: string) => elements.get(id) ?? null };
}

afterEach(() => vi.unstubAllGlobals());

describe('hydration data in the browser', () => {
  it('is the data the server wrote, markup-like text included, read once', () => {
    const data: HydrationData = { loaderData: { root: { title: '</script><!-- "x" & y', items: [1, null, 'ü\u2028'] } }, actionData: null, errors: null };
    const document = fakeDocument(renderDocumentTail(data, { entryScript: '/assets/entry.js', modulePreloads: [], nonce: 'n' }));
    const getElementById = vi.spyOn(document, 'getElementById');
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', document);
    expect(readHydrationData()).toEqual(data);
    expect(readHydrationData()).toBe((globalThis.window as Window).__staticRouterHydrationData);
    expect(getElementById).toHaveBeenCalledTimes(1);
  });

  it('is absent on a page without the block', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', fakeDocument('<p>offline</p>'));
    expect(readHydrationData()).toBeUndefined();
  });
});
