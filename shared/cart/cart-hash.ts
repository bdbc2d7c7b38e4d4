// Checksums of the cart (spec 02 §4 "Sync runs when the cart hash is empty or changed"): a line's identity is its
// sku plus its chosen options; the cart hash covers every line's identity and quantity, and the server cart it is
// connected to, so that connecting to another cart (login, guest bypass) asks for a sync too. Pure and stable:
// the order of lines and of option keys does not change the hash; display labels (which differ per language) are
// not part of it.
import type { ProductOption } from './cart-types.js';

type OptionPairs = [string, string][];

function pairs(list: readonly unknown[] | undefined, valueOf: (entry: Record<string, unknown>) => unknown): OptionPairs {
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry): [string, string] => [String(entry.option_id), canonical(valueOf(entry))])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** JSON with sorted object keys, so that {a,b} and {b,a} give the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value as Record<string, unknown>).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return typeof value === 'number' ? JSON.stringify(String(value)) : JSON.stringify(value ?? null);
}

/** The chosen options that identify a line: the first non-empty of bundle, custom and configurable options. */
export function optionIdentity(option: ProductOption | null | undefined): string {
  const ext = option?.extension_attributes;
  if (!ext) return '';
  const candidates: OptionPairs[] = [
    pairs(ext.bundle_options, (e) => [e.option_qty ?? 1, e.option_selections ?? []]),
    pairs(ext.custom_options, (e) => e.option_value),
    pairs(ext.configurable_item_options, (e) => e.option_value),
  ];
  const chosen = candidates.find((list) => list.length > 0);
  return chosen ? canonical(chosen) : '';
}

/** 64-bit FNV-1a as two 32-bit halves, in hex: fast, dependency-free and the same in Node and browsers. */
export function fnv1a64(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 0x01000193);
    h2 = Math.imul(h2 ^ code, 0x01000193) ^ (h1 >>> 15);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** A line's identity: the same sku with the same chosen options is the same line. */
export function lineChecksum(line: { sku: string; product_option?: ProductOption | null }): string {
  return fnv1a64(`${line.sku}\u0000${optionIdentity(line.product_option)}`);
}

/** The cart hash: sku, options and quantity of every line, and the connected server cart. */
export function computeCartHash(
  items: readonly { sku: string; qty: number; product_option?: ProductOption | null }[],
  cartServerToken: string | null,
): string {
  const lines = items.map((item) => `${lineChecksum(item)}:${item.qty}`).sort();
  return fnv1a64(`${cartServerToken ?? ''}|${lines.join('|')}`);
}
