// The accessories of the shop (DESIGN §6): care products, shoe trees and horns, belts and laces, plus one grouped
// product (the polish trio) and one bundle (the care set). Prices are incl. VAT in cents.
import { tr, type Localized } from '../localized.js';
import { CATEGORY_IDS } from './category-tree.js';

export type AccessoryArt = 'polish' | 'balm' | 'brush' | 'cloth' | 'shoe-tree' | 'shoe-horn' | 'belt' | 'laces' | 'care-set';

export interface AccessoryVariant {
  /** Sku suffix ('NEU') and picture colour key ('neutral'). */
  code: string;
  key: string;
  label: Localized;
}

export interface AccessoryDef {
  prefix: 'KR' | 'EW';
  number: number;
  art: AccessoryArt;
  categoryId: number;
  name: Localized;
  description: Localized;
  priceCents: number;
  weightKg: number;
  variants?: readonly AccessoryVariant[];
  /** Package quantity and reference quantity for the base price (spec 01 §3 unit codes: 2247 l, 2248 ml). */
  basePrice?: { amount: number; baseAmount: number; unit: 2247 | 2248 };
  /** An active special price (share taken off), to show reduced accessories in Sale. */
  discount?: number;
  soldOutVariant?: string;
  /** A product without variants that is sold out (the care set's default balm and cloth: a bundle out of stock by its parts). */
  soldOut?: boolean;
}

const POLISH_VARIANTS: readonly AccessoryVariant[] = [
  { code: 'NEU', key: 'neutral', label: tr('Neutral', 'Neutral', 'Neutro') },
  { code: 'BLK', key: 'black', label: tr('Black', 'Schwarz', 'Nero') },
  { code: 'DBR', key: 'dark-brown', label: tr('Dark brown', 'Dunkelbraun', 'Testa di moro') },
];

