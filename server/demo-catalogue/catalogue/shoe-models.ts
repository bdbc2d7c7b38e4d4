// The shoe collection: every model of the three sister brands with its make, last, outsole, colours and price.
// Names are fixed; everything else is drawn from a stream keyed by the model's sku stem, so the collection is the
// same on every run and a new model leaves the others untouched.
import { BRANDS, type Brand } from '../../../shared/brands.js';
import { createRng, type Rng } from '../prng.js';
import {
  COLOURS, LASTS, MAKES, OUTSOLES, SHOE_TYPES,
  type ColourDef, type OptionDef, type ShoeTypeDef, type ShoeTypeKey,
} from './attribute-options.js';

export type Gender = 'men' | 'women';

export interface ShoeModel {
  brand: Brand;
  /** Sku stem: 'KR-1001'. */
  stem: string;
  number: number;
  name: string;
  gender: Gender;
  type: ShoeTypeDef;
  typeKey: ShoeTypeKey;
  make: OptionDef;
  last: OptionDef;
  outsole: OptionDef;
  colours: readonly ColourDef[];
  /** One configurable with size × colour children instead of one configurable per colour. */
  multiColour: boolean;
  /** Regular price incl. VAT in cents of the standard sizes. */
  priceCents: number;
  /** Extra charge for EU 46–47 (made on a separate last set), 0 for most models. */
  largeSizeSurchargeCents: number;
}

type Line = readonly [Gender, ShoeTypeKey, readonly string[]];

interface BrandCollection {
  code: Brand['code'];
  prefix: string;
  firstNumber: number;
  lines: readonly Line[];
  /** Model names made as one configurable with a colour choice (size × colour children). */
  multiColour: readonly string[];
  prices: Readonly<Record<ShoeTypeKey, readonly [number, number]>>;
  makes: Readonly<Record<ShoeTypeKey, OptionDef>>;
  lasts: Readonly<Record<Gender | 'sport', readonly OptionDef[]>>;
}

const M = MAKES;
const L = LASTS;

