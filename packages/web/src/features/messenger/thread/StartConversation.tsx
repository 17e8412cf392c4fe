import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button.ts';
import styles from './StartConversation.module.css';

export interface StartConversationProps {
  name: string;
  /** Under the match's system lines: a card at the foot of the thread instead of the whole empty thread. */
  compact: boolean;
  onGreetings: () => void;
  onIceBreaker: () => void;
}

/**
 * The thread's conversation starter (`conversationStarter: {type: 'greeting'}`, nobody has written
 * yet): a ready-made greeting or an ice-breaker question, so the first words are never a blank page.
 */
export function StartConversation({ name, compact, onGreetings, onIceBreaker }: StartConversationProps) {
  const { t } = useTranslation('messenger');
  return (
    <section className={styles.start} data-compact={compact} aria-labelledby="start-conversation-title">
      {!compact && <WaveArt />}
      <h2 id="start-conversation-title" className={styles.title}>
        {t('thread.starter.title', { name })}
      </h2>
      <p className={styles.text}>{t('thread.starter.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary', { block: true })} aria-haspopup="dialog" onClick={onGreetings}>
          {t('thread.starter.greeting')}
        </button>
        <button type="button" className={buttonClass('secondary', { block: true })} aria-haspopup="dialog" onClick={onIceBreaker}>
          {t('thread.starter.iceBreaker')}
        </button>
      </div>
    </section>
  );
}

function WaveArt() {
  return (
    <svg width="88" height="88" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="var(--color-surface-2)" />
      <path d="M24 30h36a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6H42l-10 8v-8h-8a6 6 0 0 1-6-6V36a6 6 0 0 1 6-6z" fill="none" stroke="var(--color-primary)" strokeWidth="4" strokeLinejoin="round" />
      <path d="M33 45h18" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
      <path d="M66 40l6-6M70 48h8M66 56l6 6" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
