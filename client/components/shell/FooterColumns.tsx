import type { Brand } from '../../../shared/brands.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { AccountLink } from './AccountLink.js';
import { footerColumns } from './footer-links.js';

/**
 * The footer's link groups (spec 01 §2) and the static shop pages, in three columns. Plain anchors followed by the
 * app (client/shell/spa-links.ts): every page hydrates the footer, and a <Link> each would run its hooks ~20 times.
 */
export function FooterColumns({ brand }: { brand: Brand }) {
  const t = useT();
  const store = useStoreView();
  return (
    <>
      {footerColumns(brand).map((column) => (
        <nav className="footer-column" key={column.title} aria-label={t(column.title)}>
          <h2 className="footer-heading">{t(column.title)}</h2>
          <ul className="footer-column__links">
            {column.links.map((link) => (
              <li key={link.path}>
                {link.account ? (
                  <AccountLink>{t(link.label)}</AccountLink>
                ) : (
                  <a href={localizePath(store.code, link.path)} data-spa-link="">
                    {t(link.label)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
