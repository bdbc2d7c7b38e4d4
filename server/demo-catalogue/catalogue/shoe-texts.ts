// Product texts of the shoes in English, German and Italian: names, colour and material phrases, descriptions.
// Sentences are written per language (German and Italian phrasing avoids declined colour adjectives by naming the
// colour after the material), then put together from the model's facts.
import type { Language } from '../../../shared/store-views.js';
import { tr, type Localized } from '../localized.js';
import { MATERIAL_LABELS, type ColourDef, type Material, type ShoeTypeKey } from './attribute-options.js';
import type { ShoeModel } from './shoe-models.js';

type Sentence = (name: string, material: string) => string;
type Variants = readonly [Sentence, Sentence];

const INTROS: Readonly<Record<ShoeTypeKey, Readonly<Record<Language, Variants>>>> = {
  oxford: {
    en: [(n, m) => `${n} is a classic oxford with closed lacing and a clean cap toe, cut from ${m}.`, (n, m) => `With its closed lacing and slim silhouette, the ${n} in ${m} is the oxford for suits, weddings and important days.`],
    de: [(n, m) => `${n} ist ein klassischer Oxford mit geschlossener Schnürung und klarer Vorderkappe, zugeschnitten aus ${m}.`, (n, m) => `Mit geschlossener Schnürung und schlanker Silhouette ist der ${n} aus ${m} der Oxford für Anzug, Hochzeit und wichtige Tage.`],
    it: [(n, m) => `${n} è un Oxford classico con allacciatura chiusa e puntale pulito, tagliato in ${m}.`, (n, m) => `Con l’allacciatura chiusa e la linea slanciata, ${n} in ${m} è l’Oxford per l’abito, i matrimoni e i giorni importanti.`],
  },
  derby: {
    en: [(n, m) => `${n} is a derby with open lacing that gives room on a high instep, made in ${m}.`, (n, m) => `Relaxed yet correct: the ${n} derby in ${m} goes with flannel, tweed and good denim alike.`],
    de: [(n, m) => `${n} ist ein Derby mit offener Schnürung, die bei hohem Rist Raum lässt, gefertigt aus ${m}.`, (n, m) => `Lässig und doch korrekt: Der Derby ${n} aus ${m} passt zu Flanell, Tweed und guter Jeans.`],
    it: [(n, m) => `${n} è un Derby con allacciatura aperta che lascia spazio al collo del piede, realizzato in ${m}.`, (n, m) => `Disinvolto ma corretto: il Derby ${n} in ${m} si abbina a flanella, tweed e buon denim.`],
  },
  budapester: {
    en: [(n, m) => `${n} is a true Budapester: full brogue wingtip, a high, rounded toe and a double sole, in ${m}.`, (n, m) => `Perforated wingtip, medallion toe and a confident stance – the ${n} in ${m} is Central European shoemaking at its most characterful.`],
    de: [(n, m) => `${n} ist ein echter Budapester: Flügelkappe mit Lochmuster, hohe runde Kappe und Doppelsohle, aus ${m}.`, (n, m) => `Gelochte Flügelkappe, Medaillon und selbstbewusster Stand – der ${n} aus ${m} ist mitteleuropäische Schuhmacherkunst in ihrer charakterstärksten Form.`],
    it: [(n, m) => `${n} è un vero Budapest: coda di rondine traforata, punta alta e arrotondata e doppia suola, in ${m}.`, (n, m) => `Coda di rondine traforata, medaglione e portamento deciso: ${n} in ${m} è la calzoleria mitteleuropea nella sua forma più carismatica.`],
  },
  loafer: {
    en: [(n, m) => `${n} is a penny loafer with a hand-sewn apron and a comfortable fit, made in ${m}.`, (n, m) => `Slip in and go: the ${n} loafer in ${m} is made for summer evenings, travel days and casual Fridays.`],
    de: [(n, m) => `${n} ist ein Penny Loafer mit handgenähter Mokassinnaht und bequemer Passform, gefertigt aus ${m}.`, (n, m) => `Hineinschlüpfen und los: Der Loafer ${n} aus ${m} ist gemacht für Sommerabende, Reisetage und den legeren Freitag.`],
    it: [(n, m) => `${n} è un penny loafer con grembiule cucito a mano e calzata comoda, realizzato in ${m}.`, (n, m) => `Si calza e si parte: il mocassino ${n} in ${m} è fatto per le sere d’estate, i viaggi e il venerdì informale.`],
  },
  boot: {
    en: [(n, m) => `${n} is a lace-up boot with speed hooks and a padded collar, made in ${m} for wet autumn days.`, (n, m) => `Built for city pavements and country lanes: the ${n} boot in ${m} keeps its shape season after season.`],
    de: [(n, m) => `${n} ist ein Schnürstiefel mit Schnellhaken und gepolstertem Schaftrand, aus ${m} für nasse Herbsttage.`, (n, m) => `Gemacht für Stadtpflaster und Feldwege: Der Stiefel ${n} aus ${m} behält Saison für Saison seine Form.`],
    it: [(n, m) => `${n} è uno stivaletto stringato con ganci rapidi e collarino imbottito, in ${m} per le giornate umide d’autunno.`, (n, m) => `Fatto per i marciapiedi di città e i sentieri di campagna: lo stivaletto ${n} in ${m} mantiene la forma stagione dopo stagione.`],
  },
  chelsea: {
    en: [(n, m) => `${n} is a Chelsea boot with elastic side gussets and a pull tab, made in ${m}.`, (n, m) => `No laces, clean lines: the ${n} Chelsea boot in ${m} slips on in a second and looks sharp with slim trousers.`],
    de: [(n, m) => `${n} ist ein Chelsea Boot mit elastischen Seiteneinsätzen und Anziehlasche, gefertigt aus ${m}.`, (n, m) => `Keine Schnürung, klare Linien: Der Chelsea Boot ${n} aus ${m} ist in Sekunden angezogen und sieht zu schmalen Hosen besonders gut aus.`],
    it: [(n, m) => `${n} è un Chelsea boot con elastici laterali e linguetta posteriore, realizzato in ${m}.`, (n, m) => `Niente lacci, linee pulite: il Chelsea boot ${n} in ${m} si calza in un attimo e sta benissimo con i pantaloni slim.`],
  },
  sneaker: {
    en: [(n, m) => `${n} is a minimalist leather sneaker with a padded collar and a cushioned footbed, in ${m}.`, (n, m) => `Made with dress-shoe care: the ${n} sneaker in ${m} has a leather lining, waxed laces and a stitched sole.`],
    de: [(n, m) => `${n} ist ein minimalistischer Leder-Sneaker mit gepolstertem Schaftrand und gedämpftem Fußbett, aus ${m}.`, (n, m) => `Mit der Sorgfalt eines Businessschuhs gefertigt: Der Sneaker ${n} aus ${m} hat Lederfutter, gewachste Senkel und eine genähte Sohle.`],
    it: [(n, m) => `${n} è una sneaker minimalista in pelle con collarino imbottito e plantare ammortizzato, in ${m}.`, (n, m) => `Realizzata con la cura di una scarpa classica: la sneaker ${n} in ${m} ha fodera in pelle, lacci cerati e suola cucita.`],
  },
  pump: {
    en: [(n, m) => `${n} is a pump on a slender last with a leather-covered heel, made in ${m}.`, (n, m) => `Elegant from morning meetings to evening concerts: the ${n} pump in ${m} has a padded insole for long days.`],
    de: [(n, m) => `${n} ist ein Pumps auf schlankem Leisten mit lederbezogenem Absatz, gefertigt aus ${m}.`, (n, m) => `Elegant vom Morgenmeeting bis zum Abendkonzert: Der Pumps ${n} aus ${m} hat eine gepolsterte Brandsohle für lange Tage.`],
    it: [(n, m) => `${n} è un décolleté su forma affusolata con tacco rivestito in pelle, realizzato in ${m}.`, (n, m) => `Elegante dalla riunione del mattino al concerto serale: il décolleté ${n} in ${m} ha un sottopiede imbottito per le giornate lunghe.`],
  },
  ankleBoot: {
    en: [(n, m) => `${n} is an ankle boot with a stacked block heel and a side zip, made in ${m}.`, (n, m) => `Warm enough for November, light enough for spring: the ${n} ankle boot in ${m} walks comfortably all day.`],
    de: [(n, m) => `${n} ist eine Stiefelette mit geschichtetem Blockabsatz und seitlichem Reißverschluss, gefertigt aus ${m}.`, (n, m) => `Warm genug für November, leicht genug für den Frühling: Die Stiefelette ${n} aus ${m} trägt sich den ganzen Tag bequem.`],
    it: [(n, m) => `${n} è un tronchetto con tacco a blocco in cuoio e zip laterale, realizzato in ${m}.`, (n, m) => `Abbastanza caldo per novembre, abbastanza leggero per la primavera: il tronchetto ${n} in ${m} si porta comodamente tutto il giorno.`],
  },
};

