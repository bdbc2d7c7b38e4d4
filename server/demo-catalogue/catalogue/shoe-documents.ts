// Renders a shoe plan into the documents of one store view: the configurable parent with its children inline, and
// each child's own document (type simple, visibility 1, parentSku set) so that a child sku or URL resolves and
// can be redirected to the parent (spec 01 §2, §4 "Product load").
import type { ConfigurableOption, MediaGalleryEntry, StockInfo } from '../../../shared/catalog-types.js';
import type { Language, StoreCode } from '../../../shared/store-views.js';
import { imageUrl, shoeImageFile } from '../art/image-paths.js';
import { languageOf, slugify } from '../localized.js';
import { ATTRIBUTE_IDS, ATTRIBUTE_LABELS, type ColourDef } from './attribute-options.js';
import { categoryRefs } from './category-documents.js';
import { buildPriceFields, type PriceFields } from './pricing.js';
import type { SeedConfigurableChild, SeedProductDocument } from './seed-types.js';
import type { ShoeModel } from './shoe-models.js';
import type { ChildPlan, ShoePlan } from './shoe-plans.js';
import { BADGES, colourLabel, shoeDescription, shoeName, shortDescription } from './shoe-texts.js';

export const SHOE_TAX_CLASS_ID = 2;
const SHOE_WEIGHT_KG = 1.2;

function sideImage(plan: ShoePlan, colour: ColourDef): string {
  return imageUrl(shoeImageFile(plan.model.type.shape, colour.key, 'side'));
}

function gallery(plan: ShoePlan, name: string, lang: Language): MediaGalleryEntry[] {
  return plan.colours.flatMap((colour, i) => [
    { image: sideImage(plan, colour), pos: 2 * i + 1, typ: 'image' as const, lab: `${name} – ${colour.label[lang]}` },
    { image: imageUrl(shoeImageFile(plan.model.type.shape, colour.key, 'pair')), pos: 2 * i + 2, typ: 'image' as const, lab: `${name} – ${colour.label[lang]}` },
  ]);
}

function stockOf(child: ChildPlan): StockInfo {
  return { qty: child.qty, is_in_stock: child.qty > 0, manage_stock: true };
}

/** The English slug every store shares: 'albert-oxford-cognac' (multi-colour products: 'max-sneaker'). */
export function shoeSlug(model: ShoeModel, colours: readonly ColourDef[]): string {
  const base = `${model.name} ${model.type.code}`;
  return slugify(colours.length === 1 ? `${base} ${colours[0].key}` : base);
}

function childOf(plan: ShoePlan, child: ChildPlan, store: StoreCode, parentName: string): SeedConfigurableChild & PriceFields {
  const lang = languageOf(store);
  return {
    id: child.id,
    sku: child.sku,
    name: `${parentName} – ${child.colour.label[lang]} – ${child.size.eu}`,
    status: child.status,
    visibility: 1,
    stock: stockOf(child),
    ...buildPriceFields(child.regularCents, plan.special),
    tax_class_id: SHOE_TAX_CLASS_ID,
    size: child.size.id,
    color: child.colour.id,
    hf_shoe_size: String(child.size.eu),
    image: sideImage(plan, child.colour),
    custom_attributes: [
      { attribute_code: 'size', value: child.size.id },
      { attribute_code: 'color', value: child.colour.id },
    ],
  };
}

function configurableOptions(plan: ShoePlan, store: StoreCode): ConfigurableOption[] {
  const lang = languageOf(store);
  const sizes = [...new Map(plan.children.map((c) => [c.size.id, c.size])).values()];
  return [
    {
      attribute_id: String(ATTRIBUTE_IDS.color), attribute_code: 'color', label: ATTRIBUTE_LABELS.color[lang], position: 0,
      values: plan.colours.map((c) => ({ value_index: c.id, label: c.label[lang], value_data: c.hex })),
    },
    {
      attribute_id: String(ATTRIBUTE_IDS.size), attribute_code: 'size', label: ATTRIBUTE_LABELS.size[lang], position: 1,
      values: sizes.map((s) => ({ value_index: s.id, label: String(s.eu) })),
    },
  ];
}

/** Spec 01 §4: the parent takes the price of its cheapest available child (any child when none is available). */
function cheapestChild<T extends { status: number; stock: StockInfo; final_price_incl_tax: number }>(children: T[]): T {
  const available = children.filter((c) => c.status === 1 && c.stock.is_in_stock);
  const pool = available.length ? available : children;
  return pool.reduce((best, c) => (c.final_price_incl_tax < best.final_price_incl_tax ? c : best));
}

function priceFieldsOf(source: PriceFields): PriceFields {
  const { price, price_incl_tax, price_tax, original_price, original_price_incl_tax, original_price_tax, special_price, special_price_incl_tax,
    special_price_tax, special_from_date, special_to_date, final_price, final_price_incl_tax, final_price_tax } = source;
  return { price, price_incl_tax, price_tax, original_price, original_price_incl_tax, original_price_tax, special_price, special_price_incl_tax,
    special_price_tax, special_from_date, special_to_date, final_price, final_price_incl_tax, final_price_tax };
}

