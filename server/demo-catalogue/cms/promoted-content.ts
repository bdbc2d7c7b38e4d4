// Promoted content of one store view (spec 01 §3 "Promoted content"): banners, trust bar, newsletter texts, head
// image, Instagram pictures and default content. It is served as the JSON content of the CMS block
// 'promoted-content'; links are store-local paths.
import { BRANDS } from '../../../shared/brands.js';
import { localizePath, type StoreCode } from '../../../shared/store-views.js';
import { bannerImageFile, imageUrl } from '../art/image-paths.js';
import { shoeSlug } from '../catalogue/shoe-documents.js';
import { buildShoeModels } from '../catalogue/shoe-models.js';
import { languageOf, tr, type Localized } from '../localized.js';
import { NEWSLETTER_COUPON_PERCENT, RETURN_DAYS } from './shop-facts.js';

export interface PromotedBanner {
  title: string;
  subtitle?: string;
  link: string;
  image: string;
  buttonText?: string;
}

export interface PromotedContentJson {
  mainBanners: PromotedBanner[];
  smallBanners: PromotedBanner[];
  productBanners: PromotedBanner[];
  menuAsideBanners: PromotedBanner[];
  featureProduct: { sku: string; title: string; subtitle: string; link: string; image: string };
  trustbar: { icon: string; text: string }[];
  newsletter: { title_footer: string; gender: boolean; buttonText: string };
  headImage: { title: string; image: string; link: string };
  instagramImages: { image: string; link: string; alt: string }[];
  defaultContent: { title: string; message: string[] }[];
}

type BannerDef = readonly [name: string, path: string, title: Localized, subtitle: Localized, button?: Localized];

const SHOP_NOW = tr('Shop now', 'Jetzt entdecken', 'Scopri ora');

const MAIN: readonly BannerDef[] = [
  ['hero-new', '/new', tr('The new season', 'Die neue Saison', 'La nuova stagione'), tr('Suede, cordovan and new lasts – fresh from the workshop', 'Velours, Cordovan und neue Leisten – frisch aus der Werkstatt', 'Scamosciato, cordovan e nuove forme, appena usciti dal laboratorio'), SHOP_NOW],
  ['hero-budapest', '/men/budapesters', tr('Made in Budapest', 'Gemacht in Budapest', 'Fatto a Budapest'), tr('Double-stitched Budapesters by Vándor', 'Zwiegenähte Budapester von Vándor', 'Budapest a doppia cucitura firmati Vándor'), SHOP_NOW],
  ['hero-women', '/women', tr('Women’s collection', 'Damenkollektion', 'Collezione donna'), tr('Oxfords, loafers and pumps on slender lasts', 'Oxford, Loafer und Pumps auf schlanken Leisten', 'Oxford, mocassini e décolleté su forme affusolate'), SHOP_NOW],
];

const SMALL: readonly BannerDef[] = [
  ['small-care', '/accessories/care', tr('Shoe care', 'Schuhpflege', 'Cura delle scarpe'), tr('Polish, brushes and cedar trees', 'Creme, Bürsten und Zedernholzspanner', 'Creme, spazzole e tendiscarpe in cedro')],
  ['small-boots', '/men/boots', tr('Boots for autumn', 'Stiefel für den Herbst', 'Stivali per l’autunno'), tr('Welted, water-resistant, warm', 'Rahmengenäht, wasserabweisend, warm', 'Con guardolo, resistenti all’acqua, caldi')],
  ['small-vouchers', '/geschenkgutscheine', tr('Gift vouchers', 'Geschenkgutscheine', 'Buoni regalo'), tr('From 50 € – by e-mail or post', 'Ab 50 € – per E-Mail oder Post', 'Da 50 € – via e-mail o per posta')],
];

const PRODUCT: readonly BannerDef[] = [
  ['product-cordovan', '/men/oxfords', tr('Shell cordovan', 'Shell Cordovan', 'Cordovan'), tr('A rare leather with a deep lustre', 'Ein seltenes Leder mit tiefem Glanz', 'Una pelle rara dalla lucentezza profonda')],
  ['product-sneakers', '/men/sneakers', tr('Leather sneakers', 'Leder-Sneaker', 'Sneaker in pelle'), tr('Made with dress-shoe care', 'Mit der Sorgfalt eines Businessschuhs', 'Con la cura di una scarpa classica')],
];

const ASIDE: readonly BannerDef[] = [
  ['aside-men', '/new', tr('New season: suede for autumn', 'Neu: Velours für den Herbst', 'Novità: scamosciato per l’autunno'), tr('Men', 'Herren', 'Uomo')],
  ['aside-women', '/women/pumps', tr('Pumps for every occasion', 'Pumps für jeden Anlass', 'Décolleté per ogni occasione'), tr('Women', 'Damen', 'Donna')],
];

/** Banner picture names the art module must draw (see art/banner-art.ts). */
export const PROMOTED_BANNER_NAMES: readonly string[] = [...MAIN, ...SMALL, ...PRODUCT, ...ASIDE].map(([name]) => name).concat('head');
export const INSTAGRAM_IMAGE_COUNT = 6;

const FEATURE_STEM = 'VB-2009';

