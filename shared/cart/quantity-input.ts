// What a quantity typed into a cart line means (issue 12 item 10): 0 is the wish to remove the line, which the
// cart asks to confirm (spec 02 §9 "asks before removing a product"); it never silently becomes 1. Anything else
// goes to the cart's quantity rules (spec 02 §5), which explain a bad value.
export type QuantityIntent = { kind: 'unchanged' } | { kind: 'remove' } | { kind: 'change'; qty: string };

export function quantityInputIntent(draft: string, current: number): QuantityIntent {
  const typed = draft.trim();
  if (typed === String(current)) return { kind: 'unchanged' };
  if (typed !== '' && Number(typed) === 0) return { kind: 'remove' };
  return { kind: 'change', qty: typed };
}
