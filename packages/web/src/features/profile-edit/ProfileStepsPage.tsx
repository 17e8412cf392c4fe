import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useBlocker, useLocation, useNavigate } from '../../shared/routing/index.ts';
import { editedFields, type ProfileInfo, type VocabularyField } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { openPopup } from '../../shared/overlays/overlay-slice.ts';
import { PROFILE_STEPS_PATH } from '../../shared/profile/profile-paths.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { fieldErrorMessage, localFieldErrors } from './field-errors.ts';
import { useEditProfileMutation } from './profile-edit-api.ts';
import { PROFILE_STEPS, type ProfileStep } from './profile-fields.ts';
import { isAnswered, storedAnswers, type FieldValue } from '../../shared/profile/profile-answers.ts';
import { ScreenState } from './ScreenState.tsx';
import { StepAnswer } from './StepAnswer.tsx';
import { setPendingLeave } from './steps-leave.ts';
import { useChecklistSuccess } from './use-checklist-success.ts';
import { useProfileEditData, type Vocabulary } from './use-profile-edit-data.ts';
import styles from './ProfileEdit.module.css';

/** /profile/steps with one hash per step (spec 1 §2, §4 "Profile steps"). */
export function ProfileStepsPage() {
  const { t } = useTranslation('profile');
  const { data, failed, retry } = useProfileEditData();
  useChecklistSuccess();
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('steps.title')} backTo="/profile/edit" />
      {data ? (
        <Steps {...data} />
      ) : (
        <div className={styles.page}>
          <ScreenState failed={failed} onRetry={retry} />
        </div>
      )}
    </div>
  );
}

/** The step named by the hash; without one (or an unknown one) the first unanswered step. */
function Steps({ profile, vocabulary }: { profile: ProfileInfo; vocabulary: Vocabulary }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Only the fields the vocabulary describes can be asked.
  const steps = PROFILE_STEPS.filter((step) => vocabulary[step.field]);
  const answers = storedAnswers(profile);
  const index = steps.findIndex((step) => `#${step.hash}` === hash);
  const firstOpen = (steps.find((step) => !isAnswered(answers[step.field])) ?? steps[0])?.hash;

  useEffect(() => {
    if (index === -1 && firstOpen) void navigate({ pathname: PROFILE_STEPS_PATH, hash: firstOpen }, { replace: true });
  }, [index, firstOpen, navigate]);

  const step = steps[index];
  if (!step) return null;
  return <StepForm key={step.hash} steps={steps} index={index} stored={answers[step.field]} field={vocabulary[step.field]!} />;
}

function StepForm({ steps, index, stored, field }: { steps: ProfileStep[]; index: number; stored: FieldValue; field: VocabularyField }) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const [answer, setAnswer] = useState<FieldValue>(stored);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useEditProfileMutation();
  // Set when the member moves on by Next or Skip, which must not ask to confirm.
  const movingOn = useRef(false);
  // The edit rule (spec 1 §5): only a non-empty answer that differs from the stored one is saved.
  const changes = editedFields<Record<string, FieldValue>>({ [step.field]: stored }, { [step.field]: answer });
  const dirty = Object.keys(changes).length > 0;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const leaving = currentLocation.pathname !== nextLocation.pathname || currentLocation.hash !== nextLocation.hash;
    return leaving && dirty && !movingOn.current;
  });

  const saveAnswer = async (): Promise<boolean> => {
    setError(null);
    if (!dirty) return true;
    if (localFieldErrors(changes)[step.field]) {
      setError(fieldErrorMessage(t, field));
      return false;
    }
    const result = await save(changes);
    if (!('error' in result)) return true;
    const failure = result.error as ApiError;
    setError(typeof failure.status === 'number' && failure.fields[step.field] ? fieldErrorMessage(t, field) : t('steps.saveFailed'));
    return false;
  };

  // After the last step the member stays here under the success popup, which leads on.
  const moveOn = () => {
    if (last) {
      dispatch(openPopup('profile_steps_success_popup'));
      return;
    }
    movingOn.current = true;
    void navigate({ pathname: PROFILE_STEPS_PATH, hash: steps[index + 1]!.hash });
  };

  const onNext = async () => {
    if (await saveAnswer()) moveOn();
  };

  const onSkip = () => {
    setAnswer(stored);
    moveOn();
  };

  const confirmLeave = useEffectEvent(() => {
    setPendingLeave({
      save: saveAnswer,
      proceed: () => {
        movingOn.current = true;
        blocker.proceed?.();
      },
      stay: () => blocker.reset?.(),
    });
    dispatch(openPopup('profile_steps_confirm_popup'));
  });
  useEffect(() => {
    if (blocker.state === 'blocked') confirmLeave();
  }, [blocker.state]);
  useEffect(() => () => setPendingLeave(null), []);

  const progress = Math.round(((index + 1) / steps.length) * 100);
  return (
    <>
      <div className={styles.page}>
        <div className={styles.progress}>
          <p className={styles.progressText}>{t('steps.progress', { current: index + 1, total: steps.length })}</p>
          <div className={styles.progressBar} role="progressbar" aria-label={t('steps.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <span style={{ width: `${progress}%` }} />
          </div>
        </div>
        <h2 className={styles.question}>{field.label}</h2>
        <StepAnswer name={step.field} field={field} value={answer} onChange={setAnswer} />
      </div>
      <div className={styles.footer}>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="button" className={buttonClass('primary', { block: true })} disabled={!isAnswered(answer) || saving} onClick={() => void onNext()}>
          {saving ? t('steps.saving') : last ? t('steps.finish') : t('steps.next')}
        </button>
        <div className={styles.footerRow}>
          <button
            type="button"
            className={buttonClass('secondary', { small: true })}
            disabled={index === 0 || saving}
            onClick={() => void navigate({ pathname: PROFILE_STEPS_PATH, hash: steps[index - 1]!.hash })}
          >
            {t('steps.previous')}
          </button>
          <button type="button" className={buttonClass('ghost', { small: true })} disabled={saving} onClick={onSkip}>
            {t('steps.skip')}
          </button>
        </div>
      </div>
    </>
  );
}
