import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_PANEL } from '../../shell/panels.js';
import { setSearchpanel, useUi } from '../../stores/ui-store.js';

const close = () => setSearchpanel(false);

/** Where the search panel opens: mounted while the ui-store says so, closed by any navigation. */
export function SearchPanelSlot() {
  const { key } = useLocation();
  const open = useUi((state) => state.searchpanel);
  useEffect(() => close(), [key]);
  return open ? <SEARCH_PANEL.Panel onClose={close} /> : null;
}