export const ACCESSORIES: readonly AccessoryDef[] = [
  {
    prefix: 'KR', number: 9001, art: 'polish', categoryId: CATEGORY_IDS.care, priceCents: 1290, weightKg: 0.12, variants: POLISH_VARIANTS,
    basePrice: { amount: 75, baseAmount: 100, unit: 2248 },
    name: tr('Shoe polish 75 ml', 'Schuhcreme 75 ml', 'Crema per scarpe 75 ml'),
    description: tr(
      'Beeswax and carnauba polish in a tin: nourishes calf leather, covers small scuffs and builds a deep shine. Apply thinly, let it rest for ten minutes, then brush.',
      'Schuhcreme aus Bienenwachs und Carnauba in der Dose: pflegt Kalbsleder, deckt kleine Kratzer ab und baut einen tiefen Glanz auf. Dünn auftragen, zehn Minuten einwirken lassen, dann bürsten.',
      'Crema a base di cera d’api e carnauba in scatola: nutre il vitello, copre i piccoli graffi e crea una lucentezza profonda. Stendere in strato sottile, lasciare agire dieci minuti, poi spazzolare.',
    ),
  },
  {
    prefix: 'KR', number: 9002, art: 'balm', categoryId: CATEGORY_IDS.care, priceCents: 1690, weightKg: 0.2, soldOut: true,
    basePrice: { amount: 0.15, baseAmount: 1, unit: 2247 },
    name: tr('Leather balm 150 ml', 'Lederbalsam 150 ml', 'Balsamo per pelle 150 ml'),
    description: tr(
      'A colourless cream with lanolin that keeps the leather supple and prevents cracks in the flex creases. Use it every few weeks before polishing.',
      'Farblose Pflegecreme mit Lanolin, die das Leder geschmeidig hält und Risse in den Gehfalten verhindert. Alle paar Wochen vor dem Eincremen verwenden.',
      'Crema incolore alla lanolina che mantiene la pelle morbida e previene le crepe nelle pieghe. Da usare ogni qualche settimana prima della crema colorata.',
    ),
  },
  {
    prefix: 'KR', number: 9003, art: 'brush', categoryId: CATEGORY_IDS.care, priceCents: 1990, weightKg: 0.15,
    variants: [{ code: 'HOR', key: 'horsehair', label: tr('Horsehair', 'Rosshaar', 'Crine di cavallo') }],
    name: tr('Horsehair polishing brush', 'Rosshaar-Glanzbürste', 'Spazzola lucidante in crine'),
    description: tr(
      'Dense, soft horsehair on a beech handle: removes dust before polishing and brings up the shine afterwards.',
      'Dichtes, weiches Rosshaar auf einem Buchenholzgriff: entfernt Staub vor dem Eincremen und bringt danach den Glanz hervor.',
      'Crine di cavallo fitto e morbido su manico in faggio: toglie la polvere prima della crema e fa risaltare la lucentezza dopo.',
    ),
  },
  {
    prefix: 'KR', number: 9004, art: 'brush', categoryId: CATEGORY_IDS.care, priceCents: 1490, weightKg: 0.1,
    variants: [{ code: 'SUE', key: 'suede', label: tr('Suede', 'Velours', 'Scamosciato') }],
    name: tr('Suede brush', 'Veloursbürste', 'Spazzola per scamosciato'),
    description: tr(
      'Brass and rubber bristles raise the nap of suede and nubuck and lift dried dirt without damaging the leather.',
      'Messing- und Gummiborsten richten den Flor von Velours und Nubuk auf und lösen getrockneten Schmutz, ohne das Leder zu verletzen.',
      'Setole in ottone e gomma rialzano il pelo di scamosciato e nabuk e rimuovono lo sporco secco senza rovinare la pelle.',
    ),
  },
  {
    prefix: 'KR', number: 9005, art: 'cloth', categoryId: CATEGORY_IDS.care, priceCents: 900, weightKg: 0.05, soldOut: true,
    name: tr('Polishing cloth', 'Poliertuch', 'Panno per lucidare'),
    description: tr(
      'Lint-free cotton flannel for applying polish and for the final mirror shine on the toe cap.',
      'Fusselfreier Baumwollflanell zum Auftragen der Creme und für den letzten Spiegelglanz auf der Kappe.',
      'Flanella di cotone che non lascia pelucchi, per stendere la crema e per l’ultima lucidatura a specchio sul puntale.',
    ),
  },
  {
    prefix: 'KR', number: 9006, art: 'shoe-tree', categoryId: CATEGORY_IDS.shoeTrees, priceCents: 4900, weightKg: 0.45,
    variants: [{ code: 'CED', key: 'cedar', label: tr('Cedar', 'Zeder', 'Cedro') }],
    name: tr('Cedar shoe trees', 'Schuhspanner aus Zedernholz', 'Tendiscarpe in cedro'),
    description: tr(
      'Split-toe shoe trees of unvarnished red cedar with a spring: they smooth out creases, draw out moisture and smell wonderful.',
      'Geteilte Schuhspanner aus unlackiertem Rotzedernholz mit Feder: Sie glätten Falten, nehmen Feuchtigkeit auf und duften angenehm.',
      'Tendiscarpe a punta divisa in cedro rosso non verniciato con molla: distendono le pieghe, assorbono l’umidità e profumano piacevolmente.',
    ),
  },
  {
    prefix: 'KR', number: 9007, art: 'shoe-tree', categoryId: CATEGORY_IDS.shoeTrees, priceCents: 3900, weightKg: 0.35,
    variants: [{ code: 'BEE', key: 'beech', label: tr('Beech', 'Buche', 'Faggio') }],
    name: tr('Beech travel shoe trees', 'Reise-Schuhspanner aus Buche', 'Tendiscarpe da viaggio in faggio'),
    description: tr(
      'Light beech shoe trees for the suitcase: they keep the shape of your shoes on every trip.',
      'Leichte Schuhspanner aus Buchenholz für den Koffer: Sie halten Ihre Schuhe auf jeder Reise in Form.',
      'Tendiscarpe leggeri in faggio per la valigia: mantengono la forma delle scarpe in ogni viaggio.',
    ),
  },
  {
    prefix: 'KR', number: 9008, art: 'shoe-horn', categoryId: CATEGORY_IDS.shoeTrees, priceCents: 3900, weightKg: 0.2,
    variants: [{ code: 'LNG', key: 'long', label: tr('65 cm', '65 cm', '65 cm') }],
    name: tr('Long shoe horn', 'Langer Schuhlöffel', 'Calzascarpe lungo'),
    description: tr(
      'A 65 cm shoe horn of polished beech with a leather strap: you slip into your shoes standing up and protect the heel counter.',
      'Ein 65 cm langer Schuhlöffel aus poliertem Buchenholz mit Lederschlaufe: Sie schlüpfen im Stehen in den Schuh und schonen die Fersenkappe.',
      'Calzascarpe di 65 cm in faggio lucidato con laccetto in pelle: si calzano le scarpe stando in piedi, proteggendo il contrafforte.',
    ),
  },
  {
    prefix: 'KR', number: 9009, art: 'shoe-horn', categoryId: CATEGORY_IDS.shoeTrees, priceCents: 1200, weightKg: 0.05,
    variants: [{ code: 'BRS', key: 'brass', label: tr('Brass', 'Messing', 'Ottone') }],
    name: tr('Travel shoe horn', 'Reise-Schuhlöffel', 'Calzascarpe da viaggio'),
    description: tr('A 12 cm brass shoe horn that fits in any jacket pocket.', 'Ein 12 cm kurzer Schuhlöffel aus Messing, der in jede Sakkotasche passt.', 'Calzascarpe in ottone di 12 cm che sta in ogni tasca della giacca.'),
  },
  {
    prefix: 'EW', number: 9010, art: 'belt', categoryId: CATEGORY_IDS.belts, priceCents: 8900, weightKg: 0.25,
    variants: [
      { code: 'BLK', key: 'black', label: tr('Black', 'Schwarz', 'Nero') },
      { code: 'DBR', key: 'dark-brown', label: tr('Dark brown', 'Dunkelbraun', 'Testa di moro') },
      { code: 'COG', key: 'cognac', label: tr('Cognac', 'Cognac', 'Cognac') },
    ],
    name: tr('Calf leather belt 35 mm', 'Gürtel aus Kalbsleder 35 mm', 'Cintura in vitello 35 mm'),
    description: tr(
      'Cut from the same calf leather as our shoes, edge-painted by hand and fitted with a solid brass buckle.',
      'Aus demselben Kalbsleder wie unsere Schuhe geschnitten, Kanten von Hand gefärbt, mit massiver Messingschnalle.',
      'Tagliata dallo stesso vitello delle nostre scarpe, con bordi tinti a mano e fibbia in ottone massiccio.',
    ),
  },
  {
    prefix: 'EW', number: 9011, art: 'belt', categoryId: CATEGORY_IDS.belts, priceCents: 7900, weightKg: 0.22, discount: 0.2,
    variants: [{ code: 'SND', key: 'sand', label: tr('Sand', 'Sand', 'Sabbia') }, { code: 'NAV', key: 'navy', label: tr('Navy', 'Marineblau', 'Blu navy') }],
    name: tr('Suede belt 30 mm', 'Veloursgürtel 30 mm', 'Cintura in scamosciato 30 mm'),
    description: tr(
      'A soft suede belt for chinos and summer suits, matching our suede loafers and derbies.',
      'Ein weicher Veloursgürtel zu Chino und Sommeranzug, passend zu unseren Velours-Loafern und -Derbys.',
      'Una morbida cintura in scamosciato per chino e abiti estivi, abbinata ai nostri mocassini e derby scamosciati.',
    ),
  },
  {
    prefix: 'KR', number: 9012, art: 'laces', categoryId: CATEGORY_IDS.belts, priceCents: 900, weightKg: 0.02, soldOutVariant: 'DBR',
    variants: [{ code: 'BLK', key: 'black', label: tr('Black', 'Schwarz', 'Nero') }, { code: 'DBR', key: 'dark-brown', label: tr('Dark brown', 'Dunkelbraun', 'Testa di moro') }],
    name: tr('Waxed cotton laces 75 cm', 'Gewachste Schnürsenkel 75 cm', 'Lacci in cotone cerato 75 cm'),
    description: tr(
      'Round waxed laces for oxfords and derbies with five pairs of eyelets: they hold the knot all day.',
      'Runde, gewachste Schnürsenkel für Oxford und Derby mit fünf Ösenpaaren: Der Knoten hält den ganzen Tag.',
      'Lacci tondi cerati per Oxford e Derby a cinque occhielli: il nodo tiene tutto il giorno.',
    ),
  },
];

