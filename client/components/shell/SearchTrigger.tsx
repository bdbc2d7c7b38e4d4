import { useT } from '../../i18n.js';
import { setSearchpanel, useUi } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';

/** Looks like the search field; opens the search panel (which closes the mobile menu, spec 01 §4). */
export function SearchTrigger({ className }: { className?: string }) {
  const t = useT();
  const open = useUi((state) => state.searchpanel);
  return (
    <button
      type="button"
      className={className ? `search-trigger ${className}` : 'search-trigger'}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setSearchpanel(true)}
    >
      <Icon name="search" size={20} />
      <span className="search-trigger__placeholder">{t('Search for shoes, styles, sizes…')}</span>
      <span className="visually-hidden">{t('Open search')}</span>
    </button>
  );
}
