import { SHOP } from '../../../shared/brands.js';
import { useT } from '../../i18n.js';
import { closeModal, useUi } from '../../stores/ui-store.js';
import { Modal } from '../ui/Modal.js';
import { QrCode } from '../ui/QrCode.js';

/** The desktop chat modal: a QR code that opens the chat on the shopper's phone. */
export function ChatModal() {
  const t = useT();
  const open = useUi((state) => state.modal === 'chat');
  return (
    <Modal open={open} onClose={closeModal} title={t('Chat with us')} size="sm" description={t('Scan the code with your phone camera to start a chat with our shoemakers.')}>
      <div className="chat-modal">
        <QrCode value={SHOP.chatUrl} size={208} label={t('QR code for the chat')} />
        <a href={SHOP.chatUrl} target="_blank" rel="noopener noreferrer" className="text-link">
          {t('Open the chat in this browser instead')}
        </a>
      </div>
    </Modal>
  );
}
