import { describe, expect, it } from 'vitest';
import { CART_CONFIG } from '../../../shared/cart/cart-config.js';
import { applyLocalPlan, planCartMerge, type MergeSettings } from '../../../shared/cart/merge-plan.js';
import { mergeSettingsFor } from '../../../shared/cart/sync-rules.js';
import { configurableOption, line, serverLine } from './fixtures.js';

const base: MergeSettings = mergeSettingsFor(CART_CONFIG, {});
const settings = (patch: Partial<MergeSettings>): MergeSettings => ({ ...base, ...patch });

describe('spec 02 §4 "Merging a client item"', () => {
  it('no server item with the same sku, removal not allowed (serverSyncCanRemoveLocalItems off): the client item is pushed to the server', () => {
    const plan = planCartMerge([line('A', 2)], [], settings({ serverSyncCanRemoveLocalItems: false }));
    expect(plan.serverUpdates).toEqual([{ checksum: line('A', 2).checksum, cartItem: { sku: 'A', qty: 2 }, isNewLine: true }]);
    expect(plan.localRemovals).toEqual([]);
  });

  it('no server item with the same sku, removal allowed (serverSyncCanRemoveLocalItems on): the client item is removed locally', () => {
    const plan = planCartMerge([line('A', 2)], [], settings({ serverSyncCanRemoveLocalItems: true }));
    expect(plan.localRemovals).toEqual([line('A', 2).checksum]);
    expect(plan.serverUpdates).toEqual([]);
  });

  it('no server item, removal allowed but forceClientState set: the client item is pushed anyway', () => {
    const plan = planCartMerge([line('A', 2)], [], settings({ serverSyncCanRemoveLocalItems: true, forceClientState: true }));
    expect(plan.serverUpdates.map((u) => u.cartItem)).toEqual([{ sku: 'A', qty: 2 }]);
    expect(plan.localRemovals).toEqual([]);
  });

  it('the pushed line carries its chosen options (product_option)', () => {
    const configured = line('OXF-43', 1, { parentSku: 'OXF', type_id: 'configurable', product_option: configurableOption(43) });
    const plan = planCartMerge([configured], [], base);
    expect(plan.serverUpdates[0].cartItem).toEqual({ sku: 'OXF-43', qty: 1, product_option: configurableOption(43) });
  });

  it('quantities differ, local modification not allowed (serverSyncCanModifyLocalItems off): the server is updated with the client qty, item_id and quoteId', () => {
    const plan = planCartMerge([line('A', 3, { server_item_id: 7, server_cart_id: 'cart-1' })], [serverLine('A', 1, 7)], settings({ serverSyncCanModifyLocalItems: false }));
    expect(plan.serverUpdates).toEqual([{ checksum: line('A', 3).checksum, cartItem: { sku: 'A', qty: 3, item_id: 7, quoteId: 'cart-1' }, isNewLine: false }]);
    expect(plan.localUpdates.find((u) => u.patch.qty !== undefined)).toBeUndefined();
  });

  it('quantities differ, local modification allowed (serverSyncCanModifyLocalItems on): the server values are taken locally', () => {
    const plan = planCartMerge([line('A', 3)], [serverLine('A', 1, 7)], settings({ serverSyncCanModifyLocalItems: true }));
    expect(plan.serverUpdates).toEqual([]);
    expect(plan.localUpdates).toEqual([{ checksum: line('A', 3).checksum, patch: { qty: 1, server_item_id: 7, server_cart_id: 'cart-1', prev_qty: 1 } }]);
  });

  it('quantities differ with forceClientState: the server is updated even when local modification is allowed', () => {
    const plan = planCartMerge([line('A', 3)], [serverLine('A', 1, 7)], settings({ serverSyncCanModifyLocalItems: true, forceClientState: true }));
    expect(plan.serverUpdates.map((u) => u.cartItem.qty)).toEqual([3]);
  });

  // Issue 12 item 5: the login merge used to add both quantities (server 2 + guest 1 became 3).
  it("mergeQty set (login): the client's value is pushed, never the sum of both quantities", () => {
    const plan = planCartMerge([line('A', 1)], [serverLine('A', 2, 7)], settings({ mergeQty: true }));
    expect(plan.serverUpdates.map((u) => u.cartItem)).toEqual([{ sku: 'A', qty: 1, item_id: 7, quoteId: 'cart-1' }]);
    const equal = planCartMerge([line('A', 2)], [serverLine('A', 2, 7)], settings({ mergeQty: true }));
    expect(equal.serverUpdates.map((u) => u.cartItem.qty)).not.toContain(4);
  });

  it('mergeQty set with local modification allowed and client state not forced: the server values are taken locally', () => {
    const plan = planCartMerge([line('A', 2)], [serverLine('A', 5, 7)], settings({ mergeQty: true, serverSyncCanModifyLocalItems: true }));
    expect(plan.serverUpdates).toEqual([]);
    expect(plan.localUpdates[0].patch.qty).toBe(5);
  });

  it('same sku and same qty: no server call; the client line takes the server ids (item_id, quote_id) and prev_qty', () => {
    const plan = planCartMerge([line('A', 2)], [serverLine('A', 2, 7)], base);
    expect(plan.serverUpdates).toEqual([]);
    expect(plan.localUpdates).toEqual([{ checksum: line('A', 2).checksum, patch: { server_item_id: 7, server_cart_id: 'cart-1', prev_qty: 2 } }]);
  });

  it('a configured line matches the server line with the same variant sku whatever the option labels say', () => {
    const client = line('OXF-43', 1, { parentSku: 'OXF', type_id: 'configurable', product_option: configurableOption(43) });
    const plan = planCartMerge([client], [serverLine('OXF-43', 1, 9, { product_option: null })], base);
    expect(plan.serverUpdates).toEqual([]);
    expect(plan.localAdds).toEqual([]);
  });

  it('simple lines with the same sku but different custom options are different lines', () => {
    const option = (v: string) => ({ extension_attributes: { custom_options: [{ option_id: '1', option_value: v }] } });
    const plan = planCartMerge([line('BELT', 1, { product_option: option('engraved') })], [serverLine('BELT', 1, 3, { product_option: option('plain') })], base);
    expect(plan.serverUpdates.map((u) => u.isNewLine)).toEqual([true]);
    expect(plan.localAdds.map((s) => s.item_id)).toEqual([3]);
  });
});

