import { useNavigate } from 'react-router';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { loadSession } from '../../session/session-loader.js';
import { Icon } from '../ui/Icon.js';

/** Logs out and goes to the home page (account page and mobile menu; shown to a customer, whose session is loaded). */
export function LogoutButton({ className }: { className?: string }) {
  const t = useT();
  const store = useStoreView();
  const navigate = useNavigate();
  const logout = async () => {
    await (await loadSession()).logout();
    void navigate(localizePath(store.code, '/'));
  };
  return (
    <button type="button" className={className ?? 'account-logout'} onClick={() => void logout()}>
      <Icon name="account" size={20} />
      {t('Log out')}
    </button>
  );
}
