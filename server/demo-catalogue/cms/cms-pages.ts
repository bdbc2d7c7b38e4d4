// CMS pages of one store view: one page per static route of spec 01 §2 and per footer page. A few routes show the
// same text under two identifiers (/delivery and /lieferung-und-versand, /privacy and /datenschutz …) because the
// spec names both; ids and identifiers are the same in every store view, only the texts differ.
import type { CmsPageDocument } from '../../../shared/catalog-types.js';
import { SHOP } from '../../../shared/brands.js';
import type { Language, StoreCode } from '../../../shared/store-views.js';
import { getStoreView } from '../../../shared/store-views.js';
import { linkIn, type PageContext, type PageKey, type PageText } from './html.js';
import { brandPagesDe } from './pages-brand-de.js';
import { brandPagesEn } from './pages-brand-en.js';
import { brandPagesIt } from './pages-brand-it.js';
import { legalPagesDe } from './pages-legal-de.js';
import { legalPagesEn } from './pages-legal-en.js';
import { legalPagesIt } from './pages-legal-it.js';
import { servicePagesDe } from './pages-service-de.js';
import { servicePagesEn } from './pages-service-en.js';
import { servicePagesIt } from './pages-service-it.js';

/** Page identifiers (= slugs) in a stable order; the position gives the page id. */
export const CMS_PAGE_IDENTIFIERS: readonly (readonly [string, PageKey])[] = [
  ['legal', 'legal'],
  ['privacy', 'privacy'],
  ['about-us', 'about'],
  ['customer-service', 'customerService'],
  ['store-locator', 'storeLocator'],
  ['size-guide', 'sizeGuide'],
  ['delivery', 'delivery'],
  ['returns', 'returns'],
  ['schuhwissen', 'shoeKnowledge'],
  ['jobs', 'jobs'],
  ['geschenkgutscheine', 'giftVouchers'],
  ['lieferung-und-versand', 'delivery'],
  ['ruecksendung-und-umtausch', 'returns'],
  ['groessentabelle', 'sizeGuide'],
  ['agb', 'terms'],
  ['datenschutz', 'privacy'],
  ['impressum', 'imprint'],
  ['widerruf', 'withdrawal'],
  ['faq', 'faq'],
  ['newsletter-info', 'newsletterInfo'],
];

const WRITERS: Readonly<Record<Language, (ctx: PageContext) => Record<PageKey, PageText>>> = {
  en: (ctx) => ({ ...legalPagesEn(ctx), ...servicePagesEn(ctx), ...brandPagesEn(ctx) }),
  de: (ctx) => ({ ...legalPagesDe(ctx), ...servicePagesDe(ctx), ...brandPagesDe(ctx) }),
  it: (ctx) => ({ ...legalPagesIt(ctx), ...servicePagesIt(ctx), ...brandPagesIt(ctx) }),
};

export function buildCmsPages(store: StoreCode): CmsPageDocument[] {
  const view = getStoreView(store);
  const texts = WRITERS[view.language]({ store, link: linkIn(store) });
  return CMS_PAGE_IDENTIFIERS.map(([identifier, key], index) => {
    const text = texts[key];
    return {
      id: index + 1,
      identifier,
      title: text.title,
      content: text.html,
      content_heading: text.title,
      meta_title: `${text.title} | ${SHOP.name}`,
      meta_description: text.metaDescription,
      meta_keywords: '',
      active: true,
      store_id: view.id,
    };
  });
}