const MAKE_TEXTS: Readonly<Record<string, Localized>> = {
  goodyear: tr(
    'Goodyear-welted: the welt is sewn to upper and insole, the sole to the welt. The shoe can be resoled many times, and the cork bed beneath the foot slowly takes on your footprint.',
    'Rahmengenäht nach Goodyear: Der Rahmen ist mit Schaft und Brandsohle vernäht, die Laufsohle mit dem Rahmen. Der Schuh lässt sich viele Male neu besohlen, und die Korkschicht unter dem Fuß formt sich nach Ihrem Fußabdruck.',
    'Lavorazione Goodyear: il guardolo è cucito a tomaia e sottopiede, la suola al guardolo. La scarpa si può risuolare molte volte e lo strato di sughero sotto il piede prende lentamente la forma della vostra impronta.',
  ),
  'double-stitched': tr(
    'Double-stitched in the Budapest tradition: two visible seams join upper, welt and sole – robust, water-resistant and made to last for decades.',
    'Zwiegenäht nach Budapester Tradition: Zwei sichtbare Nähte verbinden Schaft, Rahmen und Sohle – robust, wasserabweisend und gemacht für Jahrzehnte.',
    'Doppia cucitura secondo la tradizione di Budapest: due cuciture a vista uniscono tomaia, guardolo e suola – robusta, resistente all’acqua e fatta per durare decenni.',
  ),
  blake: tr(
    'Blake-stitched: a single seam runs straight through insole and sole, which keeps the shoe light, flexible and close to the ground.',
    'Durchgenäht (Blake): Eine einzige Naht läuft durch Brand- und Laufsohle. Das hält den Schuh leicht, flexibel und bodennah.',
    'Cucitura Blake: un’unica cucitura attraversa sottopiede e suola, rendendo la scarpa leggera, flessibile e aderente al terreno.',
  ),
  'blake-rapid': tr(
    'Blake-Rapid: a Blake seam plus a second, stitched-on outsole combines the flexibility of a Blake shoe with the sturdiness of a welted one.',
    'Blake-Rapid: Eine Blake-Naht und eine zweite, aufgenähte Laufsohle verbinden die Flexibilität eines durchgenähten Schuhs mit der Robustheit eines rahmengenähten.',
    'Blake-Rapid: una cucitura Blake e una seconda suola cucita sopra uniscono la flessibilità della Blake alla robustezza di una scarpa con guardolo.',
  ),
  cemented: tr(
    'The rubber sole is cemented and additionally stitched around the edge: light, cushioned and comfortable from the very first step.',
    'Die Gummisohle ist geklebt und zusätzlich rundum vernäht: leicht, gedämpft und bequem vom ersten Schritt an.',
    'La suola in gomma è incollata e cucita lungo il bordo: leggera, ammortizzata e comoda fin dal primo passo.',
  ),
};

