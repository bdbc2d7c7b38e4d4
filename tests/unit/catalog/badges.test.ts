import { describe, expect, it } from 'vitest';
import { productBadges } from '../../../shared/catalog/badges.js';

describe('product badges (spec 01 §3 hf_badge_label, §4 new between news_from_date and news_to_date, active special price)', () => {
  it('shows New and Sale from the facts', () => {
    expect(productBadges({ isNew: true, isReduced: true })).toEqual([
      { kind: 'new', text: 'New' },
      { kind: 'sale', text: 'Sale' },
    ]);
  });

  it("adds the editor's label when it says something else", () => {
    expect(productBadges({ isNew: false, isReduced: false, badgeLabel: ' Limited ' })).toEqual([{ kind: 'label', text: 'Limited' }]);
  });

  it('drops a label that repeats a badge, and an empty one', () => {
    expect(productBadges({ isNew: true, isReduced: false, badgeLabel: 'new' })).toEqual([{ kind: 'new', text: 'New' }]);
    expect(productBadges({ isNew: false, isReduced: false, badgeLabel: '  ' })).toEqual([]);
  });

  it("a label repeating a badge in the store view's language is not shown twice ('NEU NEU', issue 12 item 18)", () => {
    const german = (key: string) => ({ New: 'Neu', Sale: 'Sale' })[key] ?? key;
    expect(productBadges({ isNew: true, isReduced: false, badgeLabel: 'NEU' }, german)).toEqual([{ kind: 'new', text: 'New' }]);
    const italian = (key: string) => ({ New: 'Nuovo' })[key] ?? key;
    expect(productBadges({ isNew: true, isReduced: false, badgeLabel: 'Nuovo' }, italian)).toEqual([{ kind: 'new', text: 'New' }]);
  });
});
