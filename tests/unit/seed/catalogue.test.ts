// The demo catalogue of DESIGN §6: content, consistency between documents and the catalogue rules of spec 01.
import { describe, expect, it } from 'vitest';
import { getConfigurablePrice, isSpecialPriceActive } from '../../../shared/catalog/prices.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { parseCatalogDate } from '../../../shared/catalog/catalog-dates.js';
import { eurosToCents } from '../../../shared/money.js';
import { decideProductLoad } from '../../../shared/routing/product-load.js';
import { BESTSELLERS_CATEGORY_ID, ROOT_CATEGORY_ID, STORE_CODES } from '../../../shared/store-views.js';
import { generateDemoCatalogue, REFERENCE_DATE } from '../../../server/demo-catalogue/generate.js';

type SeedDoc = ProductDocument & { parentSku?: string; parentId?: number };

const catalogue = generateDemoCatalogue();
const reference = parseCatalogDate(REFERENCE_DATE)!;
const products = (store: (typeof STORE_CODES)[number]) => catalogue[store].product as SeedDoc[];
const configurables = (store: (typeof STORE_CODES)[number]) => products(store).filter((p) => p.type_id === 'configurable');

describe('demo catalogue generation', () => {
  it('is deterministic: two runs give the same documents', () => {
    const again = generateDemoCatalogue();
    for (const store of STORE_CODES) expect(JSON.stringify(again[store]) === JSON.stringify(catalogue[store])).toBe(true);
  });

  it('holds the same ids and skus in every store view, with translated texts', () => {
    const ids = (store: (typeof STORE_CODES)[number]) => products(store).map((p) => `${p.id}:${p.sku}`);
    expect(ids('de')).toEqual(ids('main'));
    expect(ids('it')).toEqual(ids('main'));
    const sku = configurables('main')[0].sku;
    const descriptions = STORE_CODES.map((s) => products(s).find((p) => p.sku === sku)!.description);
    expect(new Set(descriptions).size).toBe(3);
    const categoryNames = STORE_CODES.map((s) => catalogue[s].category.find((c) => c.id === 10)!.name);
    expect(categoryNames).toEqual(['Men', 'Herren', 'Uomo']);
    const labels = STORE_CODES.map((s) => catalogue[s].attribute.find((a) => a.attribute_code === 'hf_shoe_make')!.options[0].label);
    expect(new Set(labels).size).toBe(3);
  });

  it('gives every product and child a distinct id and sku', () => {
    for (const store of STORE_CODES) {
      const docs = products(store);
      expect(new Set(docs.map((p) => p.id)).size).toBe(docs.length);
      expect(new Set(docs.map((p) => p.sku)).size).toBe(docs.length);
    }
  });
});