export const POLISH_TRIO = {
  prefix: 'KR', number: 9101,
  name: tr('Polish trio', 'Schuhcreme-Trio', 'Trio di creme'),
  description: tr(
    'Our shoe polish in neutral, black and dark brown: choose how many tins of each colour you need.',
    'Unsere Schuhcreme in Neutral, Schwarz und Dunkelbraun: Wählen Sie, wie viele Dosen Sie von jeder Farbe brauchen.',
    'La nostra crema in neutro, nero e testa di moro: scegliete quante scatole vi servono per ogni colore.',
  ),
} as const;

export const CARE_SET = {
  prefix: 'KR', number: 9102,
  name: tr('Care set', 'Pflegeset', 'Set per la cura'),
  description: tr(
    'Everything for the first year with good shoes, in a linen bag: two tins of polish in your colour, a brush, leather balm and a polishing cloth.',
    'Alles für das erste Jahr mit guten Schuhen, im Leinenbeutel: zwei Dosen Creme in Ihrer Farbe, eine Bürste, Lederbalsam und ein Poliertuch.',
    'Tutto per il primo anno con scarpe di qualità, in un sacchetto di lino: due scatole di crema del vostro colore, una spazzola, balsamo e un panno.',
  ),
  options: {
    polish: tr('Shoe polish', 'Schuhcreme', 'Crema'),
    brush: tr('Brush', 'Bürste', 'Spazzola'),
    balm: tr('Leather balm', 'Lederbalsam', 'Balsamo'),
    cloth: tr('Polishing cloth', 'Poliertuch', 'Panno'),
  },
} as const;
