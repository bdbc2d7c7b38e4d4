// When the cart talks to the server (spec 02 §4 "Cart connection and sync", "Totals"), as predicates over the
// cart's state so that the store only asks and acts.
import type { CartConfig } from './cart-config.js';
import type { MergeSettings } from './merge-plan.js';

export interface SyncMarks {
  cartItemsHash: string | null;
  cartServerLastSyncDate: number | null;
  cartServerLastTotalsSyncDate: number | null;
}

/** The cart hash is empty or differs from the hash of the current lines. */
export function isCartHashEmptyOrChanged(marks: Pick<SyncMarks, 'cartItemsHash'>, currentHash: string): boolean {
  return !marks.cartItemsHash || marks.cartItemsHash !== currentHash;
}

/** Sync runs when the cart hash is empty or changed, or no sync date exists. */
export function isSyncRequired(marks: SyncMarks, currentHash: string): boolean {
  return isCartHashEmptyOrChanged(marks, currentHash) || !marks.cartServerLastSyncDate;
}

export function isTotalsSyncRequired(marks: SyncMarks, currentHash: string): boolean {
  return isCartHashEmptyOrChanged(marks, currentHash) || !marks.cartServerLastTotalsSyncDate;
}

/** A refused connect or pull retries with a guest cart while the bypass count is below the maximum. */
export function canBypassWithGuestCart(connectBypassCount: number, config: Pick<CartConfig, 'maxCartBypassAttempts'>): boolean {
  return connectBypassCount < config.maxCartBypassAttempts;
}

export interface MergeRequest {
  forceClientState?: boolean;
  mergeQty?: boolean;
  afterConnect?: boolean;
  /** What the client last saw of this server cart (merge-plan.ts MergeSettings.seen). */
  seen?: MergeSettings['seen'];
}

export function mergeSettingsFor(config: Pick<CartConfig, 'serverMergeByDefault' | 'serverSyncCanRemoveLocalItems' | 'serverSyncCanModifyLocalItems'>, request: MergeRequest): MergeSettings {
  return {
    serverMergeByDefault: config.serverMergeByDefault,
    serverSyncCanRemoveLocalItems: config.serverSyncCanRemoveLocalItems,
    serverSyncCanModifyLocalItems: config.serverSyncCanModifyLocalItems,
    forceClientState: request.forceClientState === true,
    mergeQty: request.mergeQty === true,
    afterConnect: request.afterConnect === true,
    seen: request.seen ?? null,
  };
}