describe('configurable shoes', () => {
  it('has at least 240 configurable shoes per store, for men and women, of the three brands', () => {
    for (const store of STORE_CODES) {
      const shoes = configurables(store);
      expect(shoes.length).toBeGreaterThanOrEqual(240);
      expect(new Set(shoes.map((p) => p.gender))).toEqual(new Set(['men', 'women']));
      expect(new Set(shoes.map((p) => p.manufacturer))).toEqual(new Set([101, 102, 103]));
    }
  });

  it('makes children of EU sizes 39–47 for men and 36–42 for women, named in the size option', () => {
    const sizeLabels = new Map(catalogue.main.attribute.find((a) => a.attribute_code === 'size')!.options.map((o) => [Number(o.value), Number(o.label)]));
    for (const shoe of configurables('main')) {
      const sizes = shoe.configurable_children!.map((c) => sizeLabels.get(c.size!)!);
      const [min, max] = shoe.gender === 'men' ? [39, 47] : [36, 42];
      expect(Math.min(...sizes)).toBe(min);
      expect(Math.max(...sizes)).toBe(max);
      expect(shoe.configurable_options!.map((o) => o.attribute_code)).toEqual(['color', 'size']);
      const colours = shoe.configurable_options![0].values.length;
      expect(shoe.configurable_children!.length).toBe(colours * (max - min + 1));
      expect(shoe.size).toEqual([...new Set(shoe.configurable_children!.map((c) => c.size))]);
    }
  });

  it('names single-colour children {parentSku}-{size} and multi-colour children {parentSku}-{colour}-{size}', () => {
    const shoes = configurables('main');
    const single = shoes.find((p) => p.configurable_options![0].values.length === 1)!;
    expect(single.sku).toMatch(/^(KR|VB|EW)-\d{4}-[A-Z]{3}$/);
    expect(single.configurable_children!.every((c) => new RegExp(`^${single.sku}-\\d{2}$`).test(c.sku))).toBe(true);
    const multi = shoes.find((p) => p.configurable_options![0].values.length > 1)!;
    expect(multi.configurable_children!.every((c) => new RegExp(`^${multi.sku}-[A-Z]{3}-\\d{2}$`).test(c.sku))).toBe(true);
  });

  it('has children out of stock, whole products out of stock, disabled and catalog- or search-only products', () => {
    const shoes = configurables('main');
    const children = shoes.flatMap((p) => p.configurable_children!);
    expect(children.some((c) => !c.stock.is_in_stock && c.stock.qty === 0)).toBe(true);
    expect(children.filter((c) => c.stock.is_in_stock).every((c) => c.stock.qty >= 1 && c.stock.qty <= 40 && c.stock.manage_stock)).toBe(true);
    expect(shoes.filter((p) => !p.stock.is_in_stock).length).toBeGreaterThanOrEqual(2);
    expect(shoes.filter((p) => p.status === 2).length).toBeGreaterThanOrEqual(2);
    expect(shoes.some((p) => p.visibility === 2)).toBe(true);
    expect(shoes.some((p) => p.visibility === 3)).toBe(true);
  });

  it('sells out only the accessories meant to be: the dark-brown laces and the care set’s balm and cloth, not every accessory without variants', () => {
    const accessories = products('main').filter((p) => p.type_id === 'simple' && !(p as { parentSku?: string }).parentSku && p.sku.startsWith('KR-90'));
    const soldOut = accessories.filter((p) => !p.stock.is_in_stock).map((p) => p.sku).sort();
    expect(soldOut).toEqual(['KR-9002', 'KR-9005', 'KR-9012-DBR']);
  });

  it('emits each child as its own document (simple, visibility 1, parentSku) whose request redirects to the parent (spec 01 §2, §4)', () => {
    const docs = products('main');
    const bySku = new Map(docs.map((p) => [p.sku, p]));
    const parent = configurables('main').find((p) => p.status === 1 && p.visibility === 4)!;
    const childSku = parent.configurable_children![0].sku;
    const own = bySku.get(childSku)!;
    expect(own).toMatchObject({ type_id: 'simple', visibility: 1, parentSku: parent.sku, parentId: parent.id, category_ids: [] });
    expect(own.url_path).toBe(`${parent.url_path}/${childSku}`);
    expect(decideProductLoad(childSku, own)).toEqual({ kind: 'load-parent', parentSku: parent.sku, childSku });
    const childDocs = docs.filter((p) => p.parentSku);
    expect(childDocs.length).toBe(configurables('main').reduce((n, p) => n + p.configurable_children!.length, 0));
  });
});

