import { useStoreView, useT } from '../../i18n.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { LANGUAGE_MODAL } from '../../shell/panels.js';
import { openModal } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';

/** Opens the language switcher modal; shows the current store view's language. */
export function LanguageButton({ className }: { className?: string }) {
  const t = useT();
  const store = useStoreView();
  const loadModal = useLoadOnIntent(LANGUAGE_MODAL);
  return (
    <button
      type="button"
      className={className ? `language-button ${className}` : 'language-button'}
      aria-haspopup="dialog"
      aria-label={t('Language: {language}. Change language', { language: store.label })}
      onClick={() => openModal('language')}
      {...loadModal}
    >
      <Icon name="globe" size={18} />
      <span aria-hidden="true">{store.label}</span>
    </button>
  );
}
