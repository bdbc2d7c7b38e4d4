// Session rules of spec 02 §4 "Session" and §9: the token refresh lock, the 401 retry, what logout clears and the
// price-tier parameters. Pure: the browser's session controller applies them.

/** The refresh lock: 0 idle, above 0 a refresh in progress, -1 the last refresh failed (spec 02 §4). */
export const LOCK_IDLE = 0;
export const LOCK_FAILED = -1;
/** Spec 02 §9: max network task attempts 1 (a token refresh is tried once per 401). */
export const MAX_REFRESH_ATTEMPTS = 1;
/** Spec 02 §9: a caller that finds a refresh in progress waits this long, then looks at the lock again. */
export const TOKEN_LOCK_RETRY_MS = 1000;

export type RefreshDecision = 'refresh' | 'wait' | 'give-up' | 'done';

/**
 * What a caller that needs a fresh token does, given the lock and how many refreshes it has tried:
 * start one (idle), wait for the running one, stop after the attempt cap or a failed refresh, or use the new token
 * (a refresh it waited for ended while it waited: the lock went back to idle).
 */
export function decideRefresh(lock: number, attempts: number, waited: boolean): RefreshDecision {
  if (lock === LOCK_FAILED) return 'give-up';
  if (lock > LOCK_IDLE) return 'wait';
  if (waited) return 'done';
  return attempts < MAX_REFRESH_ATTEMPTS ? 'refresh' : 'give-up';
}

/** Spec 02 §8: code 401 with a token triggers a token refresh and one retry (never a second). */
export function shouldRefreshAndRetry(code: number, hadToken: boolean, alreadyRetried: boolean): boolean {
  return code === 401 && hadToken && !alreadyRetried;
}

/** Spec 02 §4 "Logout": every part of the user state that logout clears. */
export const LOGOUT_CLEARS = ['token', 'group', 'profile', 'wishlist', 'compare', 'checkout details', 'order history', 'refresh token'] as const;

export interface UserState {
  token: string | null;
  refreshToken: string | null;
  groupToken: string | null;
  groupId: number | null;
  current: CustomerProfile | null;
  ordersHistory: OrderHistory | null;
  sessionStarted: boolean;
  localDataLoaded: boolean;
}

export interface CustomerAddress {
  id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  company?: string;
  telephone?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export interface CustomerProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  gender?: number | null;
  group_id?: number;
  groupToken?: string | null;
  addresses: CustomerAddress[];
  loyalty_card?: string | null;
  default_shipping?: string | number | null;
}

export interface OrderHistory {
  items: HistoryOrder[];
  total_count: number;
}

export interface HistoryOrderItem {
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
}

export interface HistoryOrder {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  total_due: number;
  shipping_description: string | null;
  billing_address: Record<string, unknown> | null;
  /** payment_state: what Payone reported (shared/commerce/payment-state.ts); null or absent when paid offline. */
  payment: { method: string; additional_information?: string[]; payment_state?: string | null };
  extension_attributes?: { shipping_assignments?: { shipping?: { address?: Record<string, unknown> | null; method?: string | null } }[] };
  items: HistoryOrderItem[];
}

export const GUEST_STATE: UserState = Object.freeze({
  token: null,
  refreshToken: null,
  groupToken: null,
  groupId: null,
  current: null,
  ordersHistory: null,
  sessionStarted: false,
  localDataLoaded: false,
});

/** The state after logout: everything of LOGOUT_CLEARS gone, the session still counted as started. */
export function loggedOutState(state: UserState): UserState {
  return { ...GUEST_STATE, sessionStarted: state.sessionStarted, localDataLoaded: state.localDataLoaded };
}

/** Spec 02 §6: logged in when the current profile exists. */
export function isLoggedIn(state: Pick<UserState, 'current'>): boolean {
  return state.current !== null;
}

/** Spec 01 §6 / 02 §6: group id and group token go with searches and the URL map only when price tiers are on. */
export function priceTierParams(usePriceTiers: boolean, state: Pick<UserState, 'groupId' | 'groupToken'>): Record<string, string> {
  if (!usePriceTiers || state.groupId === null) return {};
  const params: Record<string, string> = { userGroupId: String(state.groupId) };
  if (state.groupToken) params.groupToken = state.groupToken;
  return params;
}

/** The order-history page size and first page (spec 02 §9). */
export const ORDER_HISTORY_PAGE_SIZE = 20;
export const ORDER_HISTORY_FIRST_PAGE = 1;

/** The page to load next for "load more", or null when every order is shown. */
export function nextOrderPage(loaded: number, total: number, pageSize = ORDER_HISTORY_PAGE_SIZE): number | null {
  return loaded >= total ? null : Math.floor(loaded / pageSize) + 1;
}
