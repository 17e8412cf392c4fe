import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup.tsx';
import styles from './Thread.module.css';

const PREMIUM_BENEFITS = ['deliver', 'firstMessage', 'seeWho'] as const;
/** The demo's coin grant (a command, not words: it is the same in every language). */
const GRANT_COMMAND = 'npm run grant';

/**
 * Code 130: a paid gift and too few coins, nothing sent. Until the payments work lands, coins
 * come from the demo's grant command (DESIGN.md §13 "Before payments exist").
 */
export function CoinsPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <Popup title={t('thread.coins.title')} description={t('thread.coins.text')} buttons={[{ label: t('thread.coins.close'), onClick: onClose }]} onClose={onClose}>
      <p className={styles.popupNote}>
        {t('thread.coins.demo')} <code>{GRANT_COMMAND}</code>
      </p>
    </Popup>
  );
}

/** The paywall entry of a held message (DESIGN.md §14): what premium does for it; no price until payments exist (DESIGN.md §13). */
export function PremiumPopup({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <Popup title={t('thread.premium.title')} description={t('thread.premium.text', { name })} buttons={[{ label: t('thread.premium.close'), onClick: onClose }]} onClose={onClose}>
      <ul className={styles.benefits}>
        {PREMIUM_BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`thread.premium.benefits.${benefit}`)}</li>
        ))}
      </ul>
    </Popup>
  );
}

/** Code 132: the member blocked this person; nothing goes either way until they unblock. */
export function BlockedPopup({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return <Popup title={t('thread.blocked.title')} description={t('thread.blocked.text', { name })} buttons={[{ label: t('thread.blocked.close'), onClick: onClose }]} onClose={onClose} />;
}
