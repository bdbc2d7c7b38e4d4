// Accessory documents of one store view: simple products (one per variant), the grouped polish trio and the
// bundled care set. Their links name component skus that exist in the same store view.
import type { BundleOption, ProductDocument, ProductLink } from '../../../shared/catalog-types.js';
import { BRANDS } from '../../../shared/brands.js';
import type { StoreCode } from '../../../shared/store-views.js';
import { accessoryImageFile, imageUrl } from '../art/image-paths.js';
import { languageOf, slugify } from '../localized.js';
import { createRng } from '../prng.js';
import { ACCESSORIES, CARE_SET, POLISH_TRIO, type AccessoryDef, type AccessoryVariant } from './accessory-defs.js';
import { CATEGORY_IDS } from './category-tree.js';
import { categoryRefs } from './category-documents.js';
import { eurosToCents } from '../../../shared/money.js';
import { bundleDefaultParts, bundleStock, groupedStock } from '../../../shared/catalog/composite-stock.js';
import { buildPriceFields, dateBetween, type SpecialPlan } from './pricing.js';
import type { SeedProductDocument } from './seed-types.js';

const TAX_CLASS_ID = 2;
const ACTIVE_WINDOW = { from: '2026-01-01 00:00:00', to: '2030-12-31 00:00:00' } as const;

function brandId(prefix: string): number {
  return prefix === 'EW' ? BRANDS[2].id : BRANDS[0].id;
}

function skuOf(def: Pick<AccessoryDef, 'prefix' | 'number'>, variant?: AccessoryVariant): string {
  return `${def.prefix}-${def.number}${variant ? `-${variant.code}` : ''}`;
}

interface BaseFields {
  id: number;
  sku: string;
  name: string;
  englishName: string;
  image: string;
  categoryIds: number[];
  description: string;
  brand: number;
}

function commonFields(base: BaseFields, store: StoreCode): SeedProductDocument {
  const slug = slugify(base.englishName);
  const rng = createRng(`accessory:${base.sku}`);
  const createdAt = dateBetween(`created:${base.sku}`, '2023-09-01 00:00:00', '2025-10-31 00:00:00');
  return {
    id: base.id, sku: base.sku, name: base.name, slug, type_id: 'simple', url_key: slug, url_path: `p/${base.sku}/${slug}`,
    status: 1, visibility: 4, tax_class_id: TAX_CLASS_ID,
    category: categoryRefs(base.categoryIds, store), category_ids: base.categoryIds, manufacturer: base.brand,
    description: `<p>${base.description}</p>`, short_description: base.description,
    meta_title: `${base.name} | ${BRANDS.find((b) => b.id === base.brand)!.name}`, meta_description: base.description,
    image: base.image, thumbnail: base.image, small_image: base.image,
    media_gallery: [{ image: base.image, pos: 1, typ: 'image', lab: base.name }],
    stock: { qty: rng.int(20, 200), is_in_stock: true, manage_stock: true },
    ...buildPriceFields(0, null),
    created_at: createdAt, updated_at: dateBetween(`updated:${base.sku}`, createdAt, '2026-06-30 00:00:00'),
    news_from_date: null, news_to_date: null, is_sale: false, gender: 'unisex',
  };
}

function simpleAccessory(def: AccessoryDef, variant: AccessoryVariant | undefined, index: number, store: StoreCode): SeedProductDocument {
  const lang = languageOf(store);
  const sku = skuOf(def, variant);
  const special: SpecialPlan | null = def.discount ? { kind: 'active', discount: def.discount, ...ACTIVE_WINDOW } : null;
  const categoryIds = [CATEGORY_IDS.accessories, def.categoryId, ...(special ? [CATEGORY_IDS.sale] : [])];
  const suffix = variant && (def.variants?.length ?? 0) > 1 ? ` – ${variant.label[lang]}` : '';
  const doc = commonFields({
    id: def.number * 10 + index, sku, name: `${def.name[lang]}${suffix}`, englishName: `${def.name.en}${variant ? ` ${variant.key}` : ''}`,
    image: imageUrl(accessoryImageFile(def.art, variant?.key)), categoryIds, description: def.description[lang], brand: brandId(def.prefix),
  }, store);
  // A named variant, or a product without variants flagged as such; comparing `variant?.code` alone made every
  // accessory without variants sold out (undefined === undefined).
  const soldOut = variant ? variant.code === def.soldOutVariant : def.soldOut === true;
  return {
    ...doc,
    ...buildPriceFields(def.priceCents, special),
    stock: soldOut ? { qty: 0, is_in_stock: false, manage_stock: true } : doc.stock,
    weight: def.weightKg,
    ...(def.basePrice ? { base_price_amount: def.basePrice.amount, base_price_base_amount: def.basePrice.baseAmount, base_price_unit: def.basePrice.unit } : {}),
  };
}

