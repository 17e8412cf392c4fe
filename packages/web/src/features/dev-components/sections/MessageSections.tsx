import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from '../../../shared/ui/MessageBubble.tsx';
import { MESSAGE_STATUSES, MessageStatusIcon } from '../../../shared/ui/MessageStatusIcon.tsx';
import { SubscriptionWidget } from '../../../shared/ui/SubscriptionWidget.tsx';
import { GallerySection } from '../GallerySection.tsx';
import { SOFIA } from '../sample-people.ts';
import styles from './sections.module.css';

const DAY_MS = 24 * 60 * 60_000;

/** A time of the day of `now`, for the thread's timestamps. */
function sameDay(now: number, hours: number, minutes: number): number {
  const at = new Date(now);
  at.setHours(hours, minutes, 0, 0);
  return at.getTime();
}

/** A conversation with Sofia that shows every part a bubble can have and each of the 4 statuses. */
export function MessageBubbleSection() {
  const { t } = useTranslation('dev-components');
  const [now] = useState(Date.now);
  const today = (hours: number, minutes: number) => sameDay(now, hours, minutes);
  return (
    <GallerySection id="message-bubble" component="MessageBubble">
      <div className={styles.thread}>
        <MessageBubble
          header={{ icon: 'heart', text: t('bubbles.matched'), sentiment: 'positive' }}
          content={{ text: t('bubbles.greeting') }}
          info={{ time: today(9, 41), status: 'unspecified' }}
        />
        <MessageBubble own quote={t('bubbles.quote')} content={{ text: t('bubbles.reply') }} info={{ time: today(9, 44), status: 'read' }} />
        <MessageBubble
          body={<img className={styles.bubblePhoto} src={SOFIA.photo} alt={t('people.photoOf', { name: SOFIA.name })} />}
          content={{ text: t('bubbles.photoCaption'), size: 'small' }}
          info={{ time: today(9, 52) }}
        />
        <MessageBubble own bare body={<img src="/stickers/coffee.svg" width={96} height={96} alt={t('bubbles.sticker')} />} info={{ time: today(9, 58), status: 'read' }} />
        <MessageBubble own content={{ text: t('bubbles.plan') }} info={{ time: today(10, 3), statusText: t('bubbles.edited'), status: 'delivered' }} />
        <MessageBubble
          own
          header={{ icon: 'error', text: t('bubbles.notSent'), sentiment: 'negative' }}
          content={{ text: t('bubbles.unsent') }}
          info={{ time: today(10, 5), status: 'unsent' }}
        />
        <MessageBubble header={{ icon: 'lock', text: t('bubbles.locked') }} content={{ text: t('bubbles.hidden'), blurred: true }} info={{ time: today(10, 12) }} />
      </div>
    </GallerySection>
  );
}

export function MessageStatusIconSection() {
  return (
    <GallerySection id="message-status-icon" component="MessageStatusIcon">
      <ul className={styles.statusRow}>
        {MESSAGE_STATUSES.map((status) => (
          <li key={status}>
            <span className={styles.statusIcon}>
              <MessageStatusIcon status={status} />
            </span>
            <code>{status}</code>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}

export function SubscriptionWidgetSection() {
  const { t, i18n } = useTranslation('dev-components');
  const [now] = useState(Date.now);
  const date = (inDays: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(now + inDays * DAY_MS);
  return (
    <GallerySection id="subscription-widget" component="SubscriptionWidget">
      <SubscriptionWidget
        icon="star"
        header={t('subscriptions.premium')}
        text={t('subscriptions.premiumText')}
        footer={t('subscriptions.renews', { date: date(23) })}
        sentiment="positive"
        active
      />
      <SubscriptionWidget icon="diamond" header={t('subscriptions.vip')} text={t('subscriptions.vipText')} footer={t('subscriptions.resumes', { date: date(9) })} active paused />
      <SubscriptionWidget icon="coins" header={t('subscriptions.coins')} text={t('subscriptions.coinsText')} footer={t('subscriptions.lastAttempt', { date: date(-1) })} sentiment="negative" />
    </GallerySection>
  );
}
