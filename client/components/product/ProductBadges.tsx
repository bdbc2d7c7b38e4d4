import { productBadges } from '../../../shared/catalog/badges.js';
import { useT } from '../../i18n.js';

/** New, Sale and the editor's label above the product's name. */
export function ProductBadges({ isNew, isReduced, badgeLabel }: { isNew: boolean; isReduced: boolean; badgeLabel: string | null }) {
  const t = useT();
  const badges = productBadges({ isNew, isReduced, badgeLabel }, (key) => t(key));
  if (!badges.length) return null;
  return (
    <ul className="product-badges" aria-label={t('Product highlights')}>
      {badges.map((badge) => (
        <li key={badge.kind} className={`badge badge--${badge.kind}`}>
          {badge.kind === 'label' ? badge.text : t(badge.text)}
        </li>
      ))}
    </ul>
  );
}
