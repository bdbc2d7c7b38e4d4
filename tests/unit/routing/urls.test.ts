// URL building of spec 01 §2 "Route names and parameters" and the URL-map key of "URL resolution" step 1.
import { describe, expect, it } from 'vitest';
import { categoryPath, categoryUrl, cmsPagePath, localizeLink, productImageUrl, productPath, productRouteName, productUrl } from '../../../shared/routing/urls.js';
import { urlMapKey } from '../../../shared/routing/url-dispatch.js';

describe('category URLs (spec 01 §2: store prefix plus url_path, or c/{slug})', () => {
  it('uses the url_path with the dispatcher on', () => {
    expect(categoryPath({ url_path: 'men/oxfords', slug: 'oxfords' })).toBe('/men/oxfords');
    expect(categoryUrl('de', { url_path: 'men/oxfords/', slug: 'oxfords' })).toBe('/de/men/oxfords');
    expect(categoryUrl('main', { url_path: 'women', slug: 'women' })).toBe('/women');
  });

  it('falls back to c/{slug} without a url_path', () => {
    expect(categoryPath({ url_path: '', slug: 'sale' })).toBe('/c/sale');
    expect(categoryUrl('it', { url_path: '', slug: 'saldi estivi' })).toBe('/it/c/saldi%20estivi');
  });
});

describe('product URLs (spec 01 §2)', () => {
  it('configurable products name parentSku, slug and childSku (their own sku when none is chosen)', () => {
    const shoe = { sku: 'KR-1001', slug: 'albert-oxford', type_id: 'configurable' as const };
    expect(productPath(shoe)).toBe('/p/KR-1001/albert-oxford/KR-1001');
    expect(productUrl('de', shoe, 'KR-1001-42')).toBe('/de/p/KR-1001/albert-oxford/KR-1001-42');
  });

  it('other types use /p/{parentSku}/{slug}', () => {
    expect(productUrl('main', { sku: 'CARE/1', slug: 'care-set', type_id: 'bundle' })).toBe('/p/CARE%2F1/care-set');
    expect(productUrl('it', { sku: 'TREE', slug: 'cedar-tree', type_id: 'simple' }, 'ignored')).toBe('/it/p/TREE/cedar-tree');
  });

  it('names the product route after the product type', () => {
    expect(productRouteName('configurable')).toBe('configurable-product');
    expect(productRouteName('bundle')).toBe('bundle-product');
  });
});

describe('other links', () => {
  it('CMS pages with a static route use it, others /i/{identifier}', () => {
    expect(cmsPagePath('agb')).toBe('/agb');
    expect(cmsPagePath('about-us')).toBe('/about-us');
    expect(cmsPagePath('faq')).toBe('/i/faq');
  });

  it('catalogue pictures are served under /img/', () => {
    expect(productImageUrl('catalog/kr-1001.png')).toBe('/img/catalog/kr-1001.png');
    expect(productImageUrl('/img/banner.png')).toBe('/img/banner.png');
    expect(productImageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(productImageUrl('no_selection')).toBeNull();
    expect(productImageUrl(undefined)).toBeNull();
  });

  it('content links get the store prefix once', () => {
    expect(localizeLink('de', '/men')).toBe('/de/men');
    expect(localizeLink('de', '/de/men')).toBe('/de/men');
    expect(localizeLink('de', '/de')).toBe('/de');
    expect(localizeLink('de', '/design')).toBe('/de/design');
    expect(localizeLink('main', '/men')).toBe('/men');
    expect(localizeLink('it', 'https://example.com/x')).toBe('https://example.com/x');
    expect(localizeLink('it', 'mailto:shop@example.com')).toBe('mailto:shop@example.com');
  });
});

describe('URL-map key (spec 01 §2 URL resolution step 1)', () => {
  it('drops the query string, the hash and the slashes around the path', () => {
    expect(urlMapKey('/men/oxfords/?sort=final_price:asc#top')).toBe('men/oxfords');
    expect(urlMapKey('/')).toBe('');
    expect(urlMapKey('/schuhe%20neu')).toBe('schuhe neu');
    expect(urlMapKey('/broken%E0%A4%A')).toBe('broken%E0%A4%A');
  });
});
