import { useTranslation } from 'react-i18next';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { chatStore, closeChat } from '../lib/chat-widget.ts';
import { useStore } from '../lib/use-store.ts';

/** While the chat fills the screen, this tucks it away again. */
export function ChatCloseButton() {
  const { t } = useTranslation();
  const state = useStore(chatStore);
  if (state !== 'open') return null;
  return (
    <button type="button" className="chat-close" aria-label={t('chat.close')} onClick={closeChat}>
      <CloseOutline aria-hidden="true" />
    </button>
  );
}
