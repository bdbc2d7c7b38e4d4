// The merge of the browser's cart with the server cart (spec 02 §4 "Cart connection and sync"), decided as a plan
// (STYLE "Decide, then persist"): the store applies it call by call and replaces its state from the answers.
import type { CartItem, ServerCartItem, ServerItemDelete, ServerItemUpdate } from './cart-types.js';
import type { CartConfig } from './cart-config.js';
import { findLine } from './line-matching.js';

export interface MergeSettings extends Pick<CartConfig, 'serverMergeByDefault' | 'serverSyncCanRemoveLocalItems' | 'serverSyncCanModifyLocalItems'> {
  /** The client's state wins: push client lines, delete server lines the client does not have. */
  forceClientState: boolean;
  /**
   * The merge connect after login: every matching line is written (the client's value, or the server's when local
   * changes are allowed), never the sum of both (issue 12 item 5).
   */
  mergeQty?: boolean;
  /**
   * The server cart's lines as this client last saw them in step (after its last sync with the same server cart),
   * or null when it never was. With it, each side's changes since then decide (issue 12 item 4): a line the client
   * did not change takes the server's state, only the client's own changes are pushed, so a stale copy never
   * overwrites a newer server cart.
   */
  seen?: readonly SeenLine[] | null;
  /** This merge follows a connect: without serverMergeByDefault it is a dry run that changes nothing. */
  afterConnect?: boolean;
}

