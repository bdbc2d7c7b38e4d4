// The option lists of the shoe attributes (colour, size, make, last, outsole, type) with stable option ids and
// labels in three languages. Option ids never collide across attributes, so a filter value names one option.
import { tr, type Localized } from '../localized.js';

export const ATTRIBUTE_IDS = {
  manufacturer: 83,
  color: 93,
  size: 142,
  hf_shoe_make: 201,
  hf_shoe_last: 202,
  hf_shoe_outsole: 203,
  hf_shoe_type: 204,
} as const;

export type ShoeAttributeCode = keyof typeof ATTRIBUTE_IDS;

export type Material = 'calf' | 'suede' | 'grain' | 'patent' | 'nappa' | 'cordovan';

export interface ColourDef {
  id: number;
  /** Three letters used in skus: KR-1001-COG. */
  code: string;
  /** File-name key of the generated pictures. */
  key: string;
  hex: string;
  label: Localized;
  /** The leather this colour is usually made in. */
  material: Material;
}

export const COLOURS: readonly ColourDef[] = [
  { id: 49, code: 'BLK', key: 'black', hex: '#1e1d1f', label: tr('Black', 'Schwarz', 'Nero'), material: 'calf' },
  { id: 50, code: 'DBR', key: 'dark-brown', hex: '#4b2e1f', label: tr('Dark brown', 'Dunkelbraun', 'Testa di moro'), material: 'calf' },
  { id: 51, code: 'COG', key: 'cognac', hex: '#9c5224', label: tr('Cognac', 'Cognac', 'Cognac'), material: 'calf' },
  { id: 52, code: 'TAN', key: 'tan', hex: '#b98552', label: tr('Tan', 'Hellbraun', 'Cuoio'), material: 'calf' },
  { id: 53, code: 'OXB', key: 'oxblood', hex: '#5c1b22', label: tr('Oxblood', 'Ochsenblut', 'Bordeaux'), material: 'calf' },
  { id: 54, code: 'NAV', key: 'navy', hex: '#232d47', label: tr('Navy', 'Marineblau', 'Blu navy'), material: 'suede' },
  { id: 55, code: 'GRY', key: 'grey', hex: '#75787c', label: tr('Grey', 'Grau', 'Grigio'), material: 'suede' },
  { id: 56, code: 'SND', key: 'sand', hex: '#c9ad85', label: tr('Sand', 'Sand', 'Sabbia'), material: 'suede' },
  { id: 57, code: 'OLV', key: 'olive', hex: '#5d603c', label: tr('Olive', 'Oliv', 'Oliva'), material: 'suede' },
  { id: 58, code: 'WHT', key: 'white', hex: '#efebe3', label: tr('White', 'Weiß', 'Bianco'), material: 'nappa' },
  { id: 59, code: 'TAU', key: 'taupe', hex: '#8a7a68', label: tr('Taupe', 'Taupe', 'Tortora'), material: 'suede' },
  { id: 60, code: 'RED', key: 'red', hex: '#a12d2f', label: tr('Red', 'Rot', 'Rosso'), material: 'patent' },
  { id: 61, code: 'NUD', key: 'nude', hex: '#d8b49a', label: tr('Nude', 'Nude', 'Nude'), material: 'nappa' },
  { id: 62, code: 'CHE', key: 'chestnut', hex: '#6f3a1f', label: tr('Chestnut', 'Kastanie', 'Castagna'), material: 'cordovan' },
];

export const MATERIAL_LABELS: Readonly<Record<Material, Localized>> = {
  calf: tr('calf leather', 'Kalbsleder', 'pelle di vitello'),
  suede: tr('suede', 'Veloursleder', 'pelle scamosciata'),
  grain: tr('Scotch grain leather', 'Scotchgrain-Leder', 'pelle martellata scozzese'),
  patent: tr('patent leather', 'Lackleder', 'vernice'),
  nappa: tr('nappa leather', 'Nappaleder', 'nappa'),
  cordovan: tr('shell cordovan', 'Shell Cordovan', 'cordovan'),
};

export interface SizeDef {
  id: number;
  eu: number;
}

/** EU sizes 36–47; the option id is 300 + the size, so '42' is option 342. */
export const SIZES: readonly SizeDef[] = Array.from({ length: 12 }, (_, i) => ({ id: 336 + i, eu: 36 + i }));
export const MEN_SIZES = SIZES.filter((s) => s.eu >= 39 && s.eu <= 47);
export const WOMEN_SIZES = SIZES.filter((s) => s.eu >= 36 && s.eu <= 42);

export interface OptionDef {
  id: number;
  code: string;
  label: Localized;
}

export const MAKES = {
  goodyear: { id: 401, code: 'goodyear', label: tr('Goodyear-welted', 'Rahmengenäht (Goodyear)', 'Goodyear') },
  doubleStitched: { id: 402, code: 'double-stitched', label: tr('Double-stitched', 'Zwiegenäht', 'Doppia cucitura norvegese') },
  blake: { id: 403, code: 'blake', label: tr('Blake-stitched', 'Durchgenäht (Blake)', 'Cucitura Blake') },
  blakeRapid: { id: 404, code: 'blake-rapid', label: tr('Blake-Rapid', 'Blake-Rapid', 'Blake-Rapid') },
  cemented: { id: 405, code: 'cemented', label: tr('Cemented', 'Geklebt', 'Incollata') },
} as const satisfies Record<string, OptionDef>;

