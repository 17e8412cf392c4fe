import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THREAD_LIST_TUTORIAL_LIMIT } from '../../shared/tutorials/tutorial-rules.ts';
import { TutorialTooltip } from '../../shared/tutorials/TutorialTooltip.tsx';
import { useTutorial } from '../../shared/tutorials/use-tutorial.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { DisableSmartMessagesPopup } from './DisableSmartMessagesPopup.tsx';
import { SmartMessagesActivationPopup } from './SmartMessagesActivationPopup.tsx';
import { SmartMessagesExplanation } from './SmartMessagesExplanation.tsx';
import { useGetSmartMessagesQuery } from './api.ts';
import styles from './SmartMessages.module.css';

type Step = 'activation' | 'explanation' | 'disable' | null;

/** The screen the entry sits on, sent as the enabling call's `context`. */
const CONTEXT = 'dialogs';

/**
 * The dialog list's way to smart messages (spec 2 §2 "Smart messages popups"): while they are off
 * it opens the activation popup; while on, how they work, from where the member can turn them off
 * (the confirmation says how many people replied). The switch's pushes come from the popups.
 */
export function SmartMessagesEntry() {
  const { t } = useTranslation('smart-messages');
  const { data: isSubscribed } = useGetSmartMessagesQuery();
  const [step, setStep] = useState<Step>(null);
  const close = () => setStep(null);
  const tip = useTutorial('thread_list_smart_message', { limit: THREAD_LIST_TUTORIAL_LIMIT, when: isSubscribed === false });
  const openStep = () => setStep(isSubscribed ? 'explanation' : 'activation');

  return (
    <>
      <TutorialTooltip tutorial={tip} block align="start" placement="bottom">
        <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={openStep}>
          <span className={styles.entryIcon}>
            <Icon name="sparkle" size={20} />
          </span>
          <span className={styles.entryText}>
            <span className={styles.entryTitle}>{t('entry.label')}</span>
            <span className={styles.entryHint}>{isSubscribed ? t('entry.onHint') : t('entry.offHint')}</span>
          </span>
          {isSubscribed ? <span className={styles.onLabel}>{t('entry.on')}</span> : <Icon name="chevron" size={16} />}
        </button>
      </TutorialTooltip>
      {step === 'activation' && <SmartMessagesActivationPopup context={CONTEXT} onClose={close} />}
      {step === 'explanation' && <SmartMessagesExplanation onEnable={() => setStep('activation')} onDisable={() => setStep('disable')} onClose={close} />}
      {step === 'disable' && <DisableSmartMessagesPopup onClose={close} />}
    </>
  );
}
