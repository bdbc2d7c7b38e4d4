import { CHAT_MODAL, LANGUAGE_MODAL } from '../../shell/panels.js';
import { closeModal, useUi } from '../../stores/ui-store.js';

/** The shell's own modals (language switcher, chat), mounted while the ui-store opens them; their code loads lazily. */
export function ShellModals() {
  const modal = useUi((state) => state.modal);
  if (modal === 'language') return <LANGUAGE_MODAL.Panel onClose={closeModal} />;
  if (modal === 'chat') return <CHAT_MODAL.Panel onClose={closeModal} />;
  return null;
}
