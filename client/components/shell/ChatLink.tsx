import type { MouseEvent } from 'react';
import { SHOP } from '../../../shared/brands.js';
import { useT } from '../../i18n.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { CHAT_MODAL } from '../../shell/panels.js';
import { openModal } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';
import { isDesktopViewport } from '../ui/use-media-query.js';

/** The chat link (spec 01 §1): from 1024 px it opens the QR-code modal, on a phone it opens the chat directly. */
export function ChatLink({ className }: { className?: string }) {
  const t = useT();
  const loadModal = useLoadOnIntent(CHAT_MODAL);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isDesktopViewport()) return;
    event.preventDefault();
    openModal('chat');
  };
  return (
    <a href={SHOP.chatUrl} className={className ? `chat-link ${className}` : 'chat-link'} target="_blank" rel="noopener noreferrer" onClick={onClick} {...loadModal}>
      <Icon name="chat" size={20} />
      {t('Chat with us')}
    </a>
  );
}
