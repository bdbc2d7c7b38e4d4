// Category documents of one store view: tree fields (path, level, children), counts from the store's products,
// localized texts and the store-local links of the mega-menu banners.
import type { CategoryDocument, ProductCategoryRef, ProductDocument } from '../../../shared/catalog-types.js';
import { localizePath, type StoreCode } from '../../../shared/store-views.js';
import { SHOP } from '../../../shared/brands.js';
import { languageOf } from '../localized.js';
import { CATEGORY_DEFS, CATEGORY_IDS, type CategoryDef } from './category-tree.js';

const BY_ID = new Map(CATEGORY_DEFS.map((def) => [def.id, def]));

function defOf(id: number): CategoryDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`Unknown category ${id}`);
  return def;
}

/** Ancestors from the root down to the category itself: [2, 10, 11]. */
function lineage(id: number): number[] {
  const ids: number[] = [];
  for (let current: number | undefined = id; current !== undefined && BY_ID.has(current); current = BY_ID.get(current)!.parentId) {
    ids.unshift(current);
  }
  return ids;
}

/** English url_path of a category without the root: 'men/oxfords'. The root keeps its own key. */
export function categoryUrlPath(id: number): string {
  if (id === CATEGORY_IDS.root) return defOf(id).urlKey;
  return lineage(id).filter((i) => i !== CATEGORY_IDS.root).map((i) => defOf(i).urlKey).join('/');
}

export function categorySlug(id: number): string {
  return categoryUrlPath(id).replace(/\//g, '-');
}

export function categoryRefs(ids: readonly number[], store: StoreCode): ProductCategoryRef[] {
  const lang = languageOf(store);
  return ids.map((id) => ({
    category_id: id,
    name: defOf(id).name[lang],
    slug: categorySlug(id),
    path: categoryUrlPath(id),
  }));
}

function childrenOf(id: number): CategoryDef[] {
  return CATEGORY_DEFS.filter((def) => def.parentId === id).sort((a, b) => a.position - b.position);
}

type ChildrenData = NonNullable<CategoryDocument['children_data']>;

function childrenData(id: number): ChildrenData {
  return childrenOf(id).map((child) => ({ id: child.id, children_data: childrenData(child.id) }));
}

function descendantCount(id: number): number {
  return childrenOf(id).reduce((sum, child) => sum + 1 + descendantCount(child.id), 0);
}

/** Products a listing of the category shows: enabled, visible in the catalogue, not configurable children. */
function countListed(products: readonly ProductDocument[], id: number): number {
  return products.filter((p) => p.status === 1 && (p.visibility === 2 || p.visibility === 4) && p.category_ids.includes(id)).length;
}

function categoryDocument(def: CategoryDef, store: StoreCode, products: readonly ProductDocument[]): CategoryDocument {
  const lang = languageOf(store);
  const ids = lineage(def.id);
  const parent = BY_ID.get(def.parentId);
  const name = def.name[lang];
  const qualified = parent && parent.id !== CATEGORY_IDS.root ? `${name} – ${parent.name[lang]}` : name;
  const isRoot = def.id === CATEGORY_IDS.root;
  return {
    id: def.id,
    parent_id: def.parentId,
    parent_ids: ids.slice(0, -1),
    name,
    slug: categorySlug(def.id),
    level: ids.length,
    position: def.position,
    path: [1, ...ids].join('/'),
    is_active: true,
    include_in_menu: def.includeInMenu ? 1 : 0,
    product_count: isRoot ? products.filter((p) => p.status === 1 && p.visibility !== 1 && p.visibility !== 3).length : countListed(products, def.id),
    children_count: descendantCount(def.id),
    children_data: childrenData(def.id),
    url_key: def.urlKey,
    url_path: categoryUrlPath(def.id),
    description: `<p>${def.description[lang]}</p>`,
    image: null,
    display_mode: 'PRODUCTS',
    meta_title: `${qualified} | ${SHOP.name}`,
    meta_description: def.description[lang],
    teaser_headline: name,
    teaser_text: def.description[lang],
    menu_aside_banner: def.asideBanner
      ? { headline: def.asideBanner.headline[lang], link: localizePath(store, def.asideBanner.path), image: def.asideBanner.image }
      : null,
  };
}

export function buildCategoryDocuments(store: StoreCode, products: readonly ProductDocument[]): CategoryDocument[] {
  return CATEGORY_DEFS.map((def) => categoryDocument(def, store, products));
}