const COLLECTIONS: readonly BrandCollection[] = [
  {
    code: 'kranich', prefix: 'KR', firstNumber: 1001,
    lines: [
      ['men', 'oxford', ['Albert', 'Friedrich', 'Konrad']], ['men', 'derby', ['Ludwig', 'Heinrich', 'Wilhelm']],
      ['men', 'budapester', ['Otto', 'Gustav']], ['men', 'loafer', ['Emil', 'Anton']], ['men', 'boot', ['Theodor', 'August']],
      ['men', 'chelsea', ['Carl']], ['men', 'sneaker', ['Max', 'Paul']],
      ['women', 'oxford', ['Clara', 'Luise']], ['women', 'derby', ['Greta', 'Ida']], ['women', 'budapester', ['Mathilde']],
      ['women', 'loafer', ['Frieda', 'Helene']], ['women', 'pump', ['Marlene', 'Charlotte']], ['women', 'ankleBoot', ['Sophie']],
      ['women', 'chelsea', ['Elise']], ['women', 'sneaker', ['Lotte']],
    ],
    multiColour: ['Max', 'Paul', 'Lotte'],
    prices: { oxford: [449, 549], derby: [429, 499], budapester: [489, 569], loafer: [389, 449], boot: [529, 649], chelsea: [499, 579], sneaker: [249, 299], pump: [329, 399], ankleBoot: [449, 529] },
    makes: { oxford: M.goodyear, derby: M.goodyear, budapester: M.goodyear, loafer: M.blakeRapid, boot: M.goodyear, chelsea: M.goodyear, sneaker: M.blake, pump: M.blake, ankleBoot: M.goodyear },
    lasts: { men: [L.classic1921, L.berlin, L.almond], women: [L.lady, L.almond], sport: [L.sport] },
  },
  {
    code: 'vandor', prefix: 'VB', firstNumber: 2001,
    lines: [
      ['men', 'oxford', ['Andrássy', 'Gellért']], ['men', 'derby', ['Buda', 'Duna', 'Tokaj']],
      ['men', 'budapester', ['Pest', 'Lánchíd', 'Széchenyi', 'Hollókő']], ['men', 'loafer', ['Tihany']],
      ['men', 'boot', ['Eger', 'Sopron']], ['men', 'chelsea', ['Pécs']], ['men', 'sneaker', ['Margit']],
      ['women', 'oxford', ['Ilona']], ['women', 'derby', ['Zsófia', 'Katalin']], ['women', 'budapester', ['Erzsébet', 'Réka']],
      ['women', 'loafer', ['Dóra']], ['women', 'pump', ['Anna']], ['women', 'ankleBoot', ['Piroska']], ['women', 'chelsea', ['Hajnal']],
    ],
    multiColour: ['Margit'],
    prices: { oxford: [589, 699], derby: [549, 649], budapester: [649, 779], loafer: [489, 559], boot: [689, 769], chelsea: [649, 749], sneaker: [329, 389], pump: [429, 489], ankleBoot: [589, 669] },
    makes: { oxford: M.goodyear, derby: M.doubleStitched, budapester: M.doubleStitched, loafer: M.blakeRapid, boot: M.doubleStitched, chelsea: M.goodyear, sneaker: M.blake, pump: M.blake, ankleBoot: M.goodyear },
    lasts: { men: [L.budapest84, L.almond, L.classic1921], women: [L.lady, L.budapest84], sport: [L.sport] },
  },
  {
    code: 'eichwald', prefix: 'EW', firstNumber: 3001,
    lines: [
      ['men', 'oxford', ['Feldberg', 'Belchen']], ['men', 'derby', ['Titisee', 'Kinzig', 'Murg']], ['men', 'budapester', ['Triberg']],
      ['men', 'loafer', ['Nagold', 'Enz']], ['men', 'boot', ['Hornisgrinde', 'Schauinsland']], ['men', 'chelsea', ['Wutach']],
      ['men', 'sneaker', ['Glotter', 'Alb', 'Elz']],
      ['women', 'oxford', ['Linde']], ['women', 'derby', ['Birke', 'Esche']], ['women', 'budapester', ['Erle']],
      ['women', 'loafer', ['Weide', 'Malve']], ['women', 'pump', ['Arnika', 'Erika']], ['women', 'ankleBoot', ['Eibe']],
      ['women', 'chelsea', ['Ahorn']], ['women', 'sneaker', ['Holunder', 'Kirsche']],
    ],
    multiColour: ['Glotter', 'Alb', 'Elz', 'Holunder', 'Kirsche'],
    prices: { oxford: [229, 289], derby: [199, 269], budapester: [259, 319], loafer: [179, 229], boot: [289, 359], chelsea: [269, 329], sneaker: [149, 189], pump: [179, 219], ankleBoot: [249, 299] },
    makes: { oxford: M.blake, derby: M.blake, budapester: M.blakeRapid, loafer: M.blake, boot: M.blakeRapid, chelsea: M.blakeRapid, sneaker: M.cemented, pump: M.blake, ankleBoot: M.blakeRapid },
    lasts: { men: [L.schwarzwald, L.classic1921], women: [L.schwarzwald, L.lady], sport: [L.sport] },
  },
];

const PALETTES: Readonly<Record<ShoeTypeKey, readonly string[]>> = {
  oxford: ['BLK', 'DBR', 'COG', 'OXB', 'CHE', 'TAN'],
  derby: ['BLK', 'DBR', 'COG', 'TAN', 'OXB', 'SND', 'GRY', 'NAV', 'OLV'],
  budapester: ['BLK', 'DBR', 'COG', 'TAN', 'OXB', 'CHE', 'SND'],
  loafer: ['BLK', 'DBR', 'COG', 'TAN', 'NAV', 'SND', 'OLV', 'TAU', 'OXB'],
  boot: ['BLK', 'DBR', 'COG', 'CHE', 'TAU', 'OLV'],
  chelsea: ['BLK', 'DBR', 'COG', 'SND', 'TAU', 'GRY'],
  sneaker: ['WHT', 'BLK', 'NAV', 'GRY', 'SND', 'OLV'],
  pump: ['BLK', 'RED', 'NUD', 'NAV', 'OXB', 'TAU'],
  ankleBoot: ['BLK', 'DBR', 'COG', 'TAU', 'GRY', 'OXB'],
};

