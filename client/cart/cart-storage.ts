// The cart kept in local storage across reloads (spec 02 §9 "Local storage keys cover cart"), under one key.
// Storage can be missing or refuse (private mode, quota): the cart then lives in memory for this page.
import { browserPersistence } from '../persistence/persistent-storage.js';
import { lineChecksum } from '../../shared/cart/cart-hash.js';
import type { AppliedCoupon, CartItem, CartPaymentMethod, CartShippingMethod, PlatformTotals, TotalSegment } from '../../shared/cart/cart-types.js';

import type { SeenLine } from '../../shared/cart/merge-plan.js';
import type { SeenCart } from './cart-state.js';
import { CART_STORAGE_KEY } from './cart-storage-key.js';

export { CART_STORAGE_KEY };
const VERSION = 1;

export interface PersistedCart {
  cartItems: CartItem[];
  cartServerToken: string | null;
  cartItemsHash: string | null;
  cartServerSeen: SeenCart | null;
  platformTotals: PlatformTotals | null;
  platformTotalSegments: TotalSegment[] | null;
  shipping: CartShippingMethod | null;
  payment: CartPaymentMethod | null;
  coupon: AppliedCoupon | null;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CartStorage {
  read(): PersistedCart | null;
  write(cart: PersistedCart): void;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const objectOrNull = <T>(v: unknown): T | null => (isObject(v) ? (v as T) : null);

function readLine(raw: unknown): CartItem | null {
  if (!isObject(raw) || typeof raw.sku !== 'string' || raw.sku === '') return null;
  if (!Number.isInteger(raw.qty) || (raw.qty as number) <= 0 || !Number.isInteger(raw.priceCents)) return null;
  const line = { ...(raw as unknown as CartItem), name: typeof raw.name === 'string' ? raw.name : raw.sku, type_id: typeof raw.type_id === 'string' ? raw.type_id : 'simple' };
  return { ...line, checksum: lineChecksum(line) };
}

/** The stored base of the next merge; anything malformed means "never seen" (the merge then follows the settings). */
function readSeen(raw: unknown): SeenCart | null {
  if (!isObject(raw) || typeof raw.cartId !== 'string' || !Array.isArray(raw.lines)) return null;
  const lines = raw.lines.filter((l): l is SeenLine => isObject(l) && typeof l.sku === 'string' && Number.isInteger(l.qty));
  return lines.length === raw.lines.length ? { cartId: raw.cartId, lines } : null;
}

/** What a stored value holds, keeping only well-formed lines; null when it is not a stored cart at all. */
export function parsePersistedCart(text: string | null): PersistedCart | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw) || raw.version !== VERSION || !Array.isArray(raw.cartItems)) return null;
  return {
    cartItems: raw.cartItems.map(readLine).filter((line): line is CartItem => line !== null),
    cartServerToken: stringOrNull(raw.cartServerToken),
    cartItemsHash: stringOrNull(raw.cartItemsHash),
    cartServerSeen: readSeen(raw.cartServerSeen),
    platformTotals: objectOrNull<PlatformTotals>(raw.platformTotals),
    platformTotalSegments: Array.isArray(raw.platformTotalSegments) ? (raw.platformTotalSegments as TotalSegment[]) : null,
    shipping: objectOrNull<CartShippingMethod>(raw.shipping),
    payment: objectOrNull<CartPaymentMethod>(raw.payment),
    coupon: objectOrNull<AppliedCoupon>(raw.coupon),
  };
}

export function serializeCart(cart: PersistedCart): string {
  return JSON.stringify({ version: VERSION, ...cart });
}

/** Local storage when it works; otherwise (and after a refused write) the last value kept in memory. */
export function createCartStorage(getStorage: () => KeyValueStorage | null): CartStorage {
  let memory: string | null = null;
  let usable = true;
  const storage = (): KeyValueStorage | null => {
    if (!usable) return null;
    try {
      return getStorage();
    } catch {
      usable = false;
      return null;
    }
  };
  return {
    read() {
      try {
        const text = storage()?.getItem(CART_STORAGE_KEY) ?? memory;
        return parsePersistedCart(text);
      } catch {
        usable = false;
        return parsePersistedCart(memory);
      }
    },
    write(cart) {
      memory = serializeCart(cart);
      try {
        storage()?.setItem(CART_STORAGE_KEY, memory);
      } catch {
        // Quota or private mode: keep the cart in memory for this page.
        usable = false;
      }
    },
  };
}

/** The browser's local storage through the persistence layer (its read/write error rules), or null on the server. */
export function browserStorage(): KeyValueStorage | null {
  return browserPersistence();
}
