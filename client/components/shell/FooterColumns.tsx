import { Link } from '../ui/Link.js';
import type { Brand } from '../../../shared/brands.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { AccountLink } from './AccountLink.js';
import { footerColumns } from './footer-links.js';

/** The footer's link groups (spec 01 §2) and the static shop pages, in three columns. */
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
                  <Link to={localizePath(store.code, link.path)}>{t(link.label)}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