describe('prices (spec 01 §4)', () => {
  const priced = (store: (typeof STORE_CODES)[number]) => products(store).flatMap((p) => [p, ...((p.configurable_children ?? []) as unknown as SeedDoc[])]);

  it('keeps shoes between 149 € and 899 € and accessories between 9 € and 89 €', () => {
    const childPrices = configurables('main').flatMap((shoe) => shoe.configurable_children!.map((c) => c.price_incl_tax));
    expect(Math.min(...childPrices)).toBeGreaterThanOrEqual(149);
    expect(Math.max(...childPrices)).toBeLessThanOrEqual(899);
    const accessories = products('main').filter((p) => p.type_id === 'simple' && !p.parentSku);
    expect(accessories.length).toBeGreaterThanOrEqual(6);
    for (const a of accessories) expect(a.price_incl_tax >= 9 && a.price_incl_tax <= 89).toBe(true);
  });

  it('splits every gross price into net and 19 % tax to the cent', () => {
    const wrong = priced('main').filter((doc) => {
      const gross = eurosToCents(doc.price_incl_tax);
      const net = eurosToCents(doc.price);
      return net !== Math.round(gross / 1.19) || net + eurosToCents(doc.price_tax!) !== gross || doc.original_price_incl_tax !== doc.price_incl_tax;
    });
    expect(wrong.map((d) => d.sku)).toEqual([]);
  });

  it('sets special prices below the price, with active, expired and future windows', () => {
    const specials = priced('main').filter((d) => d.special_price_incl_tax);
    for (const d of specials) expect(d.special_price_incl_tax!).toBeLessThan(d.price_incl_tax);
    const shoes = configurables('main');
    const share = shoes.filter((p) => p.special_price_incl_tax).length / shoes.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.25);
    const years = new Set(shoes.filter((p) => p.special_from_date).map((p) => p.special_from_date!.slice(0, 4)));
    expect(years).toEqual(new Set(['2025', '2026', '2030']));
  });

  it('states final prices as the shared rules compute them at the reference date', () => {
    const wrong = priced('main').filter((doc) => doc.final_price_incl_tax !== (isSpecialPriceActive(doc, reference) ? doc.special_price_incl_tax : doc.price_incl_tax));
    expect(wrong.map((d) => d.sku)).toEqual([]);
    expect(priced('main').some((doc) => doc.final_price_incl_tax! < doc.price_incl_tax)).toBe(true);
  });

  it('gives a configurable parent the price of its cheapest available child', () => {
    for (const shoe of configurables('main')) {
      const cheapest = getConfigurablePrice(shoe, reference, { showOutOfStock: false });
      expect(eurosToCents(shoe.final_price_incl_tax!)).toBe(cheapest.finalCents);
    }
  });

  it('has a base price per unit in the units of spec 01 §3', () => {
    const withBase = products('main').filter((p) => p.base_price_unit);
    expect(withBase.length).toBeGreaterThan(0);
    for (const p of withBase) expect([2247, 2248]).toContain(p.base_price_unit);
  });
});

