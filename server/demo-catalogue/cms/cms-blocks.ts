// CMS blocks of one store view: footer opening hours (HTML), home product carousels (JSON blocks of spec 01 §1:
// category, productsCount, headline, headingLevel) and the promoted content (JSON).
import type { CmsBlockDocument } from '../../../shared/catalog-types.js';
import { getStoreView, type Language, type StoreCode } from '../../../shared/store-views.js';
import { CATEGORY_IDS } from '../catalogue/category-tree.js';
import { tr, type Localized } from '../localized.js';
import { generatePromotedContent } from './promoted-content.js';
import { OPENING_HOURS } from './shop-facts.js';

export interface ProductBlockJson {
  category: number;
  productsCount: number;
  headline: string;
  headingLevel: 2 | 3;
}

const PRODUCT_BLOCKS: readonly (readonly [identifier: string, category: number, count: number, headline: Localized])[] = [
  ['home-products-new', CATEGORY_IDS.new, 8, tr('The new collection', 'Die neue Kollektion', 'La nuova collezione')],
  ['home-products-bestsellers', CATEGORY_IDS.bestsellers, 24, tr('Bestsellers', 'Bestseller', 'I più venduti')],
  ['home-products-men', CATEGORY_IDS.men, 8, tr('For him', 'Für ihn', 'Per lui')],
  ['home-products-women', CATEGORY_IDS.women, 8, tr('For her', 'Für sie', 'Per lei')],
  ['home-products-accessories', CATEGORY_IDS.accessories, 8, tr('Care and accessories', 'Pflege und Zubehör', 'Cura e accessori')],
];

function openingHoursHtml(lang: Language): string {
  const h = OPENING_HOURS;
  const t = {
    en: ['Factory shop Baden-Baden', `Mon–Fri ${h.weekdays}`, `Sat ${h.saturday}`, `Phone service Mon–Fri ${h.phoneService}`],
    de: ['Werksverkauf Baden-Baden', `Mo–Fr ${h.weekdays} Uhr`, `Sa ${h.saturday} Uhr`, `Telefonservice Mo–Fr ${h.phoneService} Uhr`],
    it: ['Spaccio aziendale Baden-Baden', `lun–ven ${h.weekdays}`, `sab ${h.saturday}`, `Servizio telefonico lun–ven ${h.phoneService}`],
  }[lang];
  return `<p><strong>${t[0]}</strong><br>${t[1]}<br>${t[2]}</p><p>${t[3]}</p>`;
}

export function buildCmsBlocks(store: StoreCode): CmsBlockDocument[] {
  const view = getStoreView(store);
  const lang = view.language;
  const block = (id: number, identifier: string, title: string, content: string): CmsBlockDocument => ({ id, identifier, title, content, active: true, store_id: view.id });
  return [
    block(1, 'footer-opening-hours', tr('Opening hours', 'Öffnungszeiten', 'Orari di apertura')[lang], openingHoursHtml(lang)),
    ...PRODUCT_BLOCKS.map(([identifier, category, count, headline], i) => {
      const json: ProductBlockJson = { category, productsCount: count, headline: headline[lang], headingLevel: 2 };
      return block(10 + i, identifier, headline[lang], JSON.stringify(json));
    }),
    block(20, 'promoted-content', tr('Promoted content', 'Beworbene Inhalte', 'Contenuti in evidenza')[lang], JSON.stringify(generatePromotedContent(store))),
  ];
}
