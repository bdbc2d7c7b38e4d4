import { AppLink } from '../ui/AppLink.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { LanguageButton } from './LanguageButton.js';

/** The thin bar above the header: the shop's promises (spec 02 §9), the factory shop and the language. */
export function PromoBar() {
  const t = useT();
  const store = useStoreView();
  return (
    <div className="promo-bar">
      <div className="container promo-bar__inner">
        <ul className="promo-bar__promises">
          <li>
            <Icon name="truck" size={16} />
            {t('Free shipping within the EU')}
          </li>
          <li className="promo-bar__secondary">
            <Icon name="return" size={16} />
            {t('30 days to return')}
          </li>
          <li className="promo-bar__secondary">
            <Icon name="check" size={16} />
            {t('Welted by hand in Baden-Baden')}
          </li>
        </ul>
        <div className="promo-bar__end">
          <AppLink to={localizePath(store.code, '/store-locator')} className="promo-bar__link promo-bar__secondary">
            {t('Factory shop')}
          </AppLink>
          <LanguageButton className="promo-bar__language" />
        </div>
      </div>
    </div>
  );
}
