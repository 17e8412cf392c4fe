import { Fragment, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@amora/contracts';
import { buttonClass } from '../../../shared/ui/button.ts';
import { dayLabel, sameDay } from '../../../shared/time/message-time.ts';
import { MessageItem, type MessageItemProps } from './MessageItem.tsx';
import type { Outgoing } from './messenger-state.ts';
import { requestIdOf } from './thread-slice.ts';
import styles from './Thread.module.css';
import { useArrivalAnnouncement } from './use-arrival-announcement.ts';

/** Within this distance of the bottom the member is following along, and a new message scrolls into view. */
const FOLLOW_WITHIN_PX = 120;
/** Earlier messages load as the top comes within this distance (spec 2 §9 "Infinite scroll trigger"). */
const OLDER_WITHIN_PX = 600;

export interface MessageListProps extends Omit<MessageItemProps, 'message' | 'outgoing'> {
  messages: readonly Message[];
  outgoing: Record<string, Outgoing>;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The thread's messages, oldest first, with a separator at each new day. It opens at the newest
 * and stays there as messages come while the member is at the bottom; earlier pages load as the
 * member scrolls up (or with the button), without moving what is on screen.
 */
export function MessageList({ messages, outgoing, hasOlder, loadingOlder, onLoadOlder, ...item }: MessageListProps) {
  const { t, i18n } = useTranslation('messenger');
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const edges = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const top = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());
  const shown = messages.filter((message) => !message.isDeleted);
  const loadOlder = useEffectEvent(onLoadOlder);
  const arrival = useArrivalAnnouncement(shown, item.otherName);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || loadingOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder();
      },
      { root: scroller.current, rootMargin: `${OLDER_WITHIN_PX}px 0px 0px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loadingOlder, hasOlder]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = shown[0]?.id;
    const last = shown.at(-1)?.id;
    const before = edges.current;
    if (first !== before.first && last === before.last && before.first !== undefined) {
      // Older messages came in above: keep what the member was reading where it was.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (following.current || (last !== before.last && shown.at(-1)?.isPreload)) {
      element.scrollTop = element.scrollHeight;
    }
    edges.current = { first, last, height: element.scrollHeight };
  });

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN_PX;
      }}
    >
      {hasOlder && (
        <div ref={top} className={styles.older}>
          <button type="button" className={buttonClass('ghost', { small: true })} disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? t('thread.loadingOlder') : t('thread.older')}
          </button>
        </div>
      )}
      <ol className={styles.messages} aria-label={t('thread.listLabel')}>
        {shown.map((message, index) => {
          const previous = shown[index - 1];
          const newDay = !previous || !sameDay(previous.createDate, message.createDate);
          return (
            <Fragment key={message.id}>
              {newDay && (
                <li className={styles.day}>
                  <span>{dayLabel(message.createDate, now, i18n.language)}</span>
                </li>
              )}
              <MessageItem message={message} outgoing={message.isPreload ? outgoing[requestIdOf(message.id)] : undefined} {...item} />
            </Fragment>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {arrival}
      </p>
    </div>
  );
}
