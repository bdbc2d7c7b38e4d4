import { useSearchParams } from 'react-router';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { useUser } from '../../session/session.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { sectionFrom, SECTION_TITLES } from './account-sections.js';
import { AccountNav } from './AccountNav.js';
import { AccountSectionContent } from './AccountSectionContent.js';
import { GuestPrompt } from './GuestPrompt.js';

/** /my-account: guests get the login prompt (also without JavaScript); customers their account sections. */
export function AccountScreen() {
  const t = useT();
  const store = useStoreView();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const profile = useUser((s) => s.current);
  const started = useUser((s) => s.sessionStarted);
  if (!profile) {
    if (hydrated && !started) return <div className="account-loading" role="status" aria-label={t('Loading…')} />;
    return <GuestPrompt />;
  }
  const section = sectionFrom(params.get('section'));
  const basePath = localizePath(store.code, '/my-account');
  return (
    <div className="account">
      <header className="account__header">
        <p className="account__eyebrow">{t('My account')}</p>
        <h1 className="page-heading account__title">{t('Hello, {name}', { name: profile.firstname })}</h1>
        <p className="account__email">{profile.email}</p>
      </header>
      <div className="account__layout">
        <AccountNav current={section} basePath={basePath} />
        <div className="account__content" aria-label={t(SECTION_TITLES[section])} role="region">
          <AccountSectionContent section={section} profile={profile} orderNumber={params.get('order')} basePath={basePath} />
        </div>
      </div>
    </div>
  );
}
