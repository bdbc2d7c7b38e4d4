import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { LEGAL_LINKS } from './footer-links.js';

/** Terms, privacy, imprint, withdrawal and cookie settings: in every footer, also the checkout's. */
export function LegalLinks({ className }: { className?: string }) {
  const t = useT();
  const store = useStoreView();
  return (
    <ul className={className ? `legal-links ${className}` : 'legal-links'}>
      {LEGAL_LINKS.map((link) => (
        <li key={link.path}>
          <Link to={localizePath(store.code, link.path)}>{t(link.label)}</Link>
        </li>
      ))}
    </ul>
  );
}
