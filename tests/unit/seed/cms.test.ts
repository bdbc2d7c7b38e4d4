// CMS pages and blocks of the demo catalogue: every static route of spec 01 §2 and footer page exists in every
// store view, in safe HTML, and the JSON blocks parse into the shapes of spec 01 §1 and §3.
import { describe, expect, it } from 'vitest';
import { FOOTER_CMS_PAGES, STATIC_CMS_PAGES } from '../../../shared/routing/route-table.js';
import { getStoreView, STORE_CODES } from '../../../shared/store-views.js';
import { generateDemoCatalogue, generatePromotedContent } from '../../../server/demo-catalogue/generate.js';
import { escapeHtml } from '../../../server/demo-catalogue/cms/html.js';
import { checkoutTexts } from '../../../shared/i18n/checkout.js';
import { createTranslator } from '../../../shared/i18n/translate.js';

const catalogue = generateDemoCatalogue();
const ROUTE_PAGES = [...STATIC_CMS_PAGES, ...FOOTER_CMS_PAGES, 'faq', 'newsletter-info'];
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'strong', 'br']);

function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
}

describe('CMS pages', () => {
  it('has a page for every static route and footer page in every store view', () => {
    for (const store of STORE_CODES) {
      const identifiers = catalogue[store].cms_page.map((p) => p.identifier);
      for (const route of ROUTE_PAGES) expect(identifiers, `${store} ${route}`).toContain(route);
      expect(catalogue[store].cms_page.every((p) => p.active && p.store_id === getStoreView(store).id && p.content.length > 200)).toBe(true);
    }
  });

  it('writes each page in the store view’s language', () => {
    for (const identifier of ROUTE_PAGES) {
      const contents = STORE_CODES.map((store) => catalogue[store].cms_page.find((p) => p.identifier === identifier)!.content);
      expect(new Set(contents).size, identifier).toBe(3);
    }
  });

  it('uses only simple, safe HTML with balanced tags', () => {
    for (const store of STORE_CODES) {
      for (const page of catalogue[store].cms_page) {
        const tags = tagsOf(page.content);
        expect(tags.filter((t) => !ALLOWED_TAGS.has(t)), page.identifier).toEqual([]);
        const opened = (page.content.match(/<(?!\/|br)[a-z0-9]+/g) ?? []).length;
        expect((page.content.match(/<\/[a-z0-9]+>/g) ?? []).length, page.identifier).toBe(opened);
      }
    }
  });

  it('the terms quote the checkout’s last button exactly, in each language (the confirmation mail carries them)', () => {
    const quoted = { main: '“Order with obligation to pay”', de: '„Zahlungspflichtig bestellen“', it: '“Ordine con obbligo di pagamento”' } as const;
    for (const store of STORE_CODES) {
      const terms = catalogue[store].cms_page.find((p) => p.identifier === 'agb')!.content;
      const button = createTranslator(checkoutTexts, getStoreView(store).language)('Order with obligation to pay');
      expect(quoted[store]).toContain(button);
      expect(terms, store).toContain(quoted[store]);
    }
  });

  it('links inside the shop with the store view prefix', () => {
    const terms = catalogue.de.cms_page.find((p) => p.identifier === 'agb')!.content;
    expect(terms).toContain('href="/de/widerruf"');
    expect(catalogue.main.cms_page.find((p) => p.identifier === 'agb')!.content).toContain('href="/widerruf"');
  });

  it('gives the size guide an EU/UK/US table and the withdrawal policy a 30-day right and a model form', () => {
    for (const store of STORE_CODES) {
      const guide = catalogue[store].cms_page.find((p) => p.identifier === 'size-guide')!.content;
      expect(guide).toContain('<table>');
      expect((guide.match(/<tr>/g) ?? []).length).toBe(13);
      const withdrawal = catalogue[store].cms_page.find((p) => p.identifier === 'widerruf')!.content;
      expect(withdrawal).toMatch(/30/);
      expect((withdrawal.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('names the shipping method in the page’s language and states the delivery times of the shared rule', () => {
    const names = { main: 'Shipping with DHL GoGreen', de: 'Versand mit DHL GoGreen', it: 'Spedizione con DHL GoGreen' } as const;
    for (const store of STORE_CODES) {
      const page = (id: string) => catalogue[store].cms_page.find((p) => p.identifier === id)!.content;
      expect(page('delivery'), store).toContain(names[store]);
      expect(page('agb'), store).toContain(names[store]);
      if (store !== 'de') expect(page('delivery') + page('agb'), store).not.toContain('Versand mit');
      expect(page('delivery'), store).toContain('2–3');
      expect(page('delivery'), store).toContain('3–6');
    }
  });

  it('promises no prepaid return label and no payment method a shop without Payone lacks', () => {
    for (const store of STORE_CODES) {
      const all = catalogue[store].cms_page.map((p) => p.content).join(' ');
      expect(all, store).not.toMatch(/prepaid return label|frankierte Rücksendeetikett|etichetta di reso prepagata/i);
      const faq = catalogue[store].cms_page.find((p) => p.identifier === 'faq')!.content;
      expect(faq, store).not.toMatch(/Apple Pay|PayPal|Klarna/);
      expect(catalogue[store].cms_page.find((p) => p.identifier === 'returns' || p.identifier === 'ruecksendung-und-umtausch')?.content ?? '', store).toMatch(/withdrawal|widerruf/i);
    }
  });

  it('escapes text put into HTML', () => {
    expect(escapeHtml('Tom & Jerry <b>')).toBe('Tom &amp; Jerry &lt;b&gt;');
  });
});

describe('CMS blocks', () => {
  it('has the footer opening hours in every store view', () => {
    for (const store of STORE_CODES) {
      const block = catalogue[store].cms_block.find((b) => b.identifier === 'footer-opening-hours')!;
      expect(block.content).toMatch(/10:00–18:30/);
    }
  });

  it('has home product blocks whose JSON names an existing category (spec 01 §1)', () => {
    for (const store of STORE_CODES) {
      const blocks = catalogue[store].cms_block.filter((b) => b.identifier.startsWith('home-products-'));
      expect(blocks.map((b) => b.identifier)).toEqual(expect.arrayContaining(['home-products-men', 'home-products-women']));
      for (const block of blocks) {
        const json = JSON.parse(block.content) as { category: number; productsCount: number; headline: string; headingLevel: number };
        expect(catalogue[store].category.some((c) => c.id === json.category)).toBe(true);
        expect(json.productsCount).toBeGreaterThan(0);
        expect(json.headline.length).toBeGreaterThan(2);
        expect([2, 3]).toContain(json.headingLevel);
      }
    }
  });

  it('serves the promoted content of spec 01 §3 as JSON, translated, with store-local links', () => {
    const de = JSON.parse(catalogue.de.cms_block.find((b) => b.identifier === 'promoted-content')!.content);
    expect(de).toEqual(generatePromotedContent('de'));
    for (const key of ['mainBanners', 'smallBanners', 'productBanners', 'menuAsideBanners', 'trustbar', 'instagramImages', 'defaultContent']) {
      expect(Array.isArray(de[key]) && de[key].length > 0, key).toBe(true);
    }
    expect(de.newsletter).toMatchObject({ gender: true });
    expect(de.mainBanners.every((b: { link: string }) => b.link.startsWith('/de/'))).toBe(true);
    expect(generatePromotedContent('it').newsletter.buttonText).not.toBe(de.newsletter.buttonText);
    const feature = de.featureProduct as { sku: string; link: string };
    const product = catalogue.de.product.find((p) => p.sku === feature.sku)!;
    expect(feature.link).toBe(`/de/p/${product.sku}/${product.slug}/${product.sku}`);
  });
});
