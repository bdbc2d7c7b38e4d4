// The category tree under root 2 (DESIGN §6): ids, url keys, positions, menu flags and texts. url_keys and
// url_paths are English in every store view, so one path names the same category everywhere (hreflang pairs are
// path-equal apart from the store prefix); only names, descriptions and meta texts are translated.
import { BESTSELLERS_CATEGORY_ID, ROOT_CATEGORY_ID } from '../../../shared/store-views.js';
import { tr, type Localized } from '../localized.js';
import type { ShoeTypeDef } from './attribute-options.js';

export const CATEGORY_IDS = {
  root: ROOT_CATEGORY_ID,
  men: 10,
  women: 20,
  accessories: 30,
  care: 31,
  shoeTrees: 32,
  belts: 33,
  sale: 40,
  new: 50,
  bestsellers: BESTSELLERS_CATEGORY_ID,
} as const;

export interface CategoryDef {
  id: number;
  parentId: number;
  urlKey: string;
  position: number;
  includeInMenu: boolean;
  name: Localized;
  description: Localized;
  /** Mega-menu aside banner: headline, store-local target path and picture. */
  asideBanner?: { headline: Localized; path: string; image: string };
}

type SubcategoryKey = ShoeTypeDef['categoryKey'];

const TYPE_NAMES: Readonly<Record<SubcategoryKey, Localized>> = {
  oxfords: tr('Oxfords', 'Oxford', 'Oxford'),
  derbies: tr('Derbies', 'Derby', 'Derby'),
  budapesters: tr('Budapesters', 'Budapester', 'Budapest'),
  loafers: tr('Loafers', 'Loafer', 'Mocassini'),
  boots: tr('Boots', 'Stiefel & Boots', 'Stivali'),
  sneakers: tr('Sneakers', 'Sneaker', 'Sneaker'),
  pumps: tr('Pumps', 'Pumps', 'Décolleté'),
};

const TYPE_DESCRIPTIONS: Readonly<Record<SubcategoryKey, Localized>> = {
  oxfords: tr(
    'Closed lacing, clean lines: the oxford is the most formal shoe in the wardrobe and the natural partner of a suit.',
    'Geschlossene Schnürung, klare Linien: Der Oxford ist der formellste Schuh im Schrank und der natürliche Partner zum Anzug.',
    'Allacciatura chiusa e linee pulite: l’Oxford è la scarpa più formale del guardaroba e la compagna naturale dell’abito.',
  ),
  derbies: tr(
    'Open lacing makes the derby easy to wear on a high instep – equally at home with flannel trousers and with denim.',
    'Die offene Schnürung macht den Derby bequem auch bei hohem Rist – passend zur Flanellhose ebenso wie zur Jeans.',
    'L’allacciatura aperta rende il Derby comodo anche con il collo del piede alto: sta bene con la flanella come con il denim.',
  ),
  budapesters: tr(
    'Full brogue wingtip, a high toe and a sturdy double sole: the Budapester is the charismatic classic of Central European shoemaking.',
    'Flügelkappe mit Lochmuster, hohe Kappe und kräftige Doppelsohle: Der Budapester ist der charakterstarke Klassiker mitteleuropäischer Schuhmacherkunst.',
    'Punta a coda di rondine traforata, puntale alto e doppia suola robusta: il Budapest è il classico carismatico della calzoleria mitteleuropea.',
  ),
  loafers: tr(
    'Slip-ons with a hand-sewn apron – for long summer evenings, casual Fridays and every trip.',
    'Slipper mit handgenähter Naht über dem Vorderfuß – für lange Sommerabende, den legeren Freitag und jede Reise.',
    'Mocassini con grembiule cucito a mano: per le lunghe serate estive, il venerdì informale e ogni viaggio.',
  ),
  boots: tr(
    'Lace-up boots, Chelsea boots and ankle boots with welted soles that keep out autumn rain and winter cold.',
    'Schnürstiefel, Chelsea Boots und Stiefeletten mit genähten Sohlen, die Herbstregen und Winterkälte draußen halten.',
    'Stivaletti stringati, Chelsea boot e tronchetti con suole cucite che tengono lontani pioggia e freddo.',
  ),
  sneakers: tr(
    'Leather sneakers made with the care of a dress shoe: cushioned, resoleable and cleanly finished.',
    'Leder-Sneaker, gefertigt mit der Sorgfalt eines Businessschuhs: gepolstert, besohlbar und sauber verarbeitet.',
    'Sneaker in pelle realizzate con la cura di una scarpa classica: imbottite, risuolabili e rifinite con precisione.',
  ),
  pumps: tr(
    'Pumps on slender lasts with leather-covered heels – elegant from the office to the opera.',
    'Pumps auf schlanken Leisten mit lederbezogenen Absätzen – elegant vom Büro bis in die Oper.',
    'Décolleté su forme affusolate con tacchi rivestiti in pelle: eleganti dall’ufficio all’opera.',
  ),
};

