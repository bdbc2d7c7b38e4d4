// Editing a cart line on the product page (spec 01 §3 "Cart edit mode: productId, qty, selectedOptions", §4 "opens,
// changes filters or quantity, closes"; spec 02 §4 "If a configured line has the same variant sku as another line,
// quantities merge"): what "Update cart" does to the line.
export interface CartEditState {
  /** The edited line's checksum in the cart. */
  checksum: string;
  /** The product the line belongs to: the configurable parent's sku, else the line's own sku. */
  productSku: string;
  /** The line's variant sku when the edit began. */
  sku: string;
  qty: number;
}

export type LineEditPlan =
  /** Nothing changed: only close edit mode. */
  | { kind: 'unchanged' }
  /** Same variant, other quantity: set the line's quantity. */
  | { kind: 'set-qty'; qty: number }
  /** Another variant: add it with the quantity (merging into a line of that variant), then remove the old line. */
  | { kind: 'replace'; sku: string; qty: number };

export function planLineEdit(edit: Pick<CartEditState, 'sku' | 'qty'>, chosenSku: string, qty: number): LineEditPlan {
  if (chosenSku !== edit.sku) return { kind: 'replace', sku: chosenSku, qty };
  return qty === edit.qty ? { kind: 'unchanged' } : { kind: 'set-qty', qty };
}

/** The edit state of a line; the product is the parent for configured lines. */
export function startLineEdit(line: { checksum: string; sku: string; parentSku?: string; qty: number }): CartEditState {
  return { checksum: line.checksum, productSku: line.parentSku || line.sku, sku: line.sku, qty: line.qty };
}
