import { AppLink } from '../ui/AppLink.js';
import type { Brand } from '../../../shared/brands.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';

/** The shop's wordmark, a link to the home page of the current store view. */
export function Logo({ brand, className }: { brand: Brand; className?: string }) {
  const t = useT();
  const store = useStoreView();
  // The visible wordmark is the link's name (WCAG 2.5.3 label in name); every shopper knows it leads home.
  return (
    <AppLink to={localizePath(store.code, '/')} className={className ? `logo ${className}` : 'logo'}>
      <span className="logo__name">{brand.name}</span>
      <span className="logo__sub">{t('Shoe manufactory')}</span>
    </AppLink>
  );
}