export const MEN_SUBCATEGORIES: readonly SubcategoryKey[] = ['oxfords', 'derbies', 'budapesters', 'loafers', 'boots', 'sneakers'];
export const WOMEN_SUBCATEGORIES: readonly SubcategoryKey[] = ['oxfords', 'derbies', 'budapesters', 'loafers', 'pumps', 'boots', 'sneakers'];

function subcategories(parentId: number, keys: readonly SubcategoryKey[]): CategoryDef[] {
  return keys.map((key, index) => ({
    id: parentId + index + 1,
    parentId,
    urlKey: key,
    position: index + 1,
    includeInMenu: true,
    name: TYPE_NAMES[key],
    description: TYPE_DESCRIPTIONS[key],
  }));
}

/** The id of the level-3 category a shoe type is listed in for a gender. */
export function shoeSubcategoryId(gender: 'men' | 'women', key: SubcategoryKey): number {
  const keys = gender === 'men' ? MEN_SUBCATEGORIES : WOMEN_SUBCATEGORIES;
  const index = keys.indexOf(key);
  if (index < 0) throw new Error(`No ${gender} category for ${key}`);
  return (gender === 'men' ? CATEGORY_IDS.men : CATEGORY_IDS.women) + index + 1;
}

const TOP_LEVEL: readonly CategoryDef[] = [
  {
    id: CATEGORY_IDS.men, parentId: CATEGORY_IDS.root, urlKey: 'men', position: 1, includeInMenu: true,
    name: tr('Men', 'Herren', 'Uomo'),
    description: tr(
      'Men’s shoes from our three workshops: Goodyear-welted classics from Baden-Baden, double-stitched Budapesters and comfortable everyday shoes from the Black Forest.',
      'Herrenschuhe aus unseren drei Werkstätten: rahmengenähte Klassiker aus Baden-Baden, zwiegenähte Budapester und bequeme Alltagsschuhe aus dem Schwarzwald.',
      'Scarpe da uomo dai nostri tre laboratori: classici Goodyear da Baden-Baden, Budapest a doppia cucitura e scarpe comode per ogni giorno dalla Foresta Nera.',
    ),
    asideBanner: { headline: tr('New season: suede for autumn', 'Neu: Velours für den Herbst', 'Novità: scamosciato per l’autunno'), path: '/new', image: '/img/banner/aside-men.svg' },
  },
  {
    id: CATEGORY_IDS.women, parentId: CATEGORY_IDS.root, urlKey: 'women', position: 2, includeInMenu: true,
    name: tr('Women', 'Damen', 'Donna'),
    description: tr(
      'Women’s shoes made on slender lasts: oxfords, loafers, pumps and boots in fine calf leather and soft suede.',
      'Damenschuhe auf schlanken Leisten: Oxford, Loafer, Pumps und Stiefeletten aus feinem Kalbsleder und weichem Velours.',
      'Scarpe da donna su forme affusolate: Oxford, mocassini, décolleté e stivaletti in vitello pregiato e morbido scamosciato.',
    ),
    asideBanner: { headline: tr('Pumps for every occasion', 'Pumps für jeden Anlass', 'Décolleté per ogni occasione'), path: '/women/pumps', image: '/img/banner/aside-women.svg' },
  },
  {
    id: CATEGORY_IDS.accessories, parentId: CATEGORY_IDS.root, urlKey: 'accessories', position: 3, includeInMenu: true,
    name: tr('Accessories', 'Zubehör', 'Accessori'),
    description: tr(
      'Everything that keeps good shoes good: cedar shoe trees, polish, brushes and belts in matching leathers.',
      'Alles, was gute Schuhe gut hält: Schuhspanner aus Zedernholz, Creme, Bürsten und Gürtel in passenden Ledern.',
      'Tutto ciò che mantiene belle le buone scarpe: tendiscarpe in cedro, creme, spazzole e cinture in pellami abbinati.',
    ),
  },
  {
    id: CATEGORY_IDS.new, parentId: CATEGORY_IDS.root, urlKey: 'new', position: 4, includeInMenu: true,
    name: tr('New', 'Neuheiten', 'Novità'),
    description: tr('Fresh from the workshop: this season’s new models and colours.', 'Frisch aus der Werkstatt: die neuen Modelle und Farben der Saison.', 'Appena uscite dal laboratorio: i nuovi modelli e colori della stagione.'),
  },
  {
    id: CATEGORY_IDS.sale, parentId: CATEGORY_IDS.root, urlKey: 'sale', position: 5, includeInMenu: true,
    name: tr('Sale', 'Sale', 'Saldi'),
    description: tr('Reduced models from our collections – the same craftsmanship at a lower price.', 'Reduzierte Modelle aus unseren Kollektionen – dieselbe Handwerkskunst zum kleineren Preis.', 'Modelli ribassati dalle nostre collezioni: la stessa maestria a un prezzo più basso.'),
  },
  {
    id: CATEGORY_IDS.bestsellers, parentId: CATEGORY_IDS.root, urlKey: 'bestsellers', position: 6, includeInMenu: false,
    name: tr('Bestsellers', 'Bestseller', 'I più venduti'),
    description: tr('The models our customers order again and again.', 'Die Modelle, die unsere Kundinnen und Kunden immer wieder bestellen.', 'I modelli che i nostri clienti ordinano più spesso.'),
  },
];

