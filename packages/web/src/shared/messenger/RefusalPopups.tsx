import { useTranslation } from 'react-i18next';
import { Popup } from '../ui/Popup.tsx';
import styles from './SendPopups.module.css';

/** The demo's coin grant (a command, not words: it is the same in every language). */
const GRANT_COMMAND = 'npm run grant';

/**
 * Code 130 (402): a paid gift and too few coins, nothing sent. Until the payments work lands,
 * coins come from the demo's grant command (DESIGN.md §13 "Before payments exist").
 */
export function CoinsPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <Popup title={t('thread.coins.title')} description={t('thread.coins.text')} buttons={[{ label: t('thread.coins.close'), onClick: onClose }]} onClose={onClose}>
      <p className={styles.note}>
        {t('thread.coins.demo')} <code>{GRANT_COMMAND}</code>
      </p>
    </Popup>
  );
}

/** Code 132 (403): the member blocked this person; nothing goes either way until they unblock. */
export function BlockedPopup({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return <Popup title={t('thread.blocked.title', { name })} description={t('thread.blocked.text', { name })} buttons={[{ label: t('thread.blocked.close'), onClick: onClose }]} onClose={onClose} />;
}
