import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TEXT_MAX_LENGTH, type Message } from '@amora/contracts';
import { MessageTextarea } from '../../../shared/ui/MessageTextarea.tsx';
import { CloseGlyph } from '../../../shared/ui/glyphs.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { QuoteText } from './MessageItem.tsx';
import styles from './Thread.module.css';

export interface ComposerProps {
  otherName: string;
  replyTo: Message | null;
  onCancelReply: () => void;
  onSendText: (text: string) => void;
  onStickers: () => void;
  onGifts: () => void;
}

/** A hardware keyboard's Enter sends; on a touch screen Enter is a new line and the button sends. */
const enterSends = () => typeof matchMedia === 'function' && !matchMedia('(pointer: coarse)').matches;

/**
 * The thread's composer: the quote of the message being replied to (with its cancel), the
 * sticker and gift buttons, the growing textarea, and the send button, disabled while the
 * trimmed text is empty (spec 2 §5).
 */
export function Composer({ otherName, replyTo, onCancelReply, onSendText, onStickers, onGifts }: ComposerProps) {
  const { t } = useTranslation('messenger');
  const [text, setText] = useState('');
  const empty = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty) return;
    onSendText(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && enterSends()) submit(event);
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      {replyTo && (
        <div className={styles.replyBar}>
          <div className={styles.replyQuote}>
            <span className={styles.quoteAuthor}>{t('thread.reply.to', { name: replyTo.isIncoming ? otherName : t('thread.quote.you') })}</span>
            <span className={styles.quoteText}>
              <QuoteText message={replyTo} />
            </span>
          </div>
          <button type="button" className={styles.iconButton} aria-label={t('thread.reply.cancel')} onClick={onCancelReply}>
            <CloseGlyph />
          </button>
        </div>
      )}
      <div className={styles.composerRow}>
        <button type="button" className={styles.iconButton} aria-label={t('thread.composer.stickers')} aria-haspopup="dialog" onClick={onStickers}>
          <Icon name="sticker" size={22} />
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('thread.composer.gifts')} aria-haspopup="dialog" onClick={onGifts}>
          <Icon name="gift" size={22} />
        </button>
        <MessageTextarea
          value={text}
          label={t('thread.composer.label')}
          placeholder={t('thread.composer.placeholder')}
          maxLength={MESSAGE_TEXT_MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={empty} aria-label={t('thread.composer.send')}>
          <Icon name="send" size={22} />
        </button>
      </div>
    </form>
  );
}
