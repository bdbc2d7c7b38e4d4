import { Link } from '../ui/Link.js';
import type { Brand } from '../../../shared/brands.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { Logo } from './Logo.js';

/** The checkout header: the logo, a secure-checkout note and the way back to the shop. */
export function MinimalHeader({ brand }: { brand: Brand }) {
  const t = useT();
  const store = useStoreView();
  return (
    <header className="minimal-header">
      <div className="container minimal-header__inner">
        <Link to={localizePath(store.code, '/')} className="minimal-header__back">
          <Icon name="chevron-right" size={18} className="icon--flip" />
          <span>{t('Continue shopping')}</span>
        </Link>
        <Logo brand={brand} />
        <p className="minimal-header__secure">
          <Icon name="lock" size={18} />
          <span>{t('Secure checkout')}</span>
        </p>
      </div>
    </header>
  );
}
