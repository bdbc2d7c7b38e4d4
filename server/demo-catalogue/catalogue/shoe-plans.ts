// Store-independent plans of the shoe products: ids, skus, children, stock, prices, dates, flags and category
// membership. The documents of each store view are rendered from these, so ids, skus, prices and stock are the
// same in every store and only texts differ.
import { createRng } from '../prng.js';
import { MEN_SIZES, WOMEN_SIZES, type ColourDef, type SizeDef } from './attribute-options.js';
import { CATEGORY_IDS, shoeSubcategoryId } from './category-tree.js';
import { addDays, dateBetween, isWindowActive, planSpecialPrice, type SpecialPlan } from './pricing.js';
import { buildShoeModels, colourPriceCents, type ShoeModel } from './shoe-models.js';
import type { BadgeKind } from './shoe-texts.js';

export interface ChildPlan {
  id: number;
  sku: string;
  colour: ColourDef;
  size: SizeDef;
  regularCents: number;
  qty: number;
  status: 1 | 2;
}

export interface ShoePlan {
  id: number;
  sku: string;
  model: ShoeModel;
  colours: readonly ColourDef[];
  children: ChildPlan[];
  special: SpecialPlan | null;
  status: 1 | 2;
  visibility: 2 | 3 | 4;
  createdAt: string;
  updatedAt: string;
  newsFrom: string | null;
  newsTo: string | null;
  /** Spec 01 §9: new products are those flagged is_sale; they are listed in category New. */
  isNew: boolean;
  bestseller: boolean;
  badge: BadgeKind | null;
  categoryIds: number[];
  /** 0 or 1: which of the two written intros the texts use. */
  textVariant: 0 | 1;
}

/** Products whose state lets the catalogue rules be tested (first colour of each model named). */
export const SPECIAL_STATES = {
  disabled: ['KR-1005', 'EW-3009'],
  catalogOnly: ['VB-2004', 'KR-1018', 'EW-3017'],
  searchOnly: ['VB-2011', 'KR-1012', 'EW-3004'],
  soldOut: ['KR-1002', 'VB-2006', 'EW-3014', 'EW-3021'],
  /** One child of the first product of this model is disabled (status 2). */
  disabledChild: ['VB-2003'],
} as const;

export const BESTSELLER_COUNT = 30;
const LARGE_SIZE_FROM = 46;
const CATALOGUE_START = '2023-09-01 00:00:00';
const NEW_COLLECTION_START = '2026-01-05 00:00:00';
const LAST_CHANGE = '2026-06-30 00:00:00';
const NEWS_END = '2030-12-31 00:00:00';

function childPlans(model: ShoeModel, parentSku: string, colours: readonly ColourDef[], soldOut: boolean): ChildPlan[] {
  const sizes = model.gender === 'men' ? MEN_SIZES : WOMEN_SIZES;
  const children: ChildPlan[] = [];
  for (const colour of colours) {
    const colourIndex = model.colours.indexOf(colour);
    for (const size of sizes) {
      const sku = colours.length > 1 ? `${parentSku}-${colour.code}-${size.eu}` : `${parentSku}-${size.eu}`;
      const rng = createRng(`stock:${sku}`);
      const edgeSize = size === sizes[0] || size === sizes[sizes.length - 1];
      const inStock = !soldOut && !rng.chance(edgeSize ? 0.3 : 0.08);
      const surcharge = size.eu >= LARGE_SIZE_FROM ? model.largeSizeSurchargeCents : 0;
      children.push({
        id: (model.number * 10 + colourIndex) * 100 + size.eu,
        sku,
        colour,
        size,
        regularCents: colourPriceCents(model, colour) + surcharge,
        qty: inStock ? rng.int(1, edgeSize ? 8 : 40) : 0,
        status: 1,
      });
    }
  }
  return children;
}

function visibilityOf(stem: string): 2 | 3 | 4 {
  if ((SPECIAL_STATES.catalogOnly as readonly string[]).includes(stem)) return 2;
  if ((SPECIAL_STATES.searchOnly as readonly string[]).includes(stem)) return 3;
  return 4;
}

