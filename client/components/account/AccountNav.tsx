import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { ACCOUNT_SECTIONS, SECTION_TITLES, type AccountSection } from './account-sections.js';
import { LogoutButton } from './LogoutButton.js';

/** The account's section list: a column beside the content on wide screens, a scrolling row on phones. */
export function AccountNav({ current, basePath }: { current: AccountSection; basePath: string }) {
  const t = useT();
  return (
    <nav className="account-nav" aria-label={t('My account')}>
      <ul className="account-nav__list">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={`${basePath}?section=${section}`} className="account-nav__link" aria-current={section === current ? 'page' : undefined}>
              {t(SECTION_TITLES[section])}
            </Link>
          </li>
        ))}
      </ul>
      <LogoutButton className="account-nav__logout" />
    </nav>
  );
}