describe('spec 02 §4 "Merging a server item with no client item"', () => {
  it('forceClientState set: the server item is deleted on the server', () => {
    const plan = planCartMerge([], [serverLine('B', 1, 8)], settings({ forceClientState: true }));
    expect(plan.serverDeletes).toEqual([{ sku: 'B', item_id: 8, quoteId: 'cart-1' }]);
    expect(plan.localAdds).toEqual([]);
  });

  it('otherwise the variant is added locally with no server call', () => {
    const plan = planCartMerge([], [serverLine('B', 1, 8)], base);
    expect(plan.localAdds).toEqual([serverLine('B', 1, 8)]);
    expect(plan.serverUpdates).toEqual([]);
    expect(plan.serverDeletes).toEqual([]);
  });

  it('a second server line for a client line that already has its match is deleted when client state is forced, else left alone', () => {
    const client = line('OXF-43', 1, { parentSku: 'OXF', type_id: 'configurable' });
    const servers = [serverLine('OXF-43', 1, 1), serverLine('OXF-43', 2, 2)];
    expect(planCartMerge([client], servers, settings({ forceClientState: true })).serverDeletes.map((d) => d.item_id)).toEqual([2]);
    const plan = planCartMerge([client], servers, base);
    expect(plan.serverDeletes).toEqual([]);
    expect(plan.localAdds).toEqual([]);
    expect(plan.localUpdates[0].patch.server_item_id).toBe(1);
  });

  it('with client state forced, a client line being pushed that already knows its server ids keeps them; an unlinked one takes them', () => {
    const linked = line('A', 3, { server_item_id: 7, server_cart_id: 'cart-1' });
    expect(planCartMerge([linked], [serverLine('A', 2, 7)], settings({ forceClientState: true })).localUpdates).toEqual([]);
    const unlinked = line('A', 3);
    expect(planCartMerge([unlinked], [serverLine('A', 2, 70)], settings({ forceClientState: true })).localUpdates[0].patch).toEqual({ server_item_id: 70, server_cart_id: 'cart-1', prev_qty: 2 });
  });
});

