import { useT } from '../../i18n.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { VisuallyHidden } from '../ui/VisuallyHidden.js';
import { FILTER_PANEL_ID } from './filter-labels.js';
import { FiltersIcon } from './FiltersIcon.js';

/**
 * The phone's "Filters" control with the number of chosen values. Before hydration (and without JavaScript) it is a
 * link that opens the sidebar as a full-height panel through CSS :target; afterwards a button opening the dialog.
 */
export function FiltersButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const content = (
    <>
      <FiltersIcon />
      <span>{t('Filters')}</span>
      {count > 0 && (
        <>
          <span className="listing-filters-button__count" aria-hidden="true">
            {count}
          </span>
          <VisuallyHidden>{t('({count} active)', { count })}</VisuallyHidden>
        </>
      )}
    </>
  );
  return hydrated ? (
    <button type="button" className="button button--secondary listing-filters-button" aria-haspopup="dialog" onClick={onOpen}>
      {content}
    </button>
  ) : (
    <a href={`#${FILTER_PANEL_ID}`} className="button button--secondary listing-filters-button">
      {content}
    </a>
  );
}
