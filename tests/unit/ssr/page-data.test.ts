// What product cards and the product page show (spec 01 §4 prices, badges, variants) and the manifest preloads.
import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizeHtml } from '../../../client/api/sanitize-html.js';
import { toProductCard } from '../../../client/components/catalog/product-card-data.js';
import { choiceTarget } from '../../../shared/catalog/variant-selection.js';
import { colourGalleries, productBreadcrumbs, selectedChild, toProductView } from '../../../client/components/catalog/product-page-data.js';
import { shownImages } from '../../../client/components/product/product-variant.js';
import { modulePreloads, type ClientManifest } from '../../../server/edge/ssr/manifest.js';
import { category, PRODUCTS } from './fake-catalog.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const oxford = PRODUCTS.find((p) => p.sku === 'KR-OX-1')!;
const derby = PRODUCTS.find((p) => p.sku === 'KR-DB-2')!;

describe('product cards', () => {
  it('link the product, name its brand and show the special price with the new and sale badges', () => {
    const card = toProductCard('de', derby, NOW);
    expect(card.href).toBe('/de/p/KR-DB-2/kranich-derby');
    expect(card.brand).toBe('Kranich');
    expect(card.image).toBe('/img/catalog/ox.png');
    expect(card.price).toEqual({ finalCents: 24900, regularCents: 29900, isReduced: true });
    expect(card.isNew).toBe(true);
  });

  it('configurable products link with their own sku as childSku', () => {
    expect(toProductCard('main', oxford, NOW).href).toBe('/p/KR-OX-1/kranich-oxford/KR-OX-1');
  });
});

describe('product page', () => {
  const view = toProductView(oxford, NOW, { sanitizeHtml, htmlToPlainText });

  it('names the route after the type and lists the options with each child', () => {
    expect(view.routeName).toBe('configurable-product');
    expect(view.options[0].values.map((v) => v.label)).toEqual(['42', '43']);
    expect(view.children).toEqual([
      expect.objectContaining({ sku: 'KR-OX-1-42', values: { size: 42 }, available: true }),
      expect.objectContaining({ sku: 'KR-OX-1-43', values: { size: 43 }, available: false }),
    ]);
  });

  it('selects the child a route names, and links each size to its child', () => {
    expect(selectedChild(view, 'KR-OX-1-43')?.sku).toBe('KR-OX-1-43');
    expect(selectedChild(view, 'OTHER')).toBeNull();
    expect(choiceTarget(view.children, {}, 'size', 42)).toEqual({ child: expect.objectContaining({ sku: 'KR-OX-1-42' }) });
    expect(choiceTarget(view.children, {}, 'size', 99)).toBeNull();
  });

  it("shows a chosen colour's block of the gallery, and the whole gallery before a choice", () => {
    const images = ['/a-side.svg', '/a-pair.svg', '/b-side.svg', '/b-pair.svg'];
    const multi = {
      configurable_children: [
        { sku: 'A-40', color: 1, size: 40, image: '/a-side.svg' },
        { sku: 'B-40', color: 2, size: 40, image: '/b-side.svg' },
      ],
    } as unknown as Parameters<typeof colourGalleries>[0];
    const byColour = colourGalleries(multi, images);
    expect(byColour).toEqual({ 1: ['/a-side.svg', '/a-pair.svg'], 2: ['/b-side.svg', '/b-pair.svg'] });
    expect(shownImages({ images, imagesByColour: byColour }, { color: 2 })).toEqual(['/b-side.svg', '/b-pair.svg']);
    expect(shownImages({ images, imagesByColour: byColour }, {})).toEqual(images);
  });

  it('builds breadcrumbs to the deepest category', () => {
    const crumbs = productBreadcrumbs('de', [category(11, 'Oxfords', 10, 3, 1), category(10, 'Men', 2, 2, 1)]);
    expect(crumbs).toEqual([
      { name: 'Men', route_link: '/de/men' },
      { name: 'Oxfords', route_link: '/de/men/oxfords' },
    ]);
    expect(productBreadcrumbs('de', [])).toEqual([]);
  });
});

describe('module preloads', () => {
  const manifest: ClientManifest = {
    version: '1',
    buildDate: '',
    css: null,
    entry: { file: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: {
      'client/routes/category.tsx': { file: '/assets/category.js', imports: ['/assets/react.js', '/assets/cards.js'] },
      'client/routes/product.tsx': { file: '/assets/product.js', imports: ['/assets/cards.js'] },
    },
  };

  it('lists the entry imports and each matched route chunk once', () => {
    expect(modulePreloads(manifest, ['client/routes/category.tsx', 'client/routes/product.tsx', 'client/routes/unknown.tsx'])).toEqual([
      '/assets/react.js',
      '/assets/category.js',
      '/assets/cards.js',
      '/assets/product.js',
    ]);
  });
});