describe('spec 02 §9 serverMergeByDefault', () => {
  it('off: the merge that follows a connect is a dry run and changes nothing', () => {
    const plan = planCartMerge([line('A', 1)], [serverLine('B', 1, 8)], settings({ serverMergeByDefault: false, afterConnect: true }));
    expect(plan).toEqual({ dryRun: true, serverUpdates: [], serverDeletes: [], localAdds: [], localUpdates: [], localRemovals: [] });
  });

  it('off: other syncs (after adding, removing, changing a quantity) still merge', () => {
    const plan = planCartMerge([line('A', 1)], [], settings({ serverMergeByDefault: false, forceClientState: true }));
    expect(plan.dryRun).toBe(false);
    expect(plan.serverUpdates).toHaveLength(1);
  });

  it('on (the default): the merge after a connect merges', () => {
    expect(planCartMerge([line('A', 1)], [], settings({ afterConnect: true })).serverUpdates).toHaveLength(1);
  });
});

describe('applyLocalPlan', () => {
  it('removes the planned lines and patches the others', () => {
    const a = line('A', 1);
    const b = line('B', 2);
    const items = applyLocalPlan([a, b], { localRemovals: [a.checksum], localUpdates: [{ checksum: b.checksum, patch: { qty: 5, server_item_id: 3 } }] });
    expect(items).toEqual([{ ...b, qty: 5, server_item_id: 3 }]);
  });
});

describe('issue 12 item 4: what each side last saw decides (the server cart as the client last saw it)', () => {
  const seen = (lines: [string, number][]) => lines.map(([sku, qty]) => ({ sku, qty }));
  const linked = (sku: string, qty: number, id: number) => line(sku, qty, { server_item_id: id, server_cart_id: 'cart-1', prev_qty: qty });

  it('a stale device (no local change) takes the newer server cart: a line removed elsewhere goes, a lowered quantity is taken', () => {
    // Device B last saw X:1, Y:2 and changed nothing; device A removed X and lowered Y to 1.
    const plan = planCartMerge([linked('X', 1, 1), linked('Y', 2, 2)], [serverLine('Y', 1, 2)], settings({ seen: seen([['X', 1], ['Y', 2]]) }));
    expect(plan.serverUpdates).toEqual([]);
    expect(plan.serverDeletes).toEqual([]);
    expect(plan.localRemovals).toEqual([line('X', 1).checksum]);
    expect(plan.localUpdates.find((u) => u.checksum === line('Y', 2).checksum)?.patch.qty).toBe(1);
  });

  it('the same holds with the client state forced (a quantity change on the stale device pushes only that line)', () => {
    const plan = planCartMerge([linked('X', 1, 1), linked('Y', 5, 2)], [serverLine('Y', 1, 2), serverLine('Z', 1, 3)], settings({ forceClientState: true, seen: seen([['X', 1], ['Y', 2]]) }));
    expect(plan.serverUpdates.map((u) => u.cartItem)).toEqual([{ sku: 'Y', qty: 5, item_id: 2, quoteId: 'cart-1' }]);
    expect(plan.serverDeletes).toEqual([]);
    expect(plan.localRemovals).toEqual([line('X', 1).checksum]);
    expect(plan.localAdds.map((s) => s.sku)).toEqual(['Z']);
  });

  it('only local changes since the last sync are pushed: a new line is added, a line removed here is deleted there', () => {
    const plan = planCartMerge([linked('Y', 2, 2), line('N', 1)], [serverLine('X', 1, 1), serverLine('Y', 2, 2)], settings({ seen: seen([['X', 1], ['Y', 2]]) }));
    expect(plan.serverUpdates.map((u) => u.cartItem)).toEqual([{ sku: 'N', qty: 1 }]);
    expect(plan.serverDeletes).toEqual([{ sku: 'X', item_id: 1, quoteId: 'cart-1' }]);
    expect(plan.localAdds).toEqual([]);
  });
});
