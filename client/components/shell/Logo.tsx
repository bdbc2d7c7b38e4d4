import { Link } from 'react-router';
import type { Brand } from '../../../shared/brands.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';

/** The shop's wordmark, a link to the home page of the current store view. */
export function Logo({ brand, className }: { brand: Brand; className?: string }) {
  const t = useT();
  const store = useStoreView();
  return (
    <Link to={localizePath(store.code, '/')} className={className ? `logo ${className}` : 'logo'} aria-label={t('{brand} – home', { brand: brand.name })}>
      <span className="logo__name">{brand.name}</span>
      <span className="logo__sub">{t('Shoe manufactory')}</span>
    </Link>
  );
}
