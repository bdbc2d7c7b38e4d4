// Connecting and synchronising with the server cart (spec 02 §4 "Cart connection and sync"). The decisions are
// shared/cart's (sync predicates, merge plan, server answers); this file makes the calls and replaces the
// state from the answers.
import { LOG_BYPASSING, LOG_REMOVING_PRODUCT, PRODUCT_ADDED, PRODUCT_QTY_UPDATED } from '../../shared/cart/cart-messages.js';
import type { CartItem, ServerCartItem } from '../../shared/cart/cart-types.js';
import { isCartNotFound, isUnanswered } from '../../shared/cart/error-notice.js';
import { mergeSameVariantLines } from '../../shared/cart/line-matching.js';
import { applyLocalPlan, planCartMerge, seenLinesOf, type PlannedServerUpdate } from '../../shared/cart/merge-plan.js';
import { addServerLines, applySavedItem, cartItemFromServer, revertRefusedUpdate } from '../../shared/cart/server-answers.js';
import { canBypassWithGuestCart, isSyncRequired, isTotalsSyncRequired, mergeSettingsFor, type MergeRequest } from '../../shared/cart/sync-rules.js';
import { canUpdateMethods, currentHash, getState, isSyncEnabled, type CartContext, type CartNotice } from './cart-state.js';
import { syncTotals } from './cart-totals.js';

export interface ConnectOptions {
  guestCart?: boolean;
  forceClientState?: boolean;
  mergeQty?: boolean;
}

export interface SyncOptions extends Omit<MergeRequest, 'afterConnect'> {
  /** Sync even when the hash says nothing changed. */
  forceSync?: boolean;
}

const setItems = (ctx: CartContext, cartItems: CartItem[]) => ctx.store.setState({ cartItems });

function isServerItem(value: unknown): value is ServerCartItem {
  const item = value as ServerCartItem | null;
  return !!item && typeof item === 'object' && typeof item.sku === 'string' && Number.isInteger(item.item_id) && Number.isInteger(item.qty);
}

/**
 * Requests a server cart token. 200: the token is stored and a sync follows. 401: retried as a guest cart while
 * bypass attempts remain; after that, sync is disabled for this page.
 */
export async function connect(ctx: CartContext, options: ConnectOptions, notices: CartNotice[]): Promise<void> {
  if (!isSyncEnabled(ctx)) return;
  const answer = await ctx.api.createCart(options.guestCart === true);
  if (answer.code === 200 && typeof answer.result === 'string' && answer.result !== '') {
    ctx.store.setState({ cartServerToken: answer.result });
    // Always read the server cart after connecting: another device may have changed it (issue 12 item 4).
    await sync(ctx, { forceClientState: options.forceClientState, mergeQty: options.mergeQty, forceSync: true }, notices, true);
    return;
  }
  if (answer.code !== 401) {
    ctx.log.error('The server cart could not be created', answer.result);
    return;
  }
  if (canBypassWithGuestCart(getState(ctx).connectBypassCount, ctx.config)) {
    ctx.log.info(LOG_BYPASSING, getState(ctx).connectBypassCount);
    ctx.store.setState((s) => ({ connectBypassCount: s.connectBypassCount + 1 }));
    await connect(ctx, { guestCart: true }, notices);
    return;
  }
  ctx.log.error('Cart sync is disabled: the server refused the cart', answer.result);
  ctx.store.setState({ isSyncDisabled: true });
}

/** Lines of a cart that is gone keep their items but not the server's ids. */
function unlinkLines(items: readonly CartItem[]): CartItem[] {
  return items.map(({ server_item_id: _id, server_cart_id: _cart, prev_qty: _prev, ...line }) => line);
}

async function bypassWithGuestCart(ctx: CartContext, notices: CartNotice[]): Promise<void> {
  ctx.log.info(LOG_BYPASSING, getState(ctx).connectBypassCount);
  ctx.store.setState((s) => ({ connectBypassCount: s.connectBypassCount + 1, cartServerToken: null, cartItems: unlinkLines(s.cartItems) }));
  await connect(ctx, { guestCart: true }, notices);
}

/**
 * Runs when the hash is empty or changed, or no sync date exists, and the cart is connected with sync enabled.
 * 200: client and server lines are merged. No answer: the cart is kept and read again next time. Any other answer:
 * a guest cart is connected while bypass attempts remain; else the error is logged and the hash stored.
 */
export async function sync(ctx: CartContext, options: SyncOptions, notices: CartNotice[], afterConnect = false): Promise<void> {
  const state = getState(ctx);
  const required = isSyncRequired(state, currentHash(ctx));
  if (!canUpdateMethods(ctx) || (!required && !options.forceSync) || state.cartServerToken === null) return;
  ctx.store.setState({ cartServerLastSyncDate: ctx.now() });
  const answer = await ctx.api.pullItems(state.cartServerToken);
  if (answer.code === 200 && Array.isArray(answer.result)) {
    await merge(ctx, answer.result.filter(isServerItem), { ...options, afterConnect }, notices);
    return;
  }
  // No answer at all (offline, timed out, or the page left mid-call, as a reload does) refused nothing: the cart is
  // kept, with its coupon and what other devices share, and the next sync reads it again. Bypassing here would
  // leave it behind for a new guest cart.
  if (isUnanswered(answer)) {
    ctx.store.setState({ cartServerLastSyncDate: state.cartServerLastSyncDate });
    ctx.log.error('The server cart could not be read', answer.result);
    return;
  }
  if (canBypassWithGuestCart(getState(ctx).connectBypassCount, ctx.config)) await bypassWithGuestCart(ctx, notices);
  ctx.log.error('The server cart could not be read', answer.result);
  ctx.store.setState({ cartItemsHash: currentHash(ctx) });
}

