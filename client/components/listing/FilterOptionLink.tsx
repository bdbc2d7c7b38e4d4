import { Link } from '../ui/Link.js';
import type { FilterOption } from '../../../shared/catalog/listing-facets.js';
import { useT } from '../../i18n.js';
import { VisuallyHidden } from '../ui/VisuallyHidden.js';

export interface FilterOptionLinkProps {
  option: FilterOption;
  /** The listing URL with this value toggled. */
  href: string;
  variant: 'check' | 'tile' | 'swatch';
}

/**
 * One filter value as a link (it works without JavaScript, spec 01 §2: the state lives in the query). Crawlers are
 * asked not to follow it: every combination is the same category. The count is read as "12 products".
 */
export function FilterOptionLink({ option, href, variant }: FilterOptionLinkProps) {
  const t = useT();
  return (
    <Link
      to={href}
      rel="nofollow"
      preventScrollReset
      className={`filter-option filter-option--${variant}${option.selected ? ' is-selected' : ''}`}
      aria-current={option.selected ? 'true' : undefined}
    >
      {variant === 'check' && <span className="filter-option__box" aria-hidden="true" />}
      {variant === 'swatch' && <span className="filter-option__swatch" style={{ background: option.swatch ?? 'transparent' }} aria-hidden="true" />}
      <span className="filter-option__label">{option.label}</span>
      {variant !== 'tile' && (
        <span className="filter-option__count" aria-hidden="true">
          {option.count}
        </span>
      )}
      <VisuallyHidden>
        {option.count === 1 ? t('1 product') : t('{count} products', { count: option.count })}
        {option.selected ? `, ${t('selected')}` : ''}
      </VisuallyHidden>
    </Link>
  );
}
