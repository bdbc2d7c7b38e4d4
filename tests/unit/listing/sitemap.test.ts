import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapIndex, buildStoreSitemap, escapeXml, sitemapDate, type SitemapPage, type StorePages } from '../../../shared/routing/sitemap.js';

const pages = (entries: [string, SitemapPage][]) => new Map(entries);

describe('sitemaps (one per store view, absolute URLs, hreflang alternates)', () => {
  const storePages: StorePages = {
    main: pages([['home', { path: '/' }], ['product:A&B', { path: '/p/A&B/shoe', lastmod: '2026-03-01' }], ['cms:jobs', { path: '/jobs' }]]),
    de: pages([['home', { path: '/' }], ['product:A&B', { path: '/p/A&B/schuh' }]]),
    it: pages([['home', { path: '/' }]]),
  };

  it('lists a store view’s pages under its prefix on the public origin, escaped, with lastmod where known', () => {
    const xml = buildStoreSitemap('https://shop.example/', 'de', storePages);
    expect(xml).toContain('<loc>https://shop.example/de/p/A&amp;B/schuh</loc>');
    expect(xml).toContain('<loc>https://shop.example/de/</loc>');
    expect(xml).not.toContain('/jobs');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('names alternates only in store views that have the page, plus x-default on the main store view', () => {
    const xml = buildStoreSitemap('https://shop.example', 'main', storePages);
    const product = xml.split('<url>').find((part) => part.includes('/p/A&amp;B/shoe</loc>'))!;
    expect(product).toContain('<lastmod>2026-03-01</lastmod>');
    expect(product).toContain('hreflang="en-US" href="https://shop.example/p/A&amp;B/shoe"');
    expect(product).toContain('hreflang="de-DE" href="https://shop.example/de/p/A&amp;B/schuh"');
    expect(product).not.toContain('it-IT');
    expect(product).toContain('hreflang="x-default" href="https://shop.example/p/A&amp;B/shoe"');
    const jobs = xml.split('<url>').find((part) => part.includes('/jobs</loc>'))!;
    expect(jobs).not.toContain('hreflang');
  });

  it('the index names the three store sitemaps', () => {
    expect(buildSitemapIndex('https://shop.example')).toContain('<sitemap><loc>https://shop.example/sitemap-it.xml</loc></sitemap>');
  });

  it('dates and escaping', () => {
    expect(sitemapDate('2026-03-01 10:00:00')).toBe('2026-03-01');
    expect(sitemapDate('2026-03-01T10:00:00Z')).toBe('2026-03-01');
    expect(sitemapDate('yesterday')).toBeUndefined();
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('robots.txt', () => {
  it('allows the shop, disallows checkout, account, cart and the API in every store view, names the sitemap index', () => {
    const robots = buildRobotsTxt('https://shop.example/');
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    for (const path of ['/checkout', '/my-account', '/cart', '/de/checkout', '/it/my-account', '/it/cart', '/api/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots.trim().endsWith('Sitemap: https://shop.example/sitemap.xml')).toBe(true);
  });
});
