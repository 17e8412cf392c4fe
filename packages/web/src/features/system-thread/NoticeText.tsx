import { useTranslation } from 'react-i18next';
import type { SystemMessage } from '@amora/contracts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import styles from './SystemThread.module.css';

/** The safety tips of the welcome note, in the order they are shown. */
const WELCOME_TIPS = ['money', 'public', 'report'] as const;

/** A notice's first line: the bubble's header and the dialog list's preview. */
export function useNoticeTitle(): (message: SystemMessage) => string {
  const { t } = useTranslation('system-thread');
  const brand = useBrand();
  return (message) => t(`kinds.${message.kind}.title`, { brand: brand.name });
}

/** A notice's words in the member's language of the moment: stored as a kind and params, never as text. */
export function NoticeText({ message }: { message: SystemMessage }) {
  const { t } = useTranslation('system-thread');
  const brand = useBrand();
  if (message.kind === 'welcome') {
    return (
      <>
        <span className={styles.paragraph}>{t('kinds.welcome.text', { brand: brand.name })}</span>
        <span className={styles.paragraph}>{t('kinds.welcome.tipsIntro')}</span>
        <ul className={styles.tips}>
          {WELCOME_TIPS.map((tip) => (
            <li key={tip}>{t(`kinds.welcome.tips.${tip}`)}</li>
          ))}
        </ul>
      </>
    );
  }
  if (message.kind === 'photoRejected') {
    return (
      <>
        <span className={styles.paragraph}>{t(`kinds.photoRejected.reasons.${message.params.reason ?? 'unknown'}`)}</span>
        <span className={styles.paragraph}>{t('kinds.photoRejected.text')}</span>
      </>
    );
  }
  return <span className={styles.paragraph}>{t(`kinds.${message.kind}.text`, { brand: brand.name })}</span>;
}
