import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { SMART_MESSAGES_DAILY_LIMIT, SMART_MESSAGES_PROGRESS_INTERVAL_MS, SMART_MESSAGES_PROGRESS_STAGES } from '@amora/contracts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { useEnableSmartMessagesMutation } from './api.ts';
import styles from './SmartMessages.module.css';

const BENEFITS = ['automatic', 'suitable', 'replies'] as const;

export interface SmartMessagesActivationPopupProps {
  /** The screen it was opened from, sent as the call's `context`. */
  context: string;
  /** Shows the "new" label by the title (the thread list's first offer). */
  isNew?: boolean;
  onClose: () => void;
}

/**
 * Spec 2 §2, §4 "Smart messages": step 1 offers them with their benefits; enabling moves to step
 * 2, whose bar goes through its stages (0, then 33, 66 at one interval, 100 at twice it) before
 * the "got it" button. The push "smart messages enabled" confirms the switch.
 */
export function SmartMessagesActivationPopup({ context, isNew = false, onClose }: SmartMessagesActivationPopupProps) {
  const { t } = useTranslation('smart-messages');
  const dispatch = useDispatch();
  const [enable, { isLoading, isError }] = useEnableSmartMessagesMutation();
  const [step, setStep] = useState<'enable' | 'activation'>('enable');

  const start = async () => {
    const result = await enable({ context });
    if ('error' in result) return;
    dispatch(showPush({ type: 'smart_messages_enabled', messageKey: 'smart-messages:pushes.enabled', tone: 'success' }));
    setStep('activation');
  };

  if (step === 'activation') return <ActivationStep onClose={onClose} />;
  return (
    <Popup
      title={t('enable.title')}
      description={t('enable.description', { limit: SMART_MESSAGES_DAILY_LIMIT })}
      buttons={[{ label: t('enable.start'), onClick: () => void start(), disabled: isLoading }]}
      onClose={onClose}
    >
      {isNew && <span className={styles.newLabel}>{t('enable.new')}</span>}
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`enable.benefits.${benefit}`)}</li>
        ))}
      </ul>
      {isError && (
        <p role="alert" className={styles.error}>
          {t('errors.failed')}
        </p>
      )}
    </Popup>
  );
}

/** Step 2: the bar's stages on their timers, then "got it". */
function ActivationStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('smart-messages');
  const [stage, setStage] = useState(0);
  useEffect(() => {
    // Stage 1 at once (after the bar painted at 0, so it moves), stage 2 at the interval, the last at twice it.
    const timers = [0, SMART_MESSAGES_PROGRESS_INTERVAL_MS, 2 * SMART_MESSAGES_PROGRESS_INTERVAL_MS].map((delay, i) => setTimeout(() => setStage(i + 1), delay));
    return () => timers.forEach(clearTimeout);
  }, []);
  const progress = SMART_MESSAGES_PROGRESS_STAGES[stage]!;
  const done = stage === SMART_MESSAGES_PROGRESS_STAGES.length - 1;

  return (
    <Popup
      title={done ? t('activation.doneTitle') : t('activation.title')}
      description={done ? t('activation.doneText', { limit: SMART_MESSAGES_DAILY_LIMIT }) : t(`activation.stages.${Math.max(stage, 1)}`)}
      buttons={done ? [{ label: t('activation.gotIt'), onClick: onClose }] : []}
      onClose={onClose}
    >
      <div className={styles.progress} role="progressbar" aria-label={t('activation.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className={styles.progressFill} style={{ width: `${progress}%` }} />
      </div>
    </Popup>
  );
}