export const LASTS = {
  classic1921: { id: 501, code: '1921', label: tr('1921 – classic round toe', '1921 – klassisch rund', '1921 – punta tonda classica') },
  berlin: { id: 502, code: 'berlin', label: tr('Berlin – slim chisel toe', 'Berlin – schlank, gemeißelte Spitze', 'Berlino – punta scalpellata slanciata') },
  budapest84: { id: 503, code: 'budapest-84', label: tr('Budapest 84 – high toe, generous fit', 'Budapest 84 – hohe Kappe, großzügig', 'Budapest 84 – punta alta, calzata comoda') },
  schwarzwald: { id: 504, code: 'schwarzwald', label: tr('Schwarzwald – comfort width', 'Schwarzwald – Komfortweite', 'Foresta Nera – pianta comoda') },
  almond: { id: 505, code: 'mandel', label: tr('Mandel – elegant almond toe', 'Mandel – elegante Mandelform', 'Mandorla – punta a mandorla') },
  lady: { id: 506, code: 'clara', label: tr('Clara – slender ladies’ last', 'Clara – schlanker Damenleisten', 'Clara – forma femminile affusolata') },
  sport: { id: 507, code: 'sport', label: tr('Sport – roomy toe box', 'Sport – geräumige Zehenbox', 'Sport – pianta ampia') },
} as const satisfies Record<string, OptionDef>;

export const OUTSOLES = {
  leather: { id: 601, code: 'leather', label: tr('Leather sole', 'Ledersohle', 'Suola in cuoio') },
  leatherRubber: { id: 602, code: 'leather-rubber', label: tr('Leather with rubber insert', 'Leder mit Gummieinsatz', 'Cuoio con inserto in gomma') },
  studded: { id: 603, code: 'studded', label: tr('Studded rubber (Dainite style)', 'Gummi mit Noppenprofil (Dainite-Art)', 'Gomma a bolli (stile Dainite)') },
  commando: { id: 604, code: 'commando', label: tr('Commando lug rubber', 'Commando-Profilsohle', 'Gomma carrarmato') },
  crepe: { id: 605, code: 'crepe', label: tr('Natural crepe', 'Naturkrepp', 'Para naturale') },
  cupsole: { id: 606, code: 'cupsole', label: tr('Rubber cupsole', 'Gummi-Cupsole', 'Suola a cassetta in gomma') },
} as const satisfies Record<string, OptionDef>;

/** Silhouettes the picture generator draws. */
export type ShoeShape = 'oxford' | 'derby' | 'budapester' | 'loafer' | 'boot' | 'chelsea' | 'sneaker' | 'pump' | 'ankle-boot';

export interface ShoeTypeDef extends OptionDef {
  shape: ShoeShape;
  /** url_key of the level-3 category the type is listed in (under Men or Women). */
  categoryKey: 'oxfords' | 'derbies' | 'budapesters' | 'loafers' | 'boots' | 'sneakers' | 'pumps';
}

export const SHOE_TYPES = {
  oxford: { id: 701, code: 'oxford', shape: 'oxford', categoryKey: 'oxfords', label: tr('Oxford', 'Oxford', 'Oxford') },
  derby: { id: 702, code: 'derby', shape: 'derby', categoryKey: 'derbies', label: tr('Derby', 'Derby', 'Derby') },
  budapester: { id: 703, code: 'budapester', shape: 'budapester', categoryKey: 'budapesters', label: tr('Budapester', 'Budapester', 'Budapest') },
  loafer: { id: 704, code: 'loafer', shape: 'loafer', categoryKey: 'loafers', label: tr('Loafer', 'Loafer', 'Mocassino') },
  boot: { id: 705, code: 'boot', shape: 'boot', categoryKey: 'boots', label: tr('Lace-up boot', 'Schnürstiefel', 'Stivaletto stringato') },
  chelsea: { id: 706, code: 'chelsea', shape: 'chelsea', categoryKey: 'boots', label: tr('Chelsea boot', 'Chelsea Boot', 'Chelsea boot') },
  sneaker: { id: 707, code: 'sneaker', shape: 'sneaker', categoryKey: 'sneakers', label: tr('Sneaker', 'Sneaker', 'Sneaker') },
  pump: { id: 708, code: 'pump', shape: 'pump', categoryKey: 'pumps', label: tr('Pump', 'Pumps', 'Décolleté') },
  ankleBoot: { id: 709, code: 'ankle-boot', shape: 'ankle-boot', categoryKey: 'boots', label: tr('Ankle boot', 'Stiefelette', 'Tronchetto') },
} as const satisfies Record<string, ShoeTypeDef>;

export type ShoeTypeKey = keyof typeof SHOE_TYPES;

/** Labels of the attributes themselves (filter headings, product attribute tables). */
export const ATTRIBUTE_LABELS: Readonly<Record<ShoeAttributeCode, Localized>> = {
  manufacturer: tr('Brand', 'Marke', 'Marca'),
  color: tr('Colour', 'Farbe', 'Colore'),
  size: tr('Size', 'Größe', 'Taglia'),
  hf_shoe_make: tr('Construction', 'Machart', 'Lavorazione'),
  hf_shoe_last: tr('Last', 'Leisten', 'Forma'),
  hf_shoe_outsole: tr('Outsole', 'Laufsohle', 'Suola'),
  hf_shoe_type: tr('Style', 'Schuhtyp', 'Modello'),
};
