// The browser downloads only some namespaces' texts (client/messages/): the shell's before hydration, a screen's or
// a panel's with its code. A text of a namespace the part has not loaded would show as its English key in the German
// and Italian store views, so every part of the bundle is checked statically: each dictionary key written in its
// modules must belong to a namespace the part has loaded by the time it renders.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { SHELL_NAMESPACES } from '../../../client/messages/page-messages.js';
import { SCREENS } from '../../../client/routes.js';
import { LAZY_PANELS } from '../../../client/shell/panels.js';
import type { MessageNamespace } from '../../../shared/i18n/messages.js';
import { bundleClient, bundleParts, textUses, type BundlePart } from './namespace-usage.js';

/**
 * Modules that name texts of many features without showing them all: each text is shown by the screen or panel
 * that meets it, which loads its namespace.
 */
const TABLES_OF_EVERY_OUTCOME = new Set([
  // A message per commerce error code: a code reaches the shopper only from the request of the screen or panel
  // that made it (cart codes on the cart's requests, account codes in the login modal and account page, …).
  'shared/commerce/error-codes.ts',
]);

/** Literals that equal a key without being a text the shopper reads. */
const NOT_TEXTS: Record<string, readonly string[]> = {
  // schema.org types of the JSON-LD
  'shared/seo/structured-data.ts': ['Product', 'Brand'],
};

/** Engines loaded on demand (client/cart/cart-loader.ts, client/session/session-loader.ts): their notices are the shell's texts. */
const ENGINES = new Set(['client/cart/cart.ts', 'client/session/session.ts']);

/** Parts that hold no screen code: the in-process fallback of the message chunks (the build replaces it). */
const NOT_SHOWN = new Set(['shared/i18n/index.ts']);

/**
 * Parts loaded on demand inside another part, which has loaded its texts by then: deferred regions
 * (client/shell/deferred-region.tsx) render inside the shell or a screen, loaders' code runs as its screen loads, the
 * search controller comes with the search panel, clients of the catalogue and the forms have no texts. A region used
 * by several screens names the one with the fewest namespaces.
 */
const HOSTED: Record<string, string> = {
  'client/components/shell/Footer.tsx': 'client/entry.tsx',
  'client/components/shell/MegaPanel.tsx': 'client/entry.tsx',
  'client/components/shell/MobileMenuContent.tsx': 'client/entry.tsx',
  'client/components/catalog/RouteErrorContent.tsx': 'client/entry.tsx',
  'client/api/shell-data-loader.ts': 'client/entry.tsx',
  'client/api/sanitize-html.ts': 'client/entry.tsx',
  'client/api/catalog-client.ts': 'client/entry.tsx',
  'client/persistence/url-cache.ts': 'client/entry.tsx',
  'client/persistence/persistent-storage.ts': 'client/entry.tsx',
  'client/consent/form-api.ts': 'client/entry.tsx',
  'client/search/search-controller.ts': 'client/components/search/SearchPanel.tsx',
  'client/components/catalog/DeferredProductCarousel.tsx': 'client/routes/home.tsx',
  'client/components/product/ProductReviews.tsx': 'client/routes/product.tsx',
  'client/components/product/ProductStructuredData.tsx': 'client/routes/product.tsx',
  'client/components/product/ProductComponents.tsx': 'client/routes/product.tsx',
  'client/components/product/product-components.ts': 'client/routes/product.tsx',
  'client/routes/product-loader.ts': 'client/routes/product.tsx',
  'client/routes/category-loader.ts': 'client/routes/category.tsx',
};

function loadedBy(part: BundlePart): readonly MessageNamespace[] | undefined {
  if (part.module in HOSTED) return loadedBy({ ...part, module: HOSTED[part.module] });
  if (part.module === 'client/entry.tsx' || ENGINES.has(part.module)) return SHELL_NAMESPACES;
  const lazy = [...Object.values(SCREENS), ...LAZY_PANELS.map((panel) => panel.source)].find((source) => source.module === part.module);
  return lazy ? [...SHELL_NAMESPACES, ...lazy.messages] : undefined;
}

describe('message namespaces of the browser bundle', () => {
  let metafile: Metafile;
  beforeAll(async () => {
    metafile = await bundleClient();
  }, 60_000);

  it('every lazily loaded part is a screen or panel that names its namespaces', () => {
    const unknown = bundleParts(metafile)
      .filter((part) => !NOT_SHOWN.has(part.module))
      .filter((part) => !loadedBy(part))
      .map((part) => part.module);
    expect(unknown).toEqual([]);
  });

  it('each part shows only texts of the namespaces it has loaded', () => {
    const problems: string[] = [];
    for (const part of bundleParts(metafile)) {
      const loaded = loadedBy(part);
      if (!loaded) continue;
      for (const use of textUses(part.sources)) {
        if (TABLES_OF_EVERY_OUTCOME.has(use.source) || NOT_TEXTS[use.source]?.includes(use.key) || use.owners.some((owner) => loaded.includes(owner))) continue;
        problems.push(`${part.module}: ${use.source} shows '${use.key}' of ${use.owners.join('|')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