function featureProduct(store: StoreCode): PromotedContentJson['featureProduct'] {
  const lang = languageOf(store);
  const model = buildShoeModels().find((m) => m.stem === FEATURE_STEM)!;
  const colour = model.colours[0];
  const sku = `${model.stem}-${colour.code}`;
  return {
    sku,
    title: `${model.name} ${model.type.label[lang]}`,
    subtitle: tr('Double-stitched in Budapest, made to be resoled for decades', 'Zwiegenäht in Budapest, gemacht für Jahrzehnte voller Neubesohlungen', 'Doppia cucitura a Budapest, fatto per essere risuolato per decenni')[lang],
    link: localizePath(store, `/p/${sku}/${shoeSlug(model, [colour])}/${sku}`),
    image: imageUrl(bannerImageFile('hero-budapest')),
  };
}

const DEFAULT_CONTENT: readonly { title: Localized; message: readonly Localized[] }[] = [
  {
    title: tr('Why our shoes last', 'Warum unsere Schuhe halten', 'Perché le nostre scarpe durano'),
    message: [
      tr('Welted soles that can be replaced many times', 'Genähte Sohlen, die sich viele Male erneuern lassen', 'Suole cucite che si possono sostituire molte volte'),
      tr('Full leather lining and cork beds that mould to your foot', 'Vollständiges Lederfutter und Korkbett, das sich dem Fuß anpasst', 'Fodera interamente in pelle e letto di sughero che si modella sul piede'),
      tr('Our own resoling service in Baden-Baden', 'Eigener Neubesohlungsservice in Baden-Baden', 'Servizio di risuolatura nel nostro laboratorio di Baden-Baden'),
    ],
  },
  {
    title: tr('Shopping with us', 'Einkaufen bei uns', 'Acquistare da noi'),
    message: [
      tr('Free shipping within the EU', 'Versandkostenfrei in der EU', 'Spedizione gratuita nell’UE'),
      tr(`${RETURN_DAYS} days free returns and exchanges`, `${RETURN_DAYS} Tage kostenlose Rücksendung und Umtausch`, `${RETURN_DAYS} giorni di resi e cambi gratuiti`),
      tr('Advice from trained shoemakers', 'Beratung von gelernten Schuhmachern', 'Consulenza da calzolai qualificati'),
    ],
  },
];

function banners(store: StoreCode, defs: readonly BannerDef[]): PromotedBanner[] {
  const lang = languageOf(store);
  return defs.map(([name, path, title, subtitle, button]) => ({
    title: title[lang],
    subtitle: subtitle[lang],
    link: localizePath(store, path),
    image: imageUrl(bannerImageFile(name)),
    ...(button ? { buttonText: button[lang] } : {}),
  }));
}

export function generatePromotedContent(store: StoreCode): PromotedContentJson {
  const lang = languageOf(store);
  const instagram = BRANDS[0].social.instagram ?? '';
  return {
    mainBanners: banners(store, MAIN),
    smallBanners: banners(store, SMALL),
    productBanners: banners(store, PRODUCT),
    menuAsideBanners: banners(store, ASIDE),
    featureProduct: featureProduct(store),
    trustbar: [
      { icon: 'truck', text: tr('Free shipping within the EU', 'Kostenloser Versand in der EU', 'Spedizione gratuita nell’UE')[lang] },
      { icon: 'return', text: tr(`${RETURN_DAYS}-day free returns`, `${RETURN_DAYS} Tage kostenlose Rücksendung`, `Reso gratuito entro ${RETURN_DAYS} giorni`)[lang] },
      { icon: 'check', text: tr('Handmade in Europe since 1921', 'Handgefertigt in Europa seit 1921', 'Fatto a mano in Europa dal 1921')[lang] },
      { icon: 'lock', text: tr('Secure payment', 'Sichere Zahlung', 'Pagamento sicuro')[lang] },
    ],
    newsletter: {
      title_footer: tr(`Newsletter: ${NEWSLETTER_COUPON_PERCENT} % off your first order`, `Newsletter: ${NEWSLETTER_COUPON_PERCENT} % auf Ihre erste Bestellung`, `Newsletter: ${NEWSLETTER_COUPON_PERCENT} % di sconto sul primo ordine`)[lang],
      gender: true,
      buttonText: tr('Subscribe', 'Anmelden', 'Iscriviti')[lang],
    },
    headImage: { title: tr('Handmade shoes since 1921', 'Handgemachte Schuhe seit 1921', 'Scarpe fatte a mano dal 1921')[lang], image: imageUrl(bannerImageFile('head')), link: localizePath(store, '/about-us') },
    instagramImages: Array.from({ length: INSTAGRAM_IMAGE_COUNT }, (_, i) => ({
      image: imageUrl(bannerImageFile(`instagram-${i + 1}`)),
      link: instagram,
      alt: tr('Kranich shoes on Instagram', 'Kranich Schuhe auf Instagram', 'Scarpe Kranich su Instagram')[lang],
    })),
    defaultContent: DEFAULT_CONTENT.map((entry) => ({ title: entry.title[lang], message: entry.message.map((m) => m[lang]) })),
  };
}