const OUTSOLE_CHOICES: Readonly<Record<ShoeTypeKey, readonly OptionDef[]>> = {
  oxford: [OUTSOLES.leather, OUTSOLES.leather, OUTSOLES.leatherRubber],
  derby: [OUTSOLES.leather, OUTSOLES.studded],
  budapester: [OUTSOLES.leather, OUTSOLES.studded],
  loafer: [OUTSOLES.leather, OUTSOLES.leatherRubber],
  boot: [OUTSOLES.commando, OUTSOLES.studded],
  chelsea: [OUTSOLES.studded, OUTSOLES.leather, OUTSOLES.crepe],
  sneaker: [OUTSOLES.cupsole, OUTSOLES.cupsole, OUTSOLES.crepe],
  pump: [OUTSOLES.leather],
  ankleBoot: [OUTSOLES.leatherRubber, OUTSOLES.studded],
};

/** Shell cordovan costs more than calf: the hides are rare and the finishing takes days. */
export const CORDOVAN_SURCHARGE_CENTS = 12_000;
const MAX_PRICE_CENTS = 89_900;

function pickColours(rng: Rng, type: ShoeTypeKey, count: number): ColourDef[] {
  const pool = [...PALETTES[type]];
  const chosen: ColourDef[] = [];
  while (chosen.length < count && pool.length) {
    const code = pool.splice(rng.int(0, pool.length - 1), 1)[0];
    chosen.push(COLOURS.find((c) => c.code === code)!);
  }
  // Keep the palette order so that black comes before brown in every colour picker.
  return chosen.sort((a, b) => a.id - b.id);
}

/** A shop price: whole euros ending in 9 (449, 529 …). */
function shopPriceCents(rng: Rng, [min, max]: readonly [number, number]): number {
  const steps = Math.floor((max - min) / 10);
  return (min + 10 * rng.int(0, steps)) * 100;
}

function buildModel(collection: BrandCollection, line: Line, name: string, number: number): ShoeModel {
  const [gender, typeKey] = line;
  const stem = `${collection.prefix}-${number}`;
  const rng = createRng(`model:${stem}`);
  const sport = typeKey === 'sneaker';
  const multiColour = collection.multiColour.includes(name);
  const colourCount = multiColour ? rng.int(3, 4) : rng.int(3, 5);
  return {
    brand: BRANDS.find((b) => b.code === collection.code)!,
    stem,
    number,
    name,
    gender,
    type: SHOE_TYPES[typeKey],
    typeKey,
    make: collection.makes[typeKey],
    last: rng.pick(sport ? collection.lasts.sport : collection.lasts[gender]),
    outsole: rng.pick(OUTSOLE_CHOICES[typeKey]),
    colours: pickColours(rng, typeKey, colourCount),
    multiColour,
    priceCents: shopPriceCents(rng, collection.prices[typeKey]),
    largeSizeSurchargeCents: gender === 'men' && !sport && rng.chance(0.15) ? 2_000 : 0,
  };
}

/** The regular price of a colour of a model, incl. VAT, in cents. */
export function colourPriceCents(model: ShoeModel, colour: ColourDef): number {
  const surcharge = colour.material === 'cordovan' ? CORDOVAN_SURCHARGE_CENTS : 0;
  return Math.min(MAX_PRICE_CENTS - model.largeSizeSurchargeCents, model.priceCents + surcharge);
}

export function buildShoeModels(): ShoeModel[] {
  const models: ShoeModel[] = [];
  for (const collection of COLLECTIONS) {
    let number = collection.firstNumber;
    for (const line of collection.lines) {
      for (const name of line[2]) models.push(buildModel(collection, line, name, number++));
    }
  }
  return models;
}
