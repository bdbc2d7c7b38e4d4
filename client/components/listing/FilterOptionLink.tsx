import type { FilterOption } from '../../../shared/catalog/listing-facets.js';
import { useT } from '../../i18n.js';
import { KEEP_SCROLL } from '../../shell/spa-links.js';

export interface FilterOptionLinkProps {
  option: FilterOption;
  /** The listing URL with this value toggled. */
  href: string;
  variant: 'check' | 'tile' | 'swatch';
}

/**
 * One filter value as a link (it works without JavaScript, spec 01 §2: the state lives in the query). Crawlers are
 * asked not to follow it: every combination is the same category. The count is read as "12 products". A plain
 * anchor the app follows without resetting the scroll (client/shell/spa-links.ts), and a plain span for the hidden
 * text: a category hydrates ~50 of these, twice as many components as a <Link> and <VisuallyHidden> would make.
 */
export function FilterOptionLink({ option, href, variant }: FilterOptionLinkProps) {
  const t = useT();
  return (
    <a
      href={href}
      rel="nofollow"
      data-spa-link={KEEP_SCROLL}
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
      <span className="visually-hidden">
        {option.count === 1 ? t('1 product') : t('{count} products', { count: option.count })}
        {option.selected ? `, ${t('selected')}` : ''}
      </span>
    </a>
  );
}