describe('grouped and bundle products', () => {
  it('links the grouped product to existing simple products', () => {
    const docs = products('main');
    const grouped = docs.filter((p) => p.type_id === 'grouped');
    expect(grouped).toHaveLength(1);
    const links = grouped[0].product_links!;
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link.link_type).toBe('associated');
      expect(docs.find((p) => p.sku === link.linked_product_sku)?.type_id).toBe('simple');
    }
  });

  it('gives the bundle options with one default link each, pointing at existing products', () => {
    const docs = products('main');
    const bundles = docs.filter((p) => p.type_id === 'bundle');
    expect(bundles).toHaveLength(1);
    for (const option of bundles[0].bundle_options!) {
      expect(option.product_links.filter((l) => l.is_default)).toHaveLength(1);
      for (const link of option.product_links) {
        const target = docs.find((p) => p.sku === link.sku)!;
        expect(target.id).toBe(link.id);
        expect(link.qty).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('states the stock of the bundle and the grouped product from their parts (issue #12 item 13)', () => {
    const docs = products('main');
    const bySku = new Map(docs.map((p) => [p.sku, p]));
    const bundle = docs.find((p) => p.type_id === 'bundle')!;
    const defaults = bundle.bundle_options!.map((o) => o.product_links.find((l) => l.is_default)!);
    const setsPerPart = defaults.map((l) => Math.floor((bySku.get(l.sku)!.stock.is_in_stock ? bySku.get(l.sku)!.stock.qty : 0) / l.qty));
    expect(bundle.stock.is_in_stock).toBe(setsPerPart.every((sets) => sets > 0));
    expect(bundle.stock.qty).toBeLessThanOrEqual(Math.min(...setsPerPart));
    // The demo's care set shows the rule: its default balm and cloth are sold out.
    expect(bundle.stock.is_in_stock).toBe(false);
    const grouped = docs.find((p) => p.type_id === 'grouped')!;
    const items = grouped.product_links!.map((l) => bySku.get(l.linked_product_sku)!);
    expect(grouped.stock.is_in_stock).toBe(items.some((p) => p.stock.is_in_stock));
  });

  it('states the sizes each shoe can be bought in: its enabled, in-stock children’s (issue #12 item 12)', () => {
    for (const shoe of configurables('main')) {
      const buyable = (shoe.configurable_children ?? []).filter((c) => c.status < 2 && c.stock.is_in_stock).map((c) => c.size!);
      expect(shoe.buyable_size_options, shoe.sku).toEqual([...new Set(buyable)].sort((a, b) => a - b));
    }
    expect(configurables('main').find((p) => p.sku === 'KR-1002-BLK')!.buyable_size_options).toEqual([]);
  });
});

describe('categories', () => {
  it('builds the tree under root 2 with Men, Women, Accessories, Sale, New and Bestsellers (70)', () => {
    const level2 = catalogue.main.category.filter((c) => c.level === 2);
    expect(level2.every((c) => c.parent_id === ROOT_CATEGORY_ID)).toBe(true);
    expect(level2.map((c) => c.url_key).sort()).toEqual(['accessories', 'bestsellers', 'men', 'new', 'sale', 'women']);
    expect(level2.find((c) => c.id === BESTSELLERS_CATEGORY_ID)!.url_key).toBe('bestsellers');
    const men = catalogue.main.category.find((c) => c.url_key === 'men')!;
    expect(men.menu_aside_banner).toBeTruthy();
    expect(catalogue.main.category.filter((c) => c.parent_id === men.id).map((c) => c.url_key)).toEqual(['oxfords', 'derbies', 'budapesters', 'loafers', 'boots', 'sneakers']);
  });

  it('lists at least 24 products in Bestsellers and counts products per category', () => {
    const docs = products('main').filter((p) => p.status === 1 && (p.visibility === 2 || p.visibility === 4));
    for (const category of catalogue.main.category.filter((c) => c.id !== ROOT_CATEGORY_ID)) {
      expect(category.product_count).toBe(docs.filter((p) => p.category_ids.includes(category.id)).length);
    }
    expect(catalogue.main.category.find((c) => c.id === BESTSELLERS_CATEGORY_ID)!.product_count).toBeGreaterThanOrEqual(24);
  });

  it('refers products only to categories that exist', () => {
    for (const store of STORE_CODES) {
      const ids = new Set(catalogue[store].category.map((c) => c.id));
      const wrong = products(store).filter((p) => p.category_ids.some((id) => !ids.has(id)) || p.category.map((c) => c.category_id).join() !== p.category_ids.join());
      expect(wrong.map((p) => p.sku)).toEqual([]);
    }
  });

  it('has unique url_paths across products and categories of a store, equal in every store', () => {
    for (const store of STORE_CODES) {
      const paths = [...products(store).map((p) => p.url_path), ...catalogue[store].category.map((c) => c.url_path)];
      expect(new Set(paths).size).toBe(paths.length);
    }
    expect(catalogue.it.category.map((c) => c.url_path)).toEqual(catalogue.main.category.map((c) => c.url_path));
  });

  it('marks new products with is_sale and a news window around the reference date (spec 01 §9)', () => {
    const newCategory = catalogue.main.category.find((c) => c.url_key === 'new')!;
    const members = products('main').filter((p) => p.category_ids.includes(newCategory.id));
    expect(members.length).toBeGreaterThan(8);
    for (const p of members) {
      expect(p.is_sale).toBe(true);
      expect(parseCatalogDate(p.news_from_date)! <= reference && reference <= parseCatalogDate(p.news_to_date)!).toBe(true);
    }
  });
});
