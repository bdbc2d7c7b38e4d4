import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { LEGAL_LINKS } from './legal-links.js';

/** Terms, privacy, imprint, withdrawal and cookie settings: in every footer, also the checkout's. Plain anchors the app follows (spa-links.ts). */
export function LegalLinks({ className }: { className?: string }) {
  const t = useT();
  const store = useStoreView();
  return (
    <ul className={className ? `legal-links ${className}` : 'legal-links'}>
      {LEGAL_LINKS.map((link) => (
        <li key={link.path}>
          <a href={localizePath(store.code, link.path)} data-spa-link="">
            {t(link.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
