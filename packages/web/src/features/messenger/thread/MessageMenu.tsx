import { useTranslation } from 'react-i18next';
import type { Message } from '@amora/contracts';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { decodeNumericEntities } from '../message-text.ts';
import { QuoteText } from './MessageItem.tsx';
import styles from './Thread.module.css';

/** Only the member's own messages that reached the server may be deleted (spec 2 §5). */
export const canDelete = (message: Message) => !message.isIncoming && !message.isPreload;
/** A reply quotes a message the server has. */
export const canReply = (message: Message) => !message.isPreload;

/**
 * The message's context menu (spec 2 §2): reply, copy (when it has text) and delete (own,
 * never a preload), under a quote of the message it acts on.
 */
export function MessageMenu({ message, onReply, onCopy, onDelete, onClose }: { message: Message; onReply: () => void; onCopy: (text: string) => void; onDelete: () => void; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  const text = message.text ? decodeNumericEntities(message.text) : null;
  const buttons = [
    ...(canReply(message) ? [{ label: t('thread.menu.reply'), variant: 'secondary' as const, onClick: onReply }] : []),
    ...(text ? [{ label: t('thread.menu.copy'), variant: 'secondary' as const, onClick: () => onCopy(text) }] : []),
    ...(canDelete(message) ? [{ label: t('thread.menu.delete'), variant: 'danger' as const, onClick: onDelete }] : []),
  ];
  return (
    <Popup title={t('thread.menu.title')} align="bottom" buttons={buttons} onClose={onClose}>
      <blockquote className={styles.menuQuote}>
        <QuoteText message={message} />
      </blockquote>
    </Popup>
  );
}
