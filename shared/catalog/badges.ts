// The badges a product shows (spec 01 §3 display attributes, §4 "counts as new"): New while the news window is
// open, Sale while a special price is active, and the editor's hf_badge_label when it says something else.
export type BadgeKind = 'new' | 'sale' | 'label';

export interface ProductBadge {
  kind: BadgeKind;
  /** For 'new' and 'sale' the English text (a translation key); for 'label' the editor's text as it is. */
  text: string;
}

/** `translate` gives a badge's text in the store view's language, which the editor's label is compared with too. */
export function productBadges(facts: { isNew: boolean; isReduced: boolean; badgeLabel?: string | null }, translate: (key: string) => string = (key) => key): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (facts.isNew) badges.push({ kind: 'new', text: 'New' });
  if (facts.isReduced) badges.push({ kind: 'sale', text: 'Sale' });
  const label = facts.badgeLabel?.trim();
  // The label often repeats a badge ('New'); shown only when it adds something.
  const repeats = (badge: ProductBadge) => [badge.text, translate(badge.text)].some((text) => text.toLowerCase() === label!.toLowerCase());
  if (label && !badges.some(repeats)) badges.push({ kind: 'label', text: label });
  return badges;
}
