import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EnvelopeIllustration } from '../../shared/ui/EnvelopeIllustration.tsx';
import formStyles from '../../shared/ui/form.module.css';
import pageStyles from '../../shared/ui/PageLayout.module.css';
import { RecoveryLayout } from './RecoveryLayout.tsx';
import styles from './RecoveryPages.module.css';
import { SecondsLeft } from './SecondsLeft.tsx';
import { EmailAddress } from '../../shared/ui/EmailAddress.tsx';

/**
 * The page after a reset e-mail went out (spec 1 §2): the address, then a countdown in seconds
 * until the resend link appears; the resend link returns to the request form.
 */
export function RecoverSentView({ email, resendAt, onResend }: { email: string; resendAt: number | null; onResend: () => void }) {
  const { t } = useTranslation('recovery');
  const [waiting, setWaiting] = useState(resendAt !== null);
  const onWaitOver = useCallback(() => setWaiting(false), []);
  return (
    <RecoveryLayout centered>
      <EnvelopeIllustration />
      <h1 className={pageStyles.title}>{t('recoverSent.title')}</h1>
      <p className={pageStyles.subtitle}>
        <Trans t={t} i18nKey="recoverSent.text" components={{ email: <EmailAddress as="strong" address={email} /> }} />
      </p>
      <p className={pageStyles.hint}>{t('recoverSent.spam')}</p>
      {waiting && resendAt !== null ? (
        <p className={styles.countdown} aria-live="polite">
          <Trans t={t} i18nKey="recoverSent.wait" components={{ timer: <SecondsLeft until={resendAt} onDone={onWaitOver} /> }} />
        </p>
      ) : (
        <div className={styles.resend}>
          <p>{t('recoverSent.notReceived')}</p>
          <button type="button" className={formStyles.linkButton} onClick={onResend}>
            {t('recoverSent.resend')}
          </button>
        </div>
      )}
    </RecoveryLayout>
  );
}
