// The cart's state in the browser (spec 02 §3 "Cart state") and what its flows share: the store, the API, the
// configuration and the page's environment (language, store view, checkout activity).
import type { CartConfig } from '../../shared/cart/cart-config.js';
import type {
  AppliedCoupon,
  CartItem,
  CartPaymentMethod,
  CartShippingMethod,
  PlatformTotals,
  TotalSegment,
} from '../../shared/cart/cart-types.js';
import { computeCartHash } from '../../shared/cart/cart-hash.js';
import type { StoreCode } from '../../shared/store-views.js';
import type { Store } from '../stores/create-store.js';
import type { CartApi } from './cart-api.js';
import type { PersistedCart } from './cart-storage.js';
import type { SeenLine } from '../../shared/cart/merge-plan.js';

/** The lines of server cart `cartId` as this client last saw them, in step with its own. */
export interface SeenCart {
  cartId: string;
  lines: readonly SeenLine[];
}

export interface CartState {
  cartItems: readonly CartItem[];
  /** The server cart id ("cart token"); null while not connected. */
  cartServerToken: string | null;
  cartItemsHash: string | null;
  /** The server cart as this client last saw it in step (issue 12 item 4): the base of the next merge. */
  cartServerSeen: SeenCart | null;
  cartServerLastSyncDate: number | null;
  cartServerLastTotalsSyncDate: number | null;
  platformTotals: PlatformTotals | null;
  platformTotalSegments: readonly TotalSegment[] | null;
  /** The chosen (or default) shipping and payment methods. */
  shipping: CartShippingMethod | null;
  payment: CartPaymentMethod | null;
  /** The methods the server offers for this cart, refreshed before totals. */
  shippingMethods: readonly CartShippingMethod[];
  paymentMethods: readonly CartPaymentMethod[];
  isMicrocartOpen: boolean;
  isAddingToCart: boolean;
  isSyncing: boolean;
  connectBypassCount: number;
  /** Set when connecting was refused even as a guest cart: the cart stays local for this page. */
  isSyncDisabled: boolean;
  coupon: AppliedCoupon | null;
  /** The stored cart has been read (after hydration). */
  isLocalDataLoaded: boolean;
}

export const INITIAL_CART_STATE: CartState = Object.freeze({
  cartItems: [],
  cartServerToken: null,
  cartItemsHash: null,
  cartServerSeen: null,
  cartServerLastSyncDate: null,
  cartServerLastTotalsSyncDate: null,
  platformTotals: null,
  platformTotalSegments: null,
  shipping: null,
  payment: null,
  shippingMethods: [],
  paymentMethods: [],
  isMicrocartOpen: false,
  isAddingToCart: false,
  isSyncing: false,
  connectBypassCount: 0,
  isSyncDisabled: false,
  coupon: null,
  isLocalDataLoaded: false,
});

export function persistedSlice(state: CartState): PersistedCart {
  return {
    cartItems: [...state.cartItems],
    cartServerToken: state.cartServerToken,
    cartItemsHash: state.cartItemsHash,
    cartServerSeen: state.cartServerSeen,
    platformTotals: state.platformTotals,
    platformTotalSegments: state.platformTotalSegments ? [...state.platformTotalSegments] : null,
    shipping: state.shipping,
    payment: state.payment,
    coupon: state.coupon,
  };
}

/** A notification the flows want to show, as an i18n key with parameters; the store translates it. */
export interface CartNotice {
  type: 'success' | 'warning' | 'danger' | 'info';
  message: string;
  params?: Record<string, string | number>;
  /** Adds the OK and "Proceed to checkout" actions. */
  checkoutAction?: boolean;
}

/** What the page around the cart provides; set by useCartBootstrap (cart-bootstrap.ts), replaceable in tests. */
export interface CartEnvironment {
  storeCode: StoreCode;
  translate: (key: string, params?: Record<string, string | number>) => string;
  /** The user counts as in checkout (spec 02 §4 "Checkout activity"); the checkout feature plugs in its rule. */
  isInCheckout: () => boolean;
  /** The shipping country the checkout knows; null → the store view's tax country. */
  shippingCountry: () => string | null;
  goToCheckout: () => void;
}

export interface CartLogger {
  info(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface CartContext {
  store: Store<CartState>;
  api: CartApi;
  config: CartConfig;
  env: CartEnvironment;
  now: () => number;
  isOnline: () => boolean;
  log: CartLogger;
}

export const getState = (ctx: CartContext): CartState => ctx.store.getState();

export const currentHash = (ctx: CartContext): string => computeCartHash(getState(ctx).cartItems, getState(ctx).cartServerToken);

/** cart.synchronize, online, and not disabled by refused connects. */
export const isSyncEnabled = (ctx: CartContext): boolean => ctx.config.synchronize && ctx.isOnline() && !getState(ctx).isSyncDisabled;

export const isConnected = (ctx: CartContext): boolean => getState(ctx).cartServerToken !== null;

export const canUpdateMethods = (ctx: CartContext): boolean => isSyncEnabled(ctx) && isConnected(ctx);

export const canSyncTotals = (ctx: CartContext): boolean => ctx.config.synchronizeTotals && ctx.isOnline() && isConnected(ctx);
