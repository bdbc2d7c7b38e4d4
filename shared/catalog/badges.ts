// The badges a product shows (spec 01 §3 display attributes, §4 "counts as new"): New while the news window is
// open, Sale while a special price is active, and the editor's hf_badge_label when it says something else.
export type BadgeKind = 'new' | 'sale' | 'label';

export interface ProductBadge {
  kind: BadgeKind;
  /** For 'new' and 'sale' the English text (a translation key); for 'label' the editor's text as it is. */
  text: string;
}

export function productBadges(facts: { isNew: boolean; isReduced: boolean; badgeLabel?: string | null }): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (facts.isNew) badges.push({ kind: 'new', text: 'New' });
  if (facts.isReduced) badges.push({ kind: 'sale', text: 'Sale' });
  const label = facts.badgeLabel?.trim();
  // The label often repeats a badge ('New'); shown only when it adds something.
  if (label && !badges.some((badge) => badge.text.toLowerCase() === label.toLowerCase())) badges.push({ kind: 'label', text: label });
  return badges;
}
