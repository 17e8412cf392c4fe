import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isEmail } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useBrand } from '../brand/brand-context.ts';
import { buttonClass } from '../ui/button.ts';
import { Countdown } from '../ui/Countdown.tsx';
import { Popup } from '../ui/Popup.tsx';
import formStyles from '../ui/form.module.css';
import { EmailField } from '../ui/TextField.tsx';
import { useResendEmailConfirmationMutation } from '../../api/email-confirmation.ts';
import { confirmEmailErrorOf, type ConfirmEmailErrorKey } from './confirm-email-errors.ts';
import { loadConfirmEmail, saveConfirmEmail } from './confirm-email-storage.ts';
import styles from './ConfirmEmailPopup.module.css';
import { EmailAddress } from '../ui/EmailAddress.tsx';

/** The sending animation plays at least this long, so it reads as a step rather than a flicker. */
export const SENDING_ANIMATION_MS = 1200;

type Phase = 'form' | 'sending' | 'sent';

function activeUntil(until: number | null | undefined): number | null {
  return until && until > Date.now() ? until : null;
}

/**
 * The confirm-e-mail popup (spec 1 §2/§4/§5): e-mail field, confirm button (disabled while an
 * error shows or the server's wait runs), a sending animation, then "check your e-mail" with OK.
 * The address and the rate-limit moment are stored, so a reload keeps the countdown.
 */
export function ConfirmEmailPopup({ email: initialEmail, onClose }: { email?: string; onClose: () => void }) {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  const [stored] = useState(loadConfirmEmail);
  const [email, setEmail] = useState(stored?.email ?? initialEmail ?? '');
  const [waitUntil, setWaitUntil] = useState(() => activeUntil(stored?.rateLimitedUntil));
  const [error, setError] = useState<ConfirmEmailErrorKey | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const [request] = useResendEmailConfirmationMutation();
  const onWaitOver = useCallback(() => setWaitUntil(null), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError('empty');
    if (!isEmail(address)) return setError('invalid');
    setPhase('sending');
    const [answer] = await Promise.all([request({ product_id: brand.id, email: address }), new Promise((resolve) => setTimeout(resolve, SENDING_ANIMATION_MS))]);
    if ('data' in answer && answer.data) {
      saveConfirmEmail({ email: address, rateLimitedUntil: answer.data.nextAllowedAt });
      setWaitUntil(activeUntil(answer.data.nextAllowedAt));
      setPhase('sent');
      return;
    }
    const failure = answer.error as ApiError;
    setPhase('form');
    if (failure.status === 429) {
      const until = failure.retryAfterS ? Date.now() + failure.retryAfterS * 1000 : null;
      saveConfirmEmail({ email: address, rateLimitedUntil: until });
      setWaitUntil(until);
    } else {
      setError(confirmEmailErrorOf(failure));
    }
  };

  if (phase === 'sent') {
    return (
      <Popup
        title={t('confirmEmail.sentTitle')}
        onClose={onClose}
        actions={
          <button type="button" className={buttonClass('primary', { block: true })} onClick={onClose}>
            {t('confirmEmail.ok')}
          </button>
        }
      >
        <SentEnvelope />
        <p>
          <Trans t={t} i18nKey="confirmEmail.sentText" components={{ email: <EmailAddress as="strong" className={styles.address} address={email.trim()} /> }} />
        </p>
      </Popup>
    );
  }

  return (
    <Popup title={t('confirmEmail.title')} onClose={onClose}>
      {phase === 'sending' ? (
        <div className={styles.sending} role="status" aria-busy="true">
          <FlyingEnvelope />
          <p>{t('confirmEmail.sending')}</p>
        </div>
      ) : (
        <form className={`${formStyles.form} ${styles.form}`} noValidate onSubmit={(event) => void onSubmit(event)}>
          <p>{t('confirmEmail.text')}</p>
          <EmailField
            label={t('confirmEmail.email')}
            value={email}
            error={error && t(`confirmEmail.errors.${error}`, { brand: brand.name })}
            onChange={(event) => {
              setError(null);
              setEmail(event.target.value);
            }}
          />
          {waitUntil !== null && (
            <p className={styles.wait} aria-live="polite">
              <Trans t={t} i18nKey="confirmEmail.wait" components={{ timer: <Countdown until={waitUntil} onDone={onWaitOver} /> }} />
            </p>
          )}
          <button type="submit" className={buttonClass('primary', { block: true })} disabled={error !== null || waitUntil !== null}>
            {t('confirmEmail.confirm')}
          </button>
        </form>
      )}
    </Popup>
  );
}

function FlyingEnvelope() {
  return (
    <svg className={styles.flying} viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
      <rect x="4" y="6" width="56" height="36" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M6 9l26 19 26-19" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

function SentEnvelope() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={settled ? `${styles.sent} ${styles.settled}` : styles.sent} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="40" height="40">
        <path d="M12 25l8 8 16-18" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
