// A configurable's sizes live twice in the catalogue: as `configurable_children` inside the parent (what the
// product page and the listings read) and as their own documents (`parentSku`, what a size's URL resolves). When a
// bulk write changes a child document, the same fields in its parent's entry follow, so both show one price and
// one stock.
import type { JsonObject } from './bulk-lines.js';
import { PER_SKU_FIELDS } from './store-view-fields.js';

/** The child fields kept equal in the parent's entry. */
const SHARED_FIELDS = ['status', ...PER_SKU_FIELDS];

/** The parent body with the child's entry updated; null when the parent has no such child or nothing differs. */
export function withEmbeddedChild(parentBody: string, child: JsonObject): string | null {
  const parent = JSON.parse(parentBody) as JsonObject;
  const children = parent.configurable_children;
  if (!Array.isArray(children)) return null;
  const position = children.findIndex((entry) => (entry as JsonObject).sku === child.sku);
  if (position < 0) return null;
  const entry = { ...(children[position] as JsonObject) };
  for (const field of SHARED_FIELDS) if (field in child) entry[field] = child[field];
  const next = [...children];
  next[position] = entry;
  const body = JSON.stringify({ ...parent, configurable_children: next });
  return body === parentBody ? null : body;
}
