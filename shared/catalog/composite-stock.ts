// Stock of products made of other products (issue #12 item 13). A bundle (the care set) is sold as its default
// selection, the default link of each option (the first if none is default), as its price counts it (spec 01 §4): it
// is in stock only while every one of those parts is enabled and in stock with enough units for its quantity, and it
// makes as many sets as its scarcest part allows. A grouped product is not sold itself (its items are added one by
// one): it is available while any of its items is. Pure: the catalogue writer, the product page and the commerce
// backend's stock answer all decide with these.
import type { BundleOption, StockInfo } from '../catalog-types.js';

export interface BundlePartLink {
  sku: string;
  /** Units of the part in one set. */
  qty: number;
}

/** The stock of one part as its owner knows it; null when the part is unknown. */
export interface PartStock {
  stock: StockInfo | null | undefined;
  /** Enabled (status 1); a disabled or unknown part cannot be sold. */
  enabled: boolean;
}

/** The default selection of a bundle: the default link of each option (the first link if none is), with its quantity. */
export function bundleDefaultParts(bundleOptions: readonly BundleOption[] | undefined): BundlePartLink[] {
  return (bundleOptions ?? []).flatMap((option) => {
    const link = option.product_links.find((l) => l.is_default) ?? option.product_links[0];
    return link ? [{ sku: link.sku, qty: Math.max(1, link.qty) }] : [];
  });
}

/** Whole sets a part allows: unlimited when its stock is not managed, none when it cannot be sold. */
function setsFrom(link: BundlePartLink, part: PartStock | undefined): number {
  const stock = part?.stock;
  if (!part?.enabled || !stock?.is_in_stock) return 0;
  if (stock.manage_stock === false) return Infinity;
  return Math.floor(Math.max(0, stock.qty) / link.qty);
}

/**
 * The bundle's stock from its own (a switch, and a limit when managed) and its default parts'. A bundle without parts
 * keeps its own stock.
 */
export function bundleStock(own: StockInfo | null | undefined, links: readonly BundlePartLink[], parts: ReadonlyMap<string, PartStock>): StockInfo {
  const ownStock = own ?? { qty: 0, is_in_stock: false, manage_stock: true };
  if (links.length === 0) return ownStock;
  let sets = ownStock.is_in_stock ? (ownStock.manage_stock === false ? Infinity : Math.max(0, ownStock.qty)) : 0;
  for (const link of links) sets = Math.min(sets, setsFrom(link, parts.get(link.sku)));
  const managed = Number.isFinite(sets);
  return { qty: managed ? sets : 0, is_in_stock: sets > 0, manage_stock: managed };
}

/** A grouped product's stock: in stock while any enabled item is; its quantity is their sum. */
export function groupedStock(items: readonly PartStock[]): StockInfo {
  const available = items.filter((item) => item.enabled && item.stock?.is_in_stock === true);
  return { qty: available.reduce((sum, item) => sum + Math.max(0, item.stock?.qty ?? 0), 0), is_in_stock: available.length > 0, manage_stock: true };
}
