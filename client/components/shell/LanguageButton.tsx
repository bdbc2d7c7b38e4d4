import { useStoreView, useT } from '../../i18n.js';
import { openModal } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';

/** Opens the language switcher modal; shows the current store view's language. */
export function LanguageButton({ className }: { className?: string }) {
  const t = useT();
  const store = useStoreView();
  return (
    <button
      type="button"
      className={className ? `language-button ${className}` : 'language-button'}
      aria-haspopup="dialog"
      aria-label={t('Language: {language}. Change language', { language: store.label })}
      onClick={() => openModal('language')}
    >
      <Icon name="globe" size={18} />
      <span aria-hidden="true">{store.label}</span>
    </button>
  );
}
