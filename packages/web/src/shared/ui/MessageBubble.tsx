import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import type { IconName } from './icon-names.ts';
import { MessageStatusIcon, type MessageStatus } from './MessageStatusIcon.tsx';
import type { Sentiment } from './sentiment.ts';
import styles from './MessageBubble.module.css';

export interface MessageBubbleProps {
  /** Sent by the viewer: sits at the end of the thread in the brand's tint. */
  own?: boolean;
  header?: { icon?: IconName; text: ReactNode; sentiment?: Sentiment };
  quote?: ReactNode;
  /** Media above the text: a photo, a gift, a sticker. */
  body?: ReactNode;
  content?: { text: ReactNode; blurred?: boolean; size?: 'small' | 'medium' };
  /** `time` in epoch ms. */
  info?: { time: number; statusText?: ReactNode; status?: MessageStatus };
  /** A sticker stands on its own, as the picture it is: no fill and no padding round it. */
  bare?: boolean;
}

/** One message of a thread (spec 3 §2): header, quote, body, content and info, each optional. */
export function MessageBubble({ own = false, header, quote, body, content, info, bare = false }: MessageBubbleProps) {
  const { t, i18n } = useTranslation('ui');
  return (
    <div className={styles.bubble} data-own={own} data-bare={bare}>
      {header && (
        <p className={styles.header} data-sentiment={header.sentiment ?? 'neutral'}>
          {header.icon && <Icon name={header.icon} size={16} />}
          <span>{header.text}</span>
        </p>
      )}
      {quote && <blockquote className={styles.quote}>{quote}</blockquote>}
      {body && <div className={styles.body}>{body}</div>}
      {content &&
        (content.blurred ? (
          // Blurred text is what a locked message looks like; it is not for reading, aloud or otherwise.
          <div className={styles.content} data-size={content.size ?? 'medium'} data-blurred="true">
            <span className="visually-hidden">{t('messageBubble.hidden')}</span>
            <p aria-hidden="true">{content.text}</p>
          </div>
        ) : (
          <div className={styles.content} data-size={content.size ?? 'medium'}>
            <p>{content.text}</p>
          </div>
        ))}
      {info && (
        <p className={styles.info}>
          <time dateTime={new Date(info.time).toISOString()}>
            {new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(info.time)}
          </time>
          {info.statusText && <span>{info.statusText}</span>}
          <MessageStatusIcon status={info.status ?? 'unspecified'} />
        </p>
      )}
    </div>
  );
}
