// A configurable's sizes live twice in the catalogue: as `configurable_children` inside the parent (what the
// product page and the listings read) and as their own documents (`parentSku`, what a size's URL resolves). When a
// bulk write changes a child document, the same fields in its parent's entry follow, so both show one price and
// one stock; when it deletes a child document, its entry leaves the parent, so the product page no longer offers
// a size the cart refuses (its commerce row is disabled).
import type { JsonObject } from './bulk-lines.js';
import { PER_SKU_FIELDS, sameJson } from './store-view-fields.js';

/** The child fields kept equal in the parent's entry. */
const SHARED_FIELDS = ['status', ...PER_SKU_FIELDS];

/** The parent body with the child's entry updated; null when the parent has no such child or nothing differs. */
export function withEmbeddedChild(parentBody: string, child: JsonObject): string | null {
  const parent = JSON.parse(parentBody) as JsonObject;
  return embedChildren(parent, [child]) ? JSON.stringify(parent) : null;
}

/**
 * Copies the shared fields of each child into its entry of the parent (changing `parent` in place); true when any
 * field differed. The import calls it once per parent with all of a chunk's children, so a parent of ten sizes is
 * parsed and written once, not ten times. Fields are compared one by one, so an unchanged size costs no
 * serialisation of the (large) parent.
 */
export function embedChildren(parent: JsonObject, children: readonly JsonObject[]): boolean {
  const entries = parent.configurable_children;
  if (!Array.isArray(entries)) return false;
  const positions = new Map<unknown, number>();
  entries.forEach((entry, position) => positions.set((entry as JsonObject).sku, position));
  let changed = false;
  for (const child of children) {
    const position = positions.get(child.sku);
    if (position === undefined) continue;
    const entry = entries[position] as JsonObject;
    for (const field of SHARED_FIELDS) {
      if (!(field in child) || sameJson(entry[field], child[field])) continue;
      entries[position] = { ...(entries[position] as JsonObject), [field]: child[field] };
      changed = true;
    }
  }
  return changed;
}

/** Removes the entries of these sizes from the parent (in place); true when one was there. */
export function removeChildren(parent: JsonObject, skus: ReadonlySet<unknown>): boolean {
  const entries = parent.configurable_children;
  if (!Array.isArray(entries)) return false;
  const kept = entries.filter((entry) => !skus.has((entry as JsonObject).sku));
  if (kept.length === entries.length) return false;
  parent.configurable_children = kept;
  return true;
}