const ACCESSORY_SUBCATEGORIES: readonly CategoryDef[] = [
  {
    id: CATEGORY_IDS.care, parentId: CATEGORY_IDS.accessories, urlKey: 'care', position: 1, includeInMenu: true,
    name: tr('Shoe care', 'Schuhpflege', 'Cura delle scarpe'),
    description: tr('Polish, conditioner and brushes for calf leather and suede.', 'Creme, Lederbalsam und Bürsten für Glattleder und Velours.', 'Creme, balsami e spazzole per vitello e scamosciato.'),
  },
  {
    id: CATEGORY_IDS.shoeTrees, parentId: CATEGORY_IDS.accessories, urlKey: 'shoe-trees', position: 2, includeInMenu: true,
    name: tr('Shoe trees & horns', 'Schuhspanner & Schuhlöffel', 'Tendiscarpe e calzascarpe'),
    description: tr('Unvarnished cedar keeps the shape and draws out moisture overnight.', 'Unlackiertes Zedernholz hält die Form und nimmt über Nacht die Feuchtigkeit auf.', 'Il cedro non verniciato mantiene la forma e assorbe l’umidità durante la notte.'),
  },
  {
    id: CATEGORY_IDS.belts, parentId: CATEGORY_IDS.accessories, urlKey: 'belts', position: 3, includeInMenu: true,
    name: tr('Belts & laces', 'Gürtel & Schnürsenkel', 'Cinture e lacci'),
    description: tr('Belts cut from the same hides as our shoes, and waxed cotton laces.', 'Gürtel aus denselben Häuten wie unsere Schuhe und gewachste Baumwollschnürsenkel.', 'Cinture tagliate dalle stesse pelli delle nostre scarpe e lacci in cotone cerato.'),
  },
];

export const ROOT_CATEGORY: CategoryDef = {
  id: CATEGORY_IDS.root, parentId: 1, urlKey: 'default-category', position: 1, includeInMenu: false,
  name: tr('All products', 'Alle Produkte', 'Tutti i prodotti'),
  description: tr('All products of the shop.', 'Alle Produkte des Shops.', 'Tutti i prodotti del negozio.'),
};

export const CATEGORY_DEFS: readonly CategoryDef[] = [
  ROOT_CATEGORY,
  ...TOP_LEVEL,
  ...subcategories(CATEGORY_IDS.men, MEN_SUBCATEGORIES),
  ...subcategories(CATEGORY_IDS.women, WOMEN_SUBCATEGORIES),
  ...ACCESSORY_SUBCATEGORIES,
];