export const BRAND_ORIGINS: Readonly<Record<string, Localized>> = {
  kranich: tr('Made by hand in our workshop in Baden-Baden, Germany.', 'Handgefertigt in unserer Werkstatt in Baden-Baden.', 'Fatto a mano nel nostro laboratorio di Baden-Baden, in Germania.'),
  vandor: tr('Made by hand in Budapest, Hungary, by the shoemakers of Vándor.', 'Handgefertigt in Budapest von den Schuhmachern der Manufaktur Vándor.', 'Fatto a mano a Budapest, in Ungheria, dai calzolai di Vándor.'),
  eichwald: tr('Made in the Black Forest by Eichwald, our sister workshop in Wolfach.', 'Gefertigt im Schwarzwald von Eichwald, unserer Schwesterwerkstatt in Wolfach.', 'Prodotto nella Foresta Nera da Eichwald, il nostro laboratorio gemello di Wolfach.'),
};

const FACT_LABELS = {
  upper: tr('Upper', 'Obermaterial', 'Tomaia'),
  lining: tr('Lining', 'Futter', 'Fodera'),
  liningValue: tr('Full leather lining', 'Vollständiges Lederfutter', 'Fodera interamente in pelle'),
  construction: tr('Construction', 'Machart', 'Lavorazione'),
  last: tr('Last', 'Leisten', 'Forma'),
  outsole: tr('Outsole', 'Laufsohle', 'Suola'),
  colours: tr('Colours', 'Farben', 'Colori'),
};

