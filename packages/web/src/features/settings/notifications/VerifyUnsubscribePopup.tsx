import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useSearchParams } from '../../../shared/routing/index.ts';
import { NotificationFieldError, UNSUBSCRIBE_CODE_LENGTH, UNSUBSCRIBE_QUERY_PARAM } from '@amora/contracts';
import { showPush } from '../../../shared/overlays/overlay-slice.ts';
import type { HostedPopupProps } from '../../../shared/overlays/popup-props.ts';
import { buttonClass } from '../../../shared/ui/button.ts';
import { Countdown } from '../../../shared/ui/Countdown.tsx';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { fieldErrorsOf, statusOf, useErrorText } from '../error-text.ts';
import { useSendUnsubscribeCodeMutation, useVerifyUnsubscribeCodeMutation } from '../settings-api.ts';
import styles from '../Settings.module.css';

type Step =
  | { kind: 'sending' }
  | { kind: 'sendFailed'; tooOften: boolean }
  | { kind: 'linkInvalid' }
  | { kind: 'entering'; until: number; attemptsLeft: number; wrong: boolean }
  | { kind: 'expired' }
  | { kind: 'usedUp' };

/**
 * verify_email_to_unsubscribe (spec 1 §5, spec 3 §4): the one-click unsubscribe link proves the
 * member owns the mailbox first. A code is mailed; it lives 10 minutes (mm:ss shown) and takes
 * 3 tries, after which a new one is needed.
 */
export function VerifyUnsubscribePopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const dispatch = useDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(UNSUBSCRIBE_QUERY_PARAM) ?? '';
  const [sendCode] = useSendUnsubscribeCodeMutation();
  const [verify, { isLoading: verifying }] = useVerifyUnsubscribeCodeMutation();
  const [step, setStep] = useState<Step>({ kind: 'sending' });
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();

  const send = useCallback(async () => {
    setStep({ kind: 'sending' });
    setCode('');
    setFailure(undefined);
    const answer = await sendCode(token);
    if (!('error' in answer)) {
      setStep({ kind: 'entering', until: answer.data.expires_at * 1000, attemptsLeft: answer.data.attempts_left, wrong: false });
    } else if (fieldErrorsOf(answer.error).token === NotificationFieldError.unsubscribeLinkInvalid) {
      setStep({ kind: 'linkInvalid' });
    } else {
      setStep({ kind: 'sendFailed', tooOften: statusOf(answer.error) === 429 });
    }
  }, [sendCode, token]);

  // One code per opening, even when development mode mounts the popup twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  }, [send]);

  // The link has done its job once the popup closes, so a reload does not start over.
  const close = () => {
    const next = new URLSearchParams(searchParams);
    next.delete(UNSUBSCRIBE_QUERY_PARAM);
    setSearchParams(next, { replace: true });
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'entering' || !code.trim()) return;
    onAction('verify');
    const answer = await verify({ token, code: code.trim() });
    if (!('error' in answer)) {
      dispatch(showPush({ messageKey: 'settings:unsubscribe.done', tone: 'success' }));
      close();
      return;
    }
    const codeError = fieldErrorsOf(answer.error).code;
    if (codeError === NotificationFieldError.unsubscribeCodeExpired) {
      setStep({ kind: 'expired' });
    } else if (codeError) {
      // The server counts too; counting here keeps the screen right without another call.
      const attemptsLeft = step.attemptsLeft - 1;
      setStep(attemptsLeft > 0 ? { ...step, attemptsLeft, wrong: true } : { kind: 'usedUp' });
      setCode('');
    } else {
      setFailure(errorText('generic'));
    }
  };

  const newCode = { label: t('unsubscribe.newCode'), onClick: () => void send() };
  const buttons = step.kind === 'linkInvalid' ? [{ label: t('unsubscribe.ok'), onClick: close }] : step.kind === 'sendFailed' || step.kind === 'expired' || step.kind === 'usedUp' ? [newCode] : [];

  return (
    <Popup title={t('unsubscribe.title')} onClose={close} buttons={buttons}>
      {step.kind === 'sending' && <p role="status">{t('unsubscribe.sending')}</p>}
      {step.kind === 'sendFailed' && <p role="alert">{step.tooOften ? errorText('tooManyAttempts') : t('unsubscribe.sendFailed')}</p>}
      {step.kind === 'linkInvalid' && <p role="alert">{t('unsubscribe.linkInvalid')}</p>}
      {step.kind === 'expired' && <p role="alert">{t('unsubscribe.expired')}</p>}
      {step.kind === 'usedUp' && <p role="alert">{t('unsubscribe.usedUp')}</p>}
      {step.kind === 'entering' && (
        <form className={styles.actions} onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('unsubscribe.text')}</p>
          <TextField
            label={t('unsubscribe.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={UNSUBSCRIBE_CODE_LENGTH * 2}
            value={code}
            error={step.wrong ? t('unsubscribe.wrongCode') : failure}
            onChange={(event) => setCode(event.target.value)}
          />
          <p className={styles.muted}>
            {t('unsubscribe.expiresIn')} <Countdown until={step.until} onDone={() => setStep({ kind: 'expired' })} />
            {' · '}
            {t('unsubscribe.attemptsLeft', { count: step.attemptsLeft })}
          </p>
          <button type="submit" className={buttonClass('primary', { block: true })} disabled={!code.trim() || verifying} aria-busy={verifying}>
            {t('unsubscribe.verify')}
          </button>
        </form>
      )}
    </Popup>
  );
}
