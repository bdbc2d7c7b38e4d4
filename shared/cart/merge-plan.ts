// The merge of the browser's cart with the server cart (spec 02 §4 "Cart connection and sync"), decided as a plan
// (STYLE "Decide, then persist"): the store applies it call by call and replaces its state from the answers.
import type { CartItem, ServerCartItem, ServerItemDelete, ServerItemUpdate } from './cart-types.js';
import type { CartConfig } from './cart-config.js';
import { findLine } from './line-matching.js';

export interface MergeSettings extends Pick<CartConfig, 'serverMergeByDefault' | 'serverSyncCanRemoveLocalItems' | 'serverSyncCanModifyLocalItems'> {
  /** The client's state wins: push client lines, delete server lines the client does not have. */
  forceClientState: boolean;
  /** Add the client's and the server's quantities (the merge connect after login). */
  mergeQty?: boolean;
  /** This merge follows a connect: without serverMergeByDefault it is a dry run that changes nothing. */
  afterConnect?: boolean;
}

export interface PlannedServerUpdate {
  /** The client line this update is for. */
  checksum: string;
  cartItem: ServerItemUpdate;
  /** The line was never on the server: a 200 means "added", not "quantity updated". */
  isNewLine: boolean;
}

export interface PlannedLocalUpdate {
  checksum: string;
  patch: Partial<CartItem>;
}

export interface CartMergePlan {
  dryRun: boolean;
  serverUpdates: PlannedServerUpdate[];
  serverDeletes: ServerItemDelete[];
  /** Server lines to add locally (after fetching their variant), with no server call. */
  localAdds: ServerCartItem[];
  localUpdates: PlannedLocalUpdate[];
  /** Checksums of client lines to remove locally. */
  localRemovals: string[];
}

const emptyPlan = (dryRun: boolean): CartMergePlan => ({ dryRun, serverUpdates: [], serverDeletes: [], localAdds: [], localUpdates: [], localRemovals: [] });

/** The server's ids on a client line; prev_qty is what the server holds, restored if a later update fails. */
function linkPatch(server: ServerCartItem): Partial<CartItem> {
  return { server_item_id: server.item_id, server_cart_id: server.quote_id, prev_qty: server.qty };
}

function pushUpdate(client: CartItem, server: ServerCartItem | undefined, qty: number): PlannedServerUpdate {
  const cartItem: ServerItemUpdate = { sku: client.sku, qty };
  if (client.product_option) cartItem.product_option = client.product_option;
  if (server) {
    cartItem.item_id = server.item_id;
    cartItem.quoteId = server.quote_id;
  }
  return { checksum: client.checksum, cartItem, isNewLine: !client.server_item_id };
}

/** Spec 02 §4 "Merging a client item". */
function planClientItem(plan: CartMergePlan, patches: Map<string, Partial<CartItem>>, client: CartItem, server: ServerCartItem | undefined, s: MergeSettings): void {
  if (!server) {
    if (s.forceClientState || !s.serverSyncCanRemoveLocalItems) plan.serverUpdates.push(pushUpdate(client, undefined, client.qty));
    else plan.localRemovals.push(client.checksum);
    return;
  }
  if (server.qty !== client.qty || s.mergeQty) {
    if (s.forceClientState || !s.serverSyncCanModifyLocalItems) {
      plan.serverUpdates.push(pushUpdate(client, server, s.mergeQty ? client.qty + server.qty : client.qty));
    } else {
      patches.set(client.checksum, { ...patches.get(client.checksum), qty: server.qty, ...linkPatch(server) });
    }
    return;
  }
  patches.set(client.checksum, { ...patches.get(client.checksum), ...linkPatch(server) });
}

/** Spec 02 §4 "Merging a server item with no client item"; matched server items give the client line their ids. */
function planServerItem(plan: CartMergePlan, patches: Map<string, Partial<CartItem>>, server: ServerCartItem, client: CartItem | undefined, isFirstMatch: boolean, s: MergeSettings): void {
  if (client && isFirstMatch) {
    const linked = client.server_item_id !== undefined && client.server_cart_id !== undefined;
    // With client state forced, a line that already knows its server ids keeps them.
    if (!s.forceClientState || !linked) patches.set(client.checksum, { ...linkPatch(server), ...patches.get(client.checksum) });
    return;
  }
  // No client line, or a second server line for the same client line.
  if (s.forceClientState) plan.serverDeletes.push({ sku: server.sku, item_id: server.item_id, quoteId: server.quote_id });
  else if (!client) plan.localAdds.push(server);
}

export function planCartMerge(clientItems: readonly CartItem[], serverItems: readonly ServerCartItem[], settings: MergeSettings): CartMergePlan {
  if (settings.afterConnect && !settings.serverMergeByDefault) return emptyPlan(true);
  const plan = emptyPlan(false);
  const patches = new Map<string, Partial<CartItem>>();
  const firstMatch = new Map<string, ServerCartItem>();
  for (const client of clientItems) {
    const server = findLine(serverItems, client);
    if (server) firstMatch.set(client.checksum, server);
    planClientItem(plan, patches, client, server, settings);
  }
  for (const server of serverItems) {
    const client = findLine(clientItems, server);
    planServerItem(plan, patches, server, client, client !== undefined && firstMatch.get(client.checksum) === server, settings);
  }
  const removed = new Set(plan.localRemovals);
  plan.localUpdates = [...patches].filter(([checksum]) => !removed.has(checksum)).map(([checksum, patch]) => ({ checksum, patch }));
  return plan;
}

/** Applies the plan's local part (removals and updates) to the client's lines. */
export function applyLocalPlan(items: readonly CartItem[], plan: Pick<CartMergePlan, 'localRemovals' | 'localUpdates'>): CartItem[] {
  const removed = new Set(plan.localRemovals);
  const patches = new Map(plan.localUpdates.map((u) => [u.checksum, u.patch]));
  return items.filter((item) => !removed.has(item.checksum)).map((item) => (patches.has(item.checksum) ? { ...item, ...patches.get(item.checksum) } : item));
}
