import { useTranslation } from 'react-i18next';
import { SMART_MESSAGES_DAILY_LIMIT } from '@amora/contracts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { useGetSmartMessagesQuery } from './api.ts';
import styles from './SmartMessages.module.css';

const STEPS = ['greeting', 'suitable', 'replies'] as const;

/**
 * Spec 2 §2: how smart messages work and whether they can be turned off. While they are on, it
 * offers to turn them off (the thread opens the disable confirmation); while off, to turn them on.
 */
export function SmartMessagesExplanation({ onEnable, onDisable, onClose }: { onEnable: () => void; onDisable: () => void; onClose: () => void }) {
  const { t } = useTranslation('smart-messages');
  const { data: isSubscribed } = useGetSmartMessagesQuery();
  const action = isSubscribed === undefined ? [] : isSubscribed ? [{ label: t('explanation.disable'), onClick: onDisable, variant: 'secondary' as const }] : [{ label: t('explanation.enable'), onClick: onEnable }];
  return (
    <Popup title={t('explanation.title')} buttons={[...action, { label: t('explanation.close'), onClick: onClose, variant: 'ghost' }]} onClose={onClose}>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`explanation.steps.${step}`, { limit: SMART_MESSAGES_DAILY_LIMIT })}</li>
        ))}
      </ol>
      <p className={styles.note}>{t('explanation.canDisable')}</p>
    </Popup>
  );
}