export function materialOf(model: ShoeModel, colour: ColourDef): Material {
  if (model.type.code === 'sneaker') return colour.material === 'suede' ? 'suede' : 'nappa';
  if (model.type.code === 'boot' && colour.material === 'calf') return 'grain';
  return colour.material;
}

/** 'cognac calf leather' / 'Kalbsleder in Cognac' / 'pelle di vitello color cognac'. */
export function materialPhrase(lang: Language, model: ShoeModel, colour: ColourDef): string {
  const material = MATERIAL_LABELS[materialOf(model, colour)][lang];
  const name = colour.label[lang];
  if (lang === 'en') return `${name.toLowerCase()} ${material}`;
  if (lang === 'de') return `${material} in ${name}`;
  return `${material} color ${name.toLowerCase()}`;
}

/** The hf_color label: 'Cognac (calf leather)'. */
export function colourLabel(lang: Language, model: ShoeModel, colour: ColourDef): string {
  return `${colour.label[lang]} (${MATERIAL_LABELS[materialOf(model, colour)][lang]})`;
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** 'Albert Oxford' (en, de) / 'Oxford Albert' (it). */
export function shoeName(lang: Language, model: ShoeModel): string {
  const type = model.type.label[lang];
  if (lang === 'it') return `${type} ${model.name}`;
  return `${model.name} ${lang === 'en' ? titleCase(type) : type}`;
}

function coloursPhrase(lang: Language, count: number): string {
  const words = { en: ['three', 'four'], de: ['drei', 'vier'], it: ['tre', 'quattro'] }[lang];
  const word = words[count - 3] ?? String(count);
  return { en: `leather in ${word} colours`, de: `Leder in ${word} Farben`, it: `pelle in ${word} colori` }[lang];
}

export function shortDescription(lang: Language, model: ShoeModel, colours: readonly ColourDef[], variant: 0 | 1): string {
  const material = colours.length === 1 ? materialPhrase(lang, model, colours[0]) : coloursPhrase(lang, colours.length);
  return INTROS[model.typeKey][lang][variant](model.name, material);
}

function factItem(label: Localized, value: string, lang: Language): string {
  return `<li><strong>${label[lang]}:</strong> ${value}</li>`;
}

/** Description HTML: intro, construction, facts list and origin (only p, ul, li, strong). */
export function shoeDescription(lang: Language, model: ShoeModel, colours: readonly ColourDef[], variant: 0 | 1): string {
  const upper = colours.map((c) => colourLabel(lang, model, c)).join(', ');
  const facts = [
    factItem(colours.length === 1 ? FACT_LABELS.upper : FACT_LABELS.colours, upper, lang),
    factItem(FACT_LABELS.lining, FACT_LABELS.liningValue[lang], lang),
    factItem(FACT_LABELS.construction, model.make.label[lang], lang),
    factItem(FACT_LABELS.last, model.last.label[lang], lang),
    factItem(FACT_LABELS.outsole, model.outsole.label[lang], lang),
  ];
  return [
    `<p>${shortDescription(lang, model, colours, variant)}</p>`,
    `<p>${MAKE_TEXTS[model.make.code][lang]}</p>`,
    `<ul>${facts.join('')}</ul>`,
    `<p>${BRAND_ORIGINS[model.brand.code][lang]}</p>`,
  ].join('');
}

export const BADGES = {
  new: tr('New', 'Neu', 'Novità'),
  sale: tr('Sale', 'Sale', 'Saldi'),
  bestseller: tr('Bestseller', 'Bestseller', 'Best seller'),
  handmade: tr('Handmade in Budapest', 'Handgefertigt in Budapest', 'Fatto a mano a Budapest'),
  limited: tr('Limited edition', 'Limitierte Auflage', 'Edizione limitata'),
} as const;

export type BadgeKind = keyof typeof BADGES;
