import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isStickerType, messengerErrorKey, type Message, type MessengerCode, type StickerType } from '@amora/contracts';
import { MessageBubble } from '../../../shared/ui/MessageBubble.tsx';
import type { MessageStatus } from '../../../shared/ui/MessageStatusIcon.tsx';
import { buttonClass } from '../../../shared/ui/button.ts';
import { GiftImage, StickerImage } from '../pickers/CatalogueImages.tsx';
import { decodeNumericEntities } from '../message-text.ts';
import { PromptQuestion } from './PromptQuestion.tsx';
import type { Outgoing } from './messenger-state.ts';
import styles from './Thread.module.css';

const STICKER_SIZE = 120;
const GIFT_SIZE = 96;

/**
 * Spec 3 §4 "Message status display" for the member's own messages: unsent (held, or a send that
 * failed), read (double check), delivered (single check); nothing while it is on its way, and
 * nothing on the other member's messages.
 */
export function statusOf(message: Message, outgoing: Outgoing | undefined): MessageStatus {
  if (message.isIncoming) return 'unspecified';
  if (message.isPreload) return outgoing?.status === 'failed' ? 'unsent' : 'unspecified';
  if (!message.isSent) return 'unsent';
  return message.isRead ? 'read' : 'delivered';
}

/** What a quoted or replied message says in a line: its text, or what kind of thing it was. */
export function QuoteText({ message }: { message: Pick<Message, 'type' | 'text' | 'isDeleted'> }) {
  const { t } = useTranslation('messenger');
  if (message.isDeleted) return <>{t('thread.quote.deleted')}</>;
  if (message.text) return <>{decodeNumericEntities(message.text)}</>;
  return <>{t(`thread.quote.${message.type === 'sticker' || message.type === 'gift' ? message.type : 'other'}`)}</>;
}

/** Why a send failed, in the member's words: no connection, a refusal the contract names (`messenger.errors.*`), or just "not sent". */
function failureText(code: number | null, t: (key: string) => string): string {
  if (code === null) return t('thread.failed.network');
  const key = messengerErrorKey[code as MessengerCode] as string | undefined;
  return key ? t(key.slice('messenger.'.length)) : t('thread.failed.refused');
}

export interface MessageItemProps {
  message: Message;
  otherName: string;
  outgoing: Outgoing | undefined;
  onMenu: (message: Message) => void;
  onRetry: (requestId: string) => void;
  onPremium: () => void;
}

/**
 * One message of the thread: a system line (match, ice breaker), or a bubble with its quote,
 * sticker, gift or text (as text, entities decoded, never HTML), time and status. A tap, Enter
 * or a right click opens its menu. A failed send offers a retry; a held one the way to premium.
 */
export function MessageItem({ message, otherName, outgoing, onMenu, onRetry, onPremium }: MessageItemProps) {
  const { t } = useTranslation('messenger');
  if (message.type === 'userMatch' || message.type === 'iceBreaker') {
    return (
      <li className={styles.system}>
        <p>{message.type === 'userMatch' ? t('thread.system.userMatch', { name: otherName }) : message.text ? decodeNumericEntities(message.text) : t('thread.system.iceBreaker', { name: otherName })}</p>
      </li>
    );
  }

  const own = !message.isIncoming;
  const status = statusOf(message, outgoing);
  const sticker = message.type === 'sticker' && message.stickerType && isStickerType(message.stickerType) ? (message.stickerType as StickerType) : null;
  const gift = message.type === 'gift' && message.giftType !== null ? message.giftType : null;
  const header =
    message.type === 'gift'
      ? { text: own ? t('thread.header.giftSent') : t('thread.header.giftReceived', { name: otherName }), sentiment: 'positive' as const }
      : message.type === 'conversationPrompt'
        ? { text: own ? t('thread.header.promptAnswered') : t('thread.header.promptAnsweredBy', { name: otherName }) }
        : message.type === 'greeting'
          ? { text: t('thread.header.greeting') }
          : undefined;
  const text = message.text && message.type !== 'sticker' && message.type !== 'gift' ? <span className={styles.text}>{decodeNumericEntities(message.text)}</span> : null;
  const fallback = !text && !sticker && gift === null ? <span className={styles.text}>{t('thread.unsupported')}</span> : null;
  const failed = message.isPreload && outgoing?.status === 'failed';

  const openMenu = () => onMenu(message);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu();
    }
  };

  return (
    <li className={styles.messageRow} data-own={own} data-preload={(message.isPreload && !failed) || undefined}>
      <div
        className={styles.bubbleTarget}
        role="button"
        tabIndex={0}
        aria-haspopup="dialog"
        onClick={openMenu}
        onKeyDown={onKeyDown}
        onContextMenu={(event) => {
          event.preventDefault();
          openMenu();
        }}
      >
        <MessageBubble
          own={own}
          bare={sticker !== null && !header && !message.repliedMessage}
          header={header}
          quote={
            message.repliedMessage ? (
              <>
                <span className={styles.quoteAuthor}>{message.repliedMessage.isIncoming ? otherName : t('thread.quote.you')}</span>
                <span className={styles.quoteText}>
                  <QuoteText message={message.repliedMessage} />
                </span>
              </>
            ) : message.type === 'conversationPrompt' && message.questionId !== null ? (
              <span className={styles.quoteText}>
                <PromptQuestion questionId={message.questionId} />
              </span>
            ) : undefined
          }
          body={sticker ? <StickerImage type={sticker} size={STICKER_SIZE} /> : gift !== null ? <GiftImage id={gift} size={GIFT_SIZE} /> : undefined}
          content={text || fallback ? { text: text ?? fallback } : undefined}
          info={{ time: message.createDate, status, statusText: message.isPreload && !failed ? t('thread.status.sending') : undefined }}
        />
      </div>
      {failed && (
        <p className={styles.note}>
          <span>{failureText(outgoing.code, t)}</span>
          <button type="button" className={buttonClass('ghost', { small: true })} onClick={() => onRetry(outgoing.requestId)}>
            {t('thread.failed.retry')}
          </button>
        </p>
      )}
      {!message.isPreload && own && !message.isSent && (
        <p className={styles.note}>
          <span>{t('thread.held.text', { name: otherName })}</span>
          <button type="button" className={buttonClass('ghost', { small: true })} onClick={onPremium}>
            {t('thread.held.premium')}
          </button>
        </p>
      )}
    </li>
  );
}