function polishTrio(polishes: readonly ProductDocument[], store: StoreCode): SeedProductDocument {
  const lang = languageOf(store);
  const sku = skuOf(POLISH_TRIO);
  const links: ProductLink[] = polishes.map((p, i) => ({ sku, link_type: 'associated', linked_product_sku: p.sku, linked_product_type: 'simple', position: i + 1, qty: 1 }));
  const total = polishes.reduce((sum, p) => sum + eurosToCents(p.final_price_incl_tax ?? p.price_incl_tax), 0);
  return {
    ...commonFields({
      id: POLISH_TRIO.number * 10, sku, name: POLISH_TRIO.name[lang], englishName: POLISH_TRIO.name.en, image: imageUrl(accessoryImageFile('polish', 'trio')),
      categoryIds: [CATEGORY_IDS.accessories, CATEGORY_IDS.care], description: POLISH_TRIO.description[lang], brand: BRANDS[0].id,
    }, store),
    type_id: 'grouped', ...buildPriceFields(total, null), product_links: links, weight: 0.36,
    // Available while any of its items is (shared/catalog/composite-stock.ts).
    stock: groupedStock(polishes.map((p) => ({ stock: p.stock, enabled: p.status === 1 }))),
  };
}

function bundleOption(id: number, title: string, type: BundleOption['type'], required: boolean, parts: readonly (readonly [ProductDocument, number, boolean])[]): BundleOption {
  return {
    option_id: id, title, type, required, position: id,
    product_links: parts.map(([p, qty, isDefault], i) => ({ id: p.id, sku: p.sku, qty, is_default: isDefault, position: i + 1 })),
  };
}

function careSet(bySku: ReadonlyMap<string, ProductDocument>, store: StoreCode): SeedProductDocument {
  const lang = languageOf(store);
  const get = (sku: string) => bySku.get(sku)!;
  const o = CARE_SET.options;
  const options = [
    bundleOption(1, o.polish[lang], 'radio', true, [[get('KR-9001-NEU'), 2, true], [get('KR-9001-BLK'), 2, false], [get('KR-9001-DBR'), 2, false]]),
    bundleOption(2, o.brush[lang], 'radio', true, [[get('KR-9003-HOR'), 1, true], [get('KR-9004-SUE'), 1, false]]),
    bundleOption(3, o.balm[lang], 'checkbox', false, [[get('KR-9002'), 1, true]]),
    bundleOption(4, o.cloth[lang], 'checkbox', false, [[get('KR-9005'), 1, true]]),
  ];
  const total = options.reduce((sum, opt) => {
    const link = opt.product_links.find((l) => l.is_default) ?? opt.product_links[0];
    return sum + eurosToCents(get(link.sku).final_price_incl_tax!) * link.qty;
  }, 0);
  const sku = skuOf(CARE_SET);
  const fields = commonFields({
    id: CARE_SET.number * 10, sku, name: CARE_SET.name[lang], englishName: CARE_SET.name.en, image: imageUrl(accessoryImageFile('care-set')),
    categoryIds: [CATEGORY_IDS.accessories, CATEGORY_IDS.care], description: CARE_SET.description[lang], brand: BRANDS[0].id,
  }, store);
  // In stock only while its default parts are (shared/catalog/composite-stock.ts): the demo's balm and cloth are sold out.
  const parts = new Map([...bySku].map(([partSku, p]) => [partSku, { stock: p.stock, enabled: p.status === 1 }]));
  const stock = bundleStock(fields.stock, bundleDefaultParts(options), parts);
  return { ...fields, type_id: 'bundle', ...buildPriceFields(total, null), bundle_options: options, weight: 0.6, stock };
}

export function buildAccessoryDocuments(store: StoreCode): SeedProductDocument[] {
  const simples = ACCESSORIES.flatMap((def) =>
    def.variants ? def.variants.map((variant, i) => simpleAccessory(def, variant, i, store)) : [simpleAccessory(def, undefined, 0, store)],
  );
  const bySku = new Map(simples.map((p) => [p.sku, p]));
  const polishes = simples.filter((p) => p.sku.startsWith('KR-9001-'));
  return [...simples, polishTrio(polishes, store), careSet(bySku, store)];
}
