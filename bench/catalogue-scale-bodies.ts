// The request bodies of the catalogue-at-scale bench (bench/catalogue-scale.ts over HTTP, bench/catalogue-index-cpu.ts
// in-process): the storefront's own search and listing bodies (server/upstream/catalog-query.ts), a different one
// per request, in a fixed shuffled order.
import { buildProductSearchBody } from '../server/upstream/catalog-query.js';
import { generateDemoCatalogue } from '../server/demo-catalogue/generate.js';
import type { ProductListQuery } from '../shared/api/catalog.js';
import { SORT_KEYS } from '../shared/api/catalog.js';

/** The search bodies (distinct texts) and listing bodies (distinct category / filter / sort / page), as JSON. */
export function catalogueScaleBodies(): { searchBodies: string[]; listingBodies: string[] } {
  const demo = generateDemoCatalogue();
  const parents = demo.main.product.filter((p) => p.type_id === 'configurable');
  const texts = searchTexts(parents.map((p) => p.name));
  const categories = [...new Set(parents.flatMap((p) => p.category_ids ?? []))];
  const values = (field: 'color' | 'size') => [...new Set(parents.flatMap((p) => (p.configurable_children ?? []).map((c) => (c as unknown as Record<string, unknown>)[field])).filter((v) => v !== undefined).map(String))];
  const modelValues = (field: 'manufacturer' | 'hf_shoe_type') => [...new Set(parents.map((p) => (p as unknown as Record<string, unknown>)[field]).filter((v) => v !== undefined && v !== null).map(String))];
  const searchBodies = texts.map((q) => JSON.stringify(buildProductSearchBody({ store: 'main', q, size: 24, fields: 'card', aggregations: false }, { listOutOfStock: true })));
  const listingBodies = listingQueries(categories, { color: values('color'), size: values('size'), manufacturer: modelValues('manufacturer'), type: modelValues('hf_shoe_type') }).map((q) =>
    JSON.stringify(buildProductSearchBody(q, { listOutOfStock: true })),
  );
  return { searchBodies, listingBodies };
}

/** Search texts as shoppers type them: words of the model names, prefixes, one-letter misspellings. */
function searchTexts(names: readonly string[]): string[] {
  const words = [...new Set(names.flatMap((name) => name.toLowerCase().split(/[\s-]+/)).filter((word) => word.length >= 4))];
  const texts = new Set<string>();
  for (const word of words) {
    texts.add(word);
    for (let cut = 3; cut < word.length; cut++) texts.add(word.slice(0, cut));
    for (let i = 1; i < word.length; i++) {
      texts.add(word.slice(0, i) + word.slice(i + 1)); // a letter left out
      if (i < word.length - 1) texts.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)); // two swapped
    }
  }
  // One letter replaced: enough texts that none repeats within a run (a term typed before would find its fuzzy
  // expansions cached in the index's text index).
  for (const word of words) {
    for (let i = 1; i < word.length; i++) for (const letter of 'aeiourstnlkbdgmpz') if (letter !== word[i]) texts.add(word.slice(0, i) + letter + word.slice(i + 1));
  }
  // Two words, in both orders: enough texts that a 3 s measurement at ~1,700 searches/s repeats none.
  for (let i = 0; i < words.length; i++) for (let j = 0; j < words.length; j++) if (i !== j) texts.add(`${words[i]} ${words[j]}`);
  return shuffled([...texts].filter((text) => text.length >= 3));
}

/** A fixed shuffle (the same on every run), so that warm-up and measurement both get every kind of text. */
function shuffled<T>(items: T[]): T[] {
  let seed = 20261128;
  for (let i = items.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Listing queries: every category with no filter and with eleven kinds of filter (colours, sizes, brands, shoe
 * types, price ranges, alone and combined), each sort and page. */
function listingQueries(categories: readonly number[], values: { color: string[]; size: string[]; manufacturer: string[]; type: string[] }): ProductListQuery[] {
  const { color, size, manufacturer, type } = values;
  const pick = (list: readonly string[], at: number) => list[at % list.length];
  const queries: ProductListQuery[] = [];
  for (const category of categories) {
    for (const [s, sort] of SORT_KEYS.entries()) {
      // 16 pages × 12 kinds: 6,912 bodies, so that none repeats within a 3 s measurement at ~1,300 listings/s (a
      // repeated body finds its filter sets and cards kept by the index, which is not what "uncached" measures).
      for (let page = 0; page < 16; page++) {
        const base = { store: 'main' as const, category, sort, fields: 'card' as const, size: 24, from: page * 24 };
        const k = page + s;
        queries.push(base);
        queries.push({ ...base, filters: { color: [pick(color, k)] } });
        queries.push({ ...base, filters: { size: [pick(size, page * 3 + s)] } });
        queries.push({ ...base, filters: { color: [pick(color, k + 1), pick(color, k + 4)], size: [pick(size, k)] }, price: { from: 100 + 20 * page } });
        queries.push({ ...base, filters: { color: [pick(color, k + 2)] } });
        queries.push({ ...base, filters: { size: [pick(size, k + 1), pick(size, k + 5)] } });
        queries.push({ ...base, price: { from: 50 + 10 * page, to: 150 + 15 * page } });
        queries.push({ ...base, filters: { manufacturer: [pick(manufacturer, k)] } });
        queries.push({ ...base, filters: { hf_shoe_type: [pick(type, k)] } });
        queries.push({ ...base, filters: { manufacturer: [pick(manufacturer, k + 1)], size: [pick(size, k + 2)] } });
        queries.push({ ...base, filters: { color: [pick(color, k + 3)], hf_shoe_type: [pick(type, k + 1)] } });
        queries.push({ ...base, filters: { size: [pick(size, k + 3)] }, price: { from: 0, to: 120 + 10 * page } });
      }
    }
  }
  return shuffled(queries);
}