function datesOf(sku: string, isNew: boolean): Pick<ShoePlan, 'createdAt' | 'updatedAt' | 'newsFrom' | 'newsTo'> {
  const rng = createRng(`news:${sku}`);
  const createdAt = isNew ? dateBetween(`created:${sku}`, NEW_COLLECTION_START, '2026-06-20 00:00:00') : dateBetween(`created:${sku}`, CATALOGUE_START, '2025-12-20 00:00:00');
  const updatedAt = dateBetween(`updated:${sku}`, createdAt, LAST_CHANGE);
  if (isNew) return { createdAt, updatedAt, newsFrom: createdAt.slice(0, 10) + ' 00:00:00', newsTo: NEWS_END };
  const roll = rng.next();
  if (roll < 0.08) {
    const from = dateBetween(`news-from:${sku}`, '2025-01-01 00:00:00', '2025-06-30 00:00:00');
    return { createdAt, updatedAt, newsFrom: from.slice(0, 10) + ' 00:00:00', newsTo: addDays(from.slice(0, 10) + ' 00:00:00', 90) };
  }
  if (roll < 0.11) return { createdAt, updatedAt, newsFrom: '2030-10-01 00:00:00', newsTo: NEWS_END };
  return { createdAt, updatedAt, newsFrom: null, newsTo: null };
}

function planProduct(model: ShoeModel, colours: readonly ColourDef[], colourIndex: number): ShoePlan {
  const firstOfModel = colourIndex === 0;
  const sku = colours.length > 1 ? model.stem : `${model.stem}-${colours[0].code}`;
  const state = (list: readonly string[]) => firstOfModel && list.includes(model.stem);
  const soldOut = state(SPECIAL_STATES.soldOut);
  const children = childPlans(model, sku, colours, soldOut);
  if (state(SPECIAL_STATES.disabledChild)) children[Math.floor(children.length / 2)].status = 2;
  const rng = createRng(`flags:${sku}`);
  const status = state(SPECIAL_STATES.disabled) ? 2 : 1;
  const visibility = firstOfModel ? visibilityOf(model.stem) : 4;
  const isNew = status === 1 && !soldOut && rng.chance(0.13);
  return {
    id: model.number * 10 + (colours.length > 1 ? 0 : colourIndex),
    sku,
    model,
    colours,
    children,
    special: planSpecialPrice(sku),
    status,
    visibility,
    ...datesOf(sku, isNew),
    isNew,
    bestseller: false,
    badge: null,
    categoryIds: [],
    textVariant: rng.chance(0.5) ? 1 : 0,
  };
}

function isListable(plan: ShoePlan): boolean {
  return plan.status === 1 && plan.visibility === 4 && plan.children.some((c) => c.qty > 0);
}

/** The most ordered products: the best-scoring listable ones, as a shop's sales ranking would pick them. */
function markBestsellers(plans: ShoePlan[]): void {
  const scored = plans.filter(isListable).map((plan) => ({ plan, score: createRng(`sales:${plan.sku}`).next() }));
  scored.sort((a, b) => b.score - a.score || a.plan.id - b.plan.id);
  for (const { plan } of scored.slice(0, BESTSELLER_COUNT)) plan.bestseller = true;
}

function badgeOf(plan: ShoePlan): BadgeKind | null {
  if (plan.isNew) return 'new';
  if (isWindowActive(plan.special)) return 'sale';
  if (plan.bestseller) return 'bestseller';
  if (plan.colours.some((c) => c.material === 'cordovan')) return 'limited';
  if (plan.model.brand.code === 'vandor' && createRng(`badge:${plan.sku}`).chance(0.3)) return 'handmade';
  return null;
}

function categoriesOf(plan: ShoePlan): number[] {
  const { gender, type } = plan.model;
  const ids: number[] = [gender === 'men' ? CATEGORY_IDS.men : CATEGORY_IDS.women, shoeSubcategoryId(gender, type.categoryKey)];
  if (plan.isNew) ids.push(CATEGORY_IDS.new);
  if (isWindowActive(plan.special)) ids.push(CATEGORY_IDS.sale);
  if (plan.bestseller) ids.push(CATEGORY_IDS.bestsellers);
  return ids;
}

export function planShoeProducts(): ShoePlan[] {
  const plans: ShoePlan[] = [];
  for (const model of buildShoeModels()) {
    if (model.multiColour) plans.push(planProduct(model, model.colours, 0));
    else model.colours.forEach((colour, index) => plans.push(planProduct(model, [colour], index)));
  }
  markBestsellers(plans);
  for (const plan of plans) {
    plan.badge = badgeOf(plan);
    plan.categoryIds = categoriesOf(plan);
  }
  return plans;
}
