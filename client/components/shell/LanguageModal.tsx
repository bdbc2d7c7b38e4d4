import { useLocation } from 'react-router';
import { STORE_VIEWS } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { closeModal, useUi } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';
import { Modal } from '../ui/Modal.js';
import { pathInStore } from './store-switch.js';

/** Lists the three store views, each linking to the same page in that store (full page load: new language). */
export function LanguageModal() {
  const t = useT();
  const current = useStoreView();
  const location = useLocation();
  const open = useUi((state) => state.modal === 'language');
  return (
    <Modal open={open} onClose={closeModal} title={t('Choose your language')} size="sm" description={t('Prices are in euros in every store.')}>
      <ul className="language-list">
        {STORE_VIEWS.map((view) => (
          <li key={view.code}>
            <a
              className="language-list__link"
              href={pathInStore(location.pathname, location.search, view.code)}
              hrefLang={view.locale}
              lang={view.locale}
              aria-current={view.code === current.code ? 'true' : undefined}
            >
              <span className="language-list__code" aria-hidden="true">
                {view.language.toUpperCase()}
              </span>
              <span className="language-list__label">{view.label}</span>
              {view.code === current.code ? <Icon name="check" size={20} className="language-list__check" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
