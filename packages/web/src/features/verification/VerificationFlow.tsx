import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { VerificationGesture } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { GESTURE_EMOJI } from './gestures.ts';
import { uploadVerificationPhoto, type VerificationUploadFailure } from './upload-verification-photo.ts';
import { useCreateVerificationHashMutation, useLazyGetVerificationGestureQuery } from './verification-api.ts';
import styles from './Verification.module.css';

type Step =
  | { name: 'intro'; failed: boolean }
  | { name: 'gesture'; hash: string; gesture: VerificationGesture; error: VerificationUploadFailure | null }
  | { name: 'uploading'; progress: number }
  | { name: 'submitted' };

/** The step numbers tracked with the popup's actions. */
const STEP_NUMBER = { intro: 1, gesture: 2, uploading: 3, submitted: 4 } as const;

/**
 * The verification flow (spec 3 §4 "Verification photo"): intro, the gesture to show, the photo
 * taken with the front camera (or chosen), the upload with its progress, then submitted. A hash
 * that expired or was refused on the way gets a fresh gesture.
 */
export function VerificationFlow({ onClose, onAction }: { onClose: () => void; onAction: (action: string, stepNumber?: number) => void }) {
  const { t } = useTranslation('verification');
  const dispatch = useDispatch<AppDispatch>();
  const [step, setStep] = useState<Step>({ name: 'intro', failed: false });
  const [createHash, { isLoading: creating }] = useCreateVerificationHashMutation();
  const [loadGesture, { isFetching: loadingGesture }] = useLazyGetVerificationGestureQuery();
  const inputId = useId();

  const start = async () => {
    onAction('start', STEP_NUMBER.intro);
    try {
      const { hash } = await createHash().unwrap();
      const { gesture } = await loadGesture(hash).unwrap();
      setStep({ name: 'gesture', hash, gesture: gesture.id, error: null });
    } catch {
      setStep({ name: 'intro', failed: true });
    }
  };

  const send = async (hash: string, gesture: VerificationGesture, file: File) => {
    onAction('upload', STEP_NUMBER.gesture);
    setStep({ name: 'uploading', progress: 0 });
    const outcome = await uploadVerificationPhoto(dispatch, hash, file, (progress) => setStep({ name: 'uploading', progress }));
    if (outcome.ok) {
      dispatch(api.util.invalidateTags(['Verification']));
      setStep({ name: 'submitted' });
      return;
    }
    if (outcome.reason === 'ended') return;
    if (outcome.reason === 'hashExpired' || outcome.reason === 'hashUnknown') {
      setStep({ name: 'intro', failed: false });
      await start();
      return;
    }
    setStep({ name: 'gesture', hash, gesture, error: outcome.reason });
  };

  if (step.name === 'intro') {
    const busy = creating || loadingGesture;
    return (
      <Popup
        title={t('flow.intro.title')}
        description={t('flow.intro.text')}
        onClose={onClose}
        actions={
          <div className={styles.actions}>
            {step.failed && (
              <p role="alert" className={styles.error}>
                {t('flow.intro.failed')}
              </p>
            )}
            <button type="button" className={buttonClass('primary', { block: true })} disabled={busy} onClick={() => void start()}>
              {busy ? t('flow.intro.starting') : t('flow.intro.start')}
            </button>
          </div>
        }
      >
        <p className={styles.hint}>{t('flow.intro.privacy')}</p>
      </Popup>
    );
  }

  if (step.name === 'gesture') {
    return (
      <Popup
        title={t('flow.gesture.title')}
        onClose={onClose}
        actions={
          <div className={styles.actions}>
            {step.error && (
              <p role="alert" className={styles.error}>
                {t(`flow.errors.${step.error}`)}
              </p>
            )}
            <input
              id={inputId}
              className={styles.fileInput}
              type="file"
              accept="image/*"
              capture="user"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void send(step.hash, step.gesture, file);
              }}
            />
            <label htmlFor={inputId} className={buttonClass('primary', { block: true })}>
              {step.error ? t('flow.gesture.retake') : t('flow.gesture.take')}
            </label>
          </div>
        }
      >
        <div className={styles.gesture}>
          <span className={styles.emoji} role="img" aria-label={t(`gestures.${step.gesture}`)}>
            {GESTURE_EMOJI[step.gesture]}
          </span>
          <p className={styles.instruction}>{t('flow.gesture.instruction', { gesture: t(`gestures.${step.gesture}`) })}</p>
          <p className={styles.hint}>{t('flow.gesture.hint')}</p>
        </div>
      </Popup>
    );
  }

  if (step.name === 'uploading') {
    const percent = Math.round(step.progress * 100);
    return (
      <Popup title={t('flow.uploading.title')} onClose={onClose}>
        <div className={styles.gesture}>
          <div className={styles.progress} role="progressbar" aria-label={t('flow.uploading.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className={styles.progressBar} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.hint}>{t('flow.uploading.percent', { percent })}</p>
        </div>
      </Popup>
    );
  }

  return (
    <Popup
      title={t('flow.submitted.title')}
      description={t('flow.submitted.text')}
      onClose={onClose}
      buttons={[
        {
          label: t('flow.submitted.done'),
          onClick: () => {
            onAction('done', STEP_NUMBER.submitted);
            onClose();
          },
        },
      ]}
    />
  );
}