/** What this client last saw of the server cart it is connected to; null for another cart or never. */
function seenLines(ctx: CartContext) {
  const { cartServerSeen, cartServerToken } = getState(ctx);
  return cartServerSeen && cartServerSeen.cartId === cartServerToken ? cartServerSeen.lines : null;
}

async function merge(ctx: CartContext, serverItems: ServerCartItem[], request: MergeRequest, notices: CartNotice[]): Promise<void> {
  const plan = planCartMerge(getState(ctx).cartItems, serverItems, mergeSettingsFor(ctx.config, { ...request, seen: seenLines(ctx) }));
  if (plan.dryRun) return;
  setItems(ctx, applyLocalPlan(getState(ctx).cartItems, plan));
  const pushed = await pushServerUpdates(ctx, plan.serverUpdates, notices);
  if (pushed === 'cart-gone') {
    if (canBypassWithGuestCart(getState(ctx).connectBypassCount, ctx.config)) await bypassWithGuestCart(ctx, notices);
    return;
  }
  // Unanswered: the lines stay as they are and the hash is not stored, so the next sync pushes them again.
  if (pushed === 'unanswered') return;
  for (const cartItem of plan.serverDeletes) {
    const answer = await ctx.api.deleteItem(getState(ctx).cartServerToken!, cartItem);
    // Unanswered: the merge stops before the client's view is taken as the server's, so the next sync deletes the
    // line again instead of adding it back as one from another device.
    if (isUnanswered(answer)) return;
    if (answer.code !== 200) ctx.log.error('A server cart line could not be deleted', cartItem.sku, answer.result);
  }
  await addServerLinesLocally(ctx, plan.localAdds);
  await finishMerge(ctx);
}

/**
 * Pushes the planned updates one by one. Stops when the server cart turned out to be gone, or when a call got no
 * answer at all: a refusal undoes the line's change, but a lost connection (or the shopper leaving the page while
 * the call was under way) refused nothing, and undoing would drop a line the server never saw from the cart.
 */
async function pushServerUpdates(ctx: CartContext, updates: readonly PlannedServerUpdate[], notices: CartNotice[]): Promise<'done' | 'cart-gone' | 'unanswered'> {
  for (const update of updates) {
    const answer = await ctx.api.updateItem(getState(ctx).cartServerToken!, update.cartItem);
    if (answer.code === 200 && isServerItem(answer.result)) {
      setItems(ctx, applySavedItem(getState(ctx).cartItems, update.checksum, answer.result));
      if (!ctx.env.isInCheckout()) notices.push({ type: 'success', message: update.isNewLine ? PRODUCT_ADDED : PRODUCT_QTY_UPDATED, checkoutAction: true });
      continue;
    }
    if (isCartNotFound(answer)) return 'cart-gone';
    if (isUnanswered(answer)) return 'unanswered';
    const { items, outcome } = revertRefusedUpdate(getState(ctx).cartItems, update.checksum);
    if (outcome === 'removed') ctx.log.info(LOG_REMOVING_PRODUCT, update.cartItem.sku);
    setItems(ctx, items);
  }
  return 'done';
}

/** Server lines the client does not have: their variant comes from the catalogue; no server call. */
async function addServerLinesLocally(ctx: CartContext, serverItems: readonly ServerCartItem[]): Promise<void> {
  if (serverItems.length === 0) return;
  const now = new Date(ctx.now());
  const lines: CartItem[] = [];
  for (const serverItem of serverItems) {
    const line = cartItemFromServer(await ctx.api.getProduct(ctx.env.storeCode, serverItem.sku), serverItem, now);
    if (line) lines.push(line);
    else ctx.log.error('The product of a server cart line was not found', serverItem.sku);
  }
  setItems(ctx, mergeSameVariantLines(addServerLines(getState(ctx).cartItems, lines)));
}

/**
 * After the merge, totals are synced if required and the hash is stored. An empty cart has no totals. Client and
 * server now agree: what the client sees is the base of the next merge (issue 12 item 4).
 */
async function finishMerge(ctx: CartContext): Promise<void> {
  const { cartServerToken, cartItems } = getState(ctx);
  if (cartServerToken) ctx.store.setState({ cartServerSeen: { cartId: cartServerToken, lines: seenLinesOf(cartItems) } });
  if (getState(ctx).cartItems.length === 0) {
    ctx.store.setState({ platformTotals: null, platformTotalSegments: null, coupon: null });
  } else if (isTotalsSyncRequired(getState(ctx), currentHash(ctx))) {
    await syncTotals(ctx, { forceServerSync: false });
  }
  ctx.store.setState({ cartItemsHash: currentHash(ctx) });
}

export interface ClearOptions {
  sync?: boolean;
  disconnect?: boolean;
}

/** Clearing empties the lines, syncs (deleting the server's lines) and optionally disconnects. */
export async function clear(ctx: CartContext, options: ClearOptions, notices: CartNotice[]): Promise<void> {
  // Clearing empties the server cart whatever it holds, also lines this client never saw: no base for this merge.
  ctx.store.setState({ cartItems: [], platformTotals: null, platformTotalSegments: null, coupon: null, cartServerSeen: null });
  if (options.sync !== false) await sync(ctx, { forceClientState: true, forceSync: true }, notices);
  if (options.disconnect !== false) ctx.store.setState({ cartItemsHash: null, cartServerToken: null });
}
