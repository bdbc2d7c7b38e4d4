// Spec 01 §4 "Product load" as a decision the product route's loader carries out: show the product, send the
// shopper to the configurable parent (301, spec 01 §2), load that parent first, or answer not found.
import type { ProductDocument } from '../catalog-types.js';

/**
 * Direct access to configurable children is allowed: a child's URL redirects to its parent. When true, a child
 * URL is not found instead (spec 01 §4 step 3, "when direct access to children is prevented by configuration").
 */
export const PREVENT_DIRECT_CHILD_ACCESS = false;

/** A product document as the index may hold it for a child: with the sku of its configurable parent. */
export type ProductWithParent = ProductDocument & { parentSku?: string | null };

export type ProductLoadDecision =
  | { kind: 'show'; product: ProductDocument }
  | { kind: 'redirect'; parent: ProductDocument; childSku: string }
  | { kind: 'load-parent'; parentSku: string; childSku: string }
  | { kind: 'not-found'; reason: string };

const EMPTY = 'Product query returned empty result';

function notFound(reason: string): ProductLoadDecision {
  return { kind: 'not-found', reason };
}

function isParentOf(parent: ProductDocument, childSku: string): boolean {
  return parent.type_id === 'configurable' && (parent.configurable_children ?? []).some((child) => child.sku === childSku);
}

/**
 * Decides what a request for `requestedSku` shows, given what the catalogue answered. The catalogue may answer a
 * child's sku with the child's own document (visibility 1, parentSku set) or directly with its parent.
 */
export function decideProductLoad(requestedSku: string, doc: ProductWithParent | null, preventChildAccess = PREVENT_DIRECT_CHILD_ACCESS): ProductLoadDecision {
  if (!doc) return notFound(`${EMPTY} sku = ${requestedSku}`);
  if (doc.status >= 2) return notFound(`${EMPTY} product status = ${doc.status}`);
  if (doc.sku !== requestedSku) {
    if (preventChildAccess || !isParentOf(doc, requestedSku)) return notFound(`${EMPTY} product visibility = 1`);
    return doc.visibility === 1 ? notFound(`${EMPTY} product visibility = 1`) : { kind: 'redirect', parent: doc, childSku: requestedSku };
  }
  if (doc.visibility !== 1) return { kind: 'show', product: doc };
  if (preventChildAccess || !doc.parentSku) return notFound(`${EMPTY} product visibility = ${doc.visibility}`);
  return { kind: 'load-parent', parentSku: doc.parentSku, childSku: doc.sku };
}

/** The second step after 'load-parent': redirect to the parent when it can be shown. */
export function decideParentRedirect(childSku: string, parent: ProductDocument | null): ProductLoadDecision {
  if (!parent || parent.status >= 2 || parent.visibility === 1) return notFound(`${EMPTY} product visibility = 1`);
  return { kind: 'redirect', parent, childSku };
}
