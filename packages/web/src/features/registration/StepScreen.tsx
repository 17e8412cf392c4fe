import { useCallback, useRef, type FormEvent } from 'react';
import type { SocialProviderName } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import type { Geolocation } from '../../api/geolocation.ts';
import type { RegistrationData } from './registration-data.ts';
import type { AddedPhoto, PhotoPreview } from './registration-slice.ts';
import type { SocialPhotoImport } from './social-prefill.ts';
import { StepBody } from './StepBody.tsx';
import { validateStep } from './step-validation.ts';
import type { FieldName, Step } from './steps.ts';
import styles from './Registration.module.css';

export interface StepScreenProps {
  step: Step;
  stepNumber: number;
  stepCount: number;
  data: RegistrationData;
  errors: Partial<Record<FieldName, string>>;
  geolocation: Geolocation | null;
  funnelId: string | null;
  productId: number;
  socialPhotos?: SocialPhotoImport | null;
  submitting: boolean;
  submitError: string | null;
  canSkipOne: boolean;
  /** This step's continue signs up ("Create my account"), though it is not the last step. */
  finishes?: boolean;
  /** Why the member sees this step (again), above its fields. */
  notice?: string | null;
  photoPreview: PhotoPreview | null;
  onPhotosAdded: (photos: AddedPhoto[], imported: boolean) => void;
  onPhotoLost: () => void;
  onSocialStart?: (provider: SocialProviderName) => Promise<void>;
  onChange: (patch: RegistrationData) => void;
  onErrors: (errors: Partial<Record<FieldName, string>>) => void;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
  onSkipOne: () => void;
}

/** The frame of every step: back button, progress, title, the step's body, continue and skip. */
export function StepScreen(props: StepScreenProps) {
  const { step, stepNumber, stepCount, data, onErrors, onNext } = props;
  const { t } = useTranslation('registration');
  const beforeNext = useRef<(() => Promise<boolean>) | null>(null);
  const setBeforeNext = useCallback((check: (() => Promise<boolean>) | null) => {
    beforeNext.current = check;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateStep(step, data, new Date());
    if (Object.keys(errors).length > 0) {
      onErrors(errors);
      return;
    }
    if (beforeNext.current && !(await beforeNext.current())) return;
    onNext();
  };

  const progress = Math.round((stepNumber / Math.max(stepCount, 1)) * 100);
  const isLast = stepNumber === stepCount || Boolean(props.finishes);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={props.onBack} aria-label={t('back')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={t('progress', { current: stepNumber, total: stepCount })}
        >
          <span className={styles.progressFill} style={{ width: `${progress}%` }} />
        </div>
        <span className={styles.counter} aria-hidden="true">
          {stepNumber}/{stepCount}
        </span>
      </header>
      <form className={styles.main} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="step-title">
        <h1 id="step-title" className={styles.title}>
          {t(`steps.${step.id}.title`)}
        </h1>
        <p className={styles.subtitle}>{t(`steps.${step.id}.subtitle`)}</p>
        {props.notice && (
          <p className={styles.notice} role="status">
            {props.notice}
          </p>
        )}
        <div className={styles.body}>
          <StepBody
            key={step.id}
            step={step}
            data={data}
            errors={props.errors}
            geolocation={props.geolocation}
            funnelId={props.funnelId}
            productId={props.productId}
            socialPhotos={props.socialPhotos ?? null}
            photoPreview={props.photoPreview}
            onPhotosAdded={props.onPhotosAdded}
            onPhotoLost={props.onPhotoLost}
            onSocialStart={props.onSocialStart}
            onChange={props.onChange}
            onErrors={onErrors}
            setBeforeNext={setBeforeNext}
          />
        </div>
        <div className={styles.footer}>
          {props.submitError && (
            <p className={styles.error} role="alert">
              {props.submitError}
            </p>
          )}
          <button type="submit" className={buttonClass('primary', { block: true })} disabled={props.submitting} aria-busy={props.submitting}>
            {props.submitting ? t('submitting') : isLast ? t('finish') : t('continue')}
          </button>
          {step.canSkip && (
            <button type="button" className={buttonClass('ghost', { block: true })} onClick={props.onSkip} disabled={props.submitting}>
              {t('skip')}
            </button>
          )}
          {!step.canSkip && props.canSkipOne && (
            <button type="button" className={buttonClass('ghost', { block: true })} onClick={props.onSkipOne}>
              {t('skipOne')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
