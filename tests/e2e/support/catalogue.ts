// Catalogue look-ups for the accessibility tests: shoes with a size in stock, read from the shop's own API.
import type { APIRequestContext } from '@playwright/test';
import type { SeedLine } from '../pages/checkout-page.js';

export interface SellableChild {
  sku: string;
  status: number;
  hf_shoe_size?: string;
  stock: { is_in_stock: boolean; qty: number };
  final_price_incl_tax?: number;
  price_incl_tax: number;
}

export interface SellableShoe {
  sku: string;
  slug: string;
  name: string;
  type_id: string;
  category: { category_id: number; name: string; path: string }[];
  configurable_children?: SellableChild[];
}

/** The child with a shoe size and the most stock (at least 5, so that earlier runs on the same data do not use it up). */
export function sizeInStock(product: SellableShoe): SellableChild | undefined {
  const sellable = (product.configurable_children ?? []).filter((c) => c.stock.is_in_stock && c.stock.qty >= 5 && c.status < 2 && c.hf_shoe_size);
  return sellable.sort((a, b) => b.stock.qty - a.stock.qty)[0];
}

/**
 * Every product of the main store's listing, read page by page: the catalogue API serves at most 50 items a page
 * (issue #13), like the shop itself asks for.
 */
export async function allProducts<T = SellableShoe>(request: APIRequestContext, query = 'store=main'): Promise<T[]> {
  const items: T[] = [];
  for (let from = 0; ; from += 50) {
    const res = await request.get(`/api/catalog/products?${query}&size=50&from=${from}`);
    if (!res.ok()) throw new Error(`catalogue listing from=${from}: HTTP ${res.status()} ${await res.text()}`);
    const { result } = (await res.json()) as { result: { items: T[]; total: number } };
    items.push(...result.items);
    if (result.items.length < 50 || items.length >= result.total) return items;
  }
}

/** Configurable shoes of the main store that have a size in stock, by sku. */
export async function sellableShoes(request: APIRequestContext): Promise<Map<string, SellableShoe>> {
  const shoes = (await allProducts(request)).filter((p) => p.type_id === 'configurable' && sizeInStock(p));
  if (shoes.length === 0) throw new Error('The demo catalogue has no shoe with a size in stock');
  return new Map(shoes.map((shoe) => [shoe.sku, shoe]));
}

/** A cart line of a sellable shoe, for CheckoutPage.seedCart. */
export async function shoeLine(request: APIRequestContext): Promise<SeedLine> {
  const [product] = (await sellableShoes(request)).values();
  const child = sizeInStock(product)!;
  return {
    sku: child.sku,
    parentSku: product.sku,
    slug: product.slug,
    name: product.name,
    qty: 1,
    priceCents: Math.round((child.final_price_incl_tax ?? child.price_incl_tax) * 100),
    type_id: 'configurable',
  };
}
