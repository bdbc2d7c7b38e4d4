import { useEffect, useRef } from 'react';
import { Link } from '../ui/Link.js';
import { useT } from '../../i18n.js';
import { ACCOUNT_SECTIONS, SECTION_TITLES, type AccountSection } from './account-sections.js';
import { LogoutButton } from './LogoutButton.js';

/** The account's section list: a column beside the content on wide screens, a scrolling row on phones. */
export function AccountNav({ current, basePath }: { current: AccountSection; basePath: string }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the list scrolls sideways: bring the current section into view without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && link && list.scrollWidth > list.clientWidth) list.scrollLeft = link.offsetLeft - list.offsetLeft - 16;
  }, [current]);
  return (
    <nav className="account-nav" aria-label={t('My account')}>
      <ul className="account-nav__list" ref={listRef}>
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