export function shoeParentDocument(plan: ShoePlan, store: StoreCode): SeedProductDocument {
  const lang = languageOf(store);
  const { model } = plan;
  const name = shoeName(lang, model);
  const slug = shoeSlug(model, plan.colours);
  const children = plan.children.map((child) => childOf(plan, child, store, name));
  const colourIds = plan.colours.map((c) => c.id);
  const sizeIds = [...new Set(plan.children.map((c) => c.size.id))];
  const single = plan.colours.length === 1;
  return {
    id: plan.id, sku: plan.sku, name, slug, type_id: 'configurable', url_key: slug, url_path: `p/${plan.sku}/${slug}`,
    status: plan.status, visibility: plan.visibility, tax_class_id: SHOE_TAX_CLASS_ID,
    category: categoryRefs(plan.categoryIds, store), category_ids: plan.categoryIds,
    manufacturer: model.brand.id,
    description: shoeDescription(lang, model, plan.colours, plan.textVariant),
    short_description: shortDescription(lang, model, plan.colours, plan.textVariant),
    meta_title: `${name}${single ? ` – ${plan.colours[0].label[lang]}` : ''} | ${model.brand.name}`,
    meta_description: shortDescription(lang, model, plan.colours, plan.textVariant),
    image: sideImage(plan, plan.colours[0]), thumbnail: sideImage(plan, plan.colours[0]), small_image: sideImage(plan, plan.colours[0]),
    media_gallery: gallery(plan, name, lang),
    stock: { qty: children.reduce((sum, c) => sum + c.stock.qty, 0), is_in_stock: children.some((c) => c.stock.is_in_stock), manage_stock: true },
    ...priceFieldsOf(cheapestChild(children)),
    created_at: plan.createdAt, updated_at: plan.updatedAt, news_from_date: plan.newsFrom, news_to_date: plan.newsTo, is_sale: plan.isNew,
    configurable_options: configurableOptions(plan, store), configurable_children: children,
    color: single ? colourIds[0] : colourIds, color_options: colourIds, size: sizeIds, size_options: sizeIds,
    hf_color: plan.colours.map((c) => colourLabel(lang, model, c)).join(', '),
    hf_sub_headline: `${model.type.label[lang]} · ${model.make.label[lang]}`,
    hf_shoe_size: `${plan.children[0].size.eu}–${plan.children[plan.children.length - 1].size.eu}`,
    hf_shoe_make: model.make.id, hf_shoe_last: model.last.id, hf_shoe_outsole: model.outsole.id, hf_shoe_type: model.type.id,
    ...(plan.badge ? { hf_badge_label: BADGES[plan.badge][lang] } : {}),
    weight: SHOE_WEIGHT_KG, gender: model.gender,
  };
}

/** The own document of each child: resolvable by sku and url_path, never listed (visibility 1, no categories). */
export function shoeChildDocuments(parent: SeedProductDocument, plan: ShoePlan, store: StoreCode): SeedProductDocument[] {
  const lang = languageOf(store);
  // Written out field by field: spreading the ~30-field child into a literal is ten times slower in V8, and
  // there are thousands of children per store view.
  return (parent.configurable_children ?? []).map((raw, i) => {
    const child = raw as SeedConfigurableChild & PriceFields;
    const image = child.image ?? parent.image;
    return {
      id: child.id, sku: child.sku, name: child.name, slug: parent.slug, type_id: 'simple',
      url_key: `${parent.slug}-${child.sku.toLowerCase()}`, url_path: `${parent.url_path}/${child.sku}`,
      status: child.status, visibility: 1, tax_class_id: SHOE_TAX_CLASS_ID, category: [], category_ids: [],
      manufacturer: parent.manufacturer, image, thumbnail: image, small_image: image,
      media_gallery: [{ image, pos: 1, typ: 'image' }], stock: child.stock,
      price: child.price, price_incl_tax: child.price_incl_tax, price_tax: child.price_tax,
      original_price: child.original_price, original_price_incl_tax: child.original_price_incl_tax, original_price_tax: child.original_price_tax,
      special_price: child.special_price, special_price_incl_tax: child.special_price_incl_tax, special_price_tax: child.special_price_tax,
      special_from_date: child.special_from_date, special_to_date: child.special_to_date,
      final_price: child.final_price, final_price_incl_tax: child.final_price_incl_tax, final_price_tax: child.final_price_tax,
      created_at: parent.created_at, updated_at: parent.updated_at,
      size: child.size, color: child.color, hf_shoe_size: child.hf_shoe_size,
      hf_color: colourLabel(lang, plan.model, plan.children[i].colour), gender: parent.gender, weight: SHOE_WEIGHT_KG,
      parentSku: parent.sku, parentId: parent.id,
    };
  });
}
