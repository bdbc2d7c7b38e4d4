import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { needsCookieNotice } from '../../../shared/consent/claims.js';
import { readClaims } from '../../consent/consent-claims.js';
import { consentStore, scheduleCookieNotice } from '../../consent/consent-store.js';
import { useStoreView } from '../../i18n.js';
import { COOKIE_NOTICE } from '../../shell/panels.js';
import { useStore } from '../../stores/create-store.js';

const closeForThisPage = () => consentStore.setState({ noticeOpen: false });

/**
 * Where the cookie notice opens (spec 01 §4 step 1): 1 s after start when no current choice exists. Its code starts
 * loading at once on such a visit, so that it is there in time. The settings page shows the same choices itself.
 */
export function CookieNoticeSlot() {
  const { language } = useStoreView();
  const open = useStore(consentStore, (state) => state.noticeOpen);
  const onSettingsPage = useMatches().some((match) => (match.handle as { screen?: string } | undefined)?.screen === 'cookie-settings');
  useEffect(() => scheduleCookieNotice(), []);
  useEffect(() => {
    if (!onSettingsPage && needsCookieNotice(readClaims(), new Date())) COOKIE_NOTICE.preload(language);
  }, [language, onSettingsPage]);
  return open && !onSettingsPage ? <COOKIE_NOTICE.Panel onClose={closeForThisPage} /> : null;
}