/** A line of the server cart as the client last saw it: its identity (sku and options) and quantity. */
export interface SeenLine {
  sku: string;
  qty: number;
  product_option?: CartItem['product_option'];
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

/** Patches for local lines, by checksum. */
type Patches = Map<string, Partial<CartItem>>;

/** The server delete of one server line. */
function deleteOf(server: ServerCartItem): ServerItemDelete {
  return { sku: server.sku, item_id: server.item_id, quoteId: server.quote_id };
}

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
function planClientItem(plan: CartMergePlan, patches: Patches, client: CartItem, server: ServerCartItem | undefined, s: MergeSettings): void {
  if (!server) {
    if (s.forceClientState || !s.serverSyncCanRemoveLocalItems) plan.serverUpdates.push(pushUpdate(client, undefined, client.qty));
    else plan.localRemovals.push(client.checksum);
    return;
  }
  if (server.qty !== client.qty || s.mergeQty) {
    if (s.forceClientState || !s.serverSyncCanModifyLocalItems) {
      plan.serverUpdates.push(pushUpdate(client, server, client.qty));
    } else {
      patches.set(client.checksum, { ...patches.get(client.checksum), qty: server.qty, ...linkPatch(server) });
    }
    return;
  }
  patches.set(client.checksum, { ...patches.get(client.checksum), ...linkPatch(server) });
}

/** Spec 02 §4 "Merging a server item with no client item"; matched server items give the client line their ids. */
function planServerItem(plan: CartMergePlan, patches: Patches, server: ServerCartItem, client: CartItem | undefined, isFirstMatch: boolean, s: MergeSettings): void {
  if (client && isFirstMatch) {
    const linked = client.server_item_id !== undefined && client.server_cart_id !== undefined;
    // With client state forced, a line that already knows its server ids keeps them.
    if (!s.forceClientState || !linked) patches.set(client.checksum, { ...linkPatch(server), ...patches.get(client.checksum) });
    return;
  }
  // No client line, or a second server line for the same client line.
  if (s.forceClientState) plan.serverDeletes.push(deleteOf(server));
  else if (!client) plan.localAdds.push(server);
}

/**
 * A client line against what the client last saw: unchanged here, it takes the server's state (gone there: removed
 * here); changed here (new line or other quantity), the change is pushed.
 */
function planSeenClientItem(plan: CartMergePlan, patches: Patches, client: CartItem, server: ServerCartItem | undefined, seen: readonly SeenLine[]): void {
  const before = findLine(seen, client);
  const changedHere = !before || before.qty !== client.qty;
  if (!server) {
    if (changedHere) plan.serverUpdates.push(pushUpdate(client, undefined, client.qty));
    else plan.localRemovals.push(client.checksum);
    return;
  }
  if (server.qty !== client.qty && changedHere) plan.serverUpdates.push(pushUpdate(client, server, client.qty));
  else patches.set(client.checksum, { ...patches.get(client.checksum), ...linkPatch(server), qty: server.qty });
}

/** A server line without a client line: removed here since the client saw it, it is deleted there; else it is new. */
function planSeenServerItem(plan: CartMergePlan, server: ServerCartItem, seen: readonly SeenLine[]): void {
  if (findLine(seen, server)) plan.serverDeletes.push(deleteOf(server));
  else plan.localAdds.push(server);
}

/**
 * Walks both carts once: every client line with its server line, then every server line with its client line and
 * whether it is that client line's first match (a second server line of one client line is a duplicate). The
 * patches collected for local lines become the plan's local updates, except for lines the plan removes.
 */
function walkCarts(
  clientItems: readonly CartItem[],
  serverItems: readonly ServerCartItem[],
  planClient: (plan: CartMergePlan, patches: Patches, client: CartItem, server: ServerCartItem | undefined) => void,
  planServer: (plan: CartMergePlan, patches: Patches, server: ServerCartItem, client: CartItem | undefined, isFirstMatch: boolean) => void,
): CartMergePlan {
  const plan = emptyPlan(false);
  const patches: Patches = new Map();
  const firstMatch = new Map<string, ServerCartItem>();
  for (const client of clientItems) {
    const server = findLine(serverItems, client);
    if (server) firstMatch.set(client.checksum, server);
    planClient(plan, patches, client, server);
  }
  for (const server of serverItems) {
    const client = findLine(clientItems, server);
    planServer(plan, patches, server, client, client !== undefined && firstMatch.get(client.checksum) === server);
  }
  const removed = new Set(plan.localRemovals);
  plan.localUpdates = [...patches].filter(([checksum]) => !removed.has(checksum)).map(([checksum, patch]) => ({ checksum, patch }));
  return plan;
}

export function planCartMerge(clientItems: readonly CartItem[], serverItems: readonly ServerCartItem[], settings: MergeSettings): CartMergePlan {
  if (settings.afterConnect && !settings.serverMergeByDefault) return emptyPlan(true);
  if (settings.seen) return planSeenMerge(clientItems, serverItems, settings.seen, settings);
  return walkCarts(
    clientItems,
    serverItems,
    (plan, patches, client, server) => planClientItem(plan, patches, client, server, settings),
    (plan, patches, server, client, isFirstMatch) => planServerItem(plan, patches, server, client, isFirstMatch, settings),
  );
}

/** The merge against what the client last saw of this server cart (issue 12 item 4). */
function planSeenMerge(clientItems: readonly CartItem[], serverItems: readonly ServerCartItem[], seen: readonly SeenLine[], settings: MergeSettings): CartMergePlan {
  return walkCarts(
    clientItems,
    serverItems,
    (plan, patches, client, server) => planSeenClientItem(plan, patches, client, server, seen),
    (plan, _patches, server, client, isFirstMatch) => {
      if (!client) planSeenServerItem(plan, server, seen);
      // A second server line for a client line that has its match: removed when the client's state is forced.
      else if (!isFirstMatch && settings.forceClientState) plan.serverDeletes.push(deleteOf(server));
    },
  );
}

/** What the client saw of the server cart once both agree: its lines' identities and quantities. */
export function seenLinesOf(items: readonly CartItem[]): SeenLine[] {
  return items.map((item) => (item.product_option ? { sku: item.sku, qty: item.qty, product_option: item.product_option } : { sku: item.sku, qty: item.qty }));
}

/** Applies the plan's local part (removals and updates) to the client's lines. */
export function applyLocalPlan(items: readonly CartItem[], plan: Pick<CartMergePlan, 'localRemovals' | 'localUpdates'>): CartItem[] {
  const removed = new Set(plan.localRemovals);
  const patches = new Map(plan.localUpdates.map((u) => [u.checksum, u.patch]));
  return items.filter((item) => !removed.has(item.checksum)).map((item) => (patches.has(item.checksum) ? { ...item, ...patches.get(item.checksum) } : item));
}
