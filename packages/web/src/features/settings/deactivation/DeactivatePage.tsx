import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Navigate, useSearchParams } from '../../../shared/routing/index.ts';
import { DEACTIVATION_COMMENT_MAX_LENGTH, DELETION_GRACE_DAYS } from '@amora/contracts';
import type { AppDispatch } from '../../../api/dispatch.ts';
import formStyles from '../../../shared/ui/form.module.css';
import { logout } from '../../../app/session/logout.ts';
import { fieldErrorsOf, statusOf, useErrorText } from '../error-text.ts';
import { LoadState } from '../LoadState.tsx';
import { PasswordConfirm } from '../PasswordConfirm.tsx';
import { useDeactivateMutation, useGetDeactivationReasonsQuery, useTrackDeleteAttemptMutation, type DeactivationReasons } from '../settings-api.ts';
import { SettingsPage } from '../SettingsPage.tsx';
import styles from '../Settings.module.css';

function allowedReason(reasons: DeactivationReasons, reasonId: number): boolean {
  return reasons.reasons.some((reason) => reason.id === reasonId || reason.sub_reasons.some((sub) => sub.id === reasonId));
}

/** /settings/deactivate?reason=<id>: the last step, for a reason of the member's own list. */
export function DeactivatePage() {
  const { t } = useTranslation('settings');
  const [searchParams] = useSearchParams();
  const { data, isError, refetch } = useGetDeactivationReasonsQuery();
  const reasonId = Number(searchParams.get('reason'));
  const title = data?.deleting_available ? t('deactivation.titleDelete') : t('deactivation.titleHide');

  if (data && !allowedReason(data, reasonId)) return <Navigate to="/settings/deactivation" replace />;
  return (
    <SettingsPage title={title} backTo="/settings/deactivation">
      {data ? <DeactivateForm reasonId={reasonId} deletingAvailable={data.deleting_available} /> : <LoadState failed={isError} onRetry={() => void refetch()} />}
    </SettingsPage>
  );
}

/**
 * Comment (≤ 255), password, then POST …/deactivate (spec 1 §4): with deleting available the
 * account is removed (restorable for a while), otherwise hidden; every session ends, so a success
 * logs out and lands home. A wrong password is a field error.
 */
function DeactivateForm({ reasonId, deletingAvailable }: { reasonId: number; deletingAvailable: boolean }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deactivate, { isLoading }] = useDeactivateMutation();
  const [trackDeleteAttempt] = useTrackDeleteAttemptMutation();
  const [leaving, setLeaving] = useState(false);

  // Opening the delete step is an attempt worth counting, once per visit.
  const tracked = useRef(false);
  useEffect(() => {
    if (!deletingAvailable || tracked.current) return;
    tracked.current = true;
    void trackDeleteAttempt(reasonId);
  }, [deletingAvailable, reasonId, trackDeleteAttempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setErrors({ password: 'validation.required' });
      return;
    }
    const answer = await deactivate({ reason_id: reasonId, password, comment: comment.trim() || null });
    if (!('error' in answer)) {
      setLeaving(true);
      await logout(dispatch);
      return;
    }
    const fields = fieldErrorsOf(answer.error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else setErrors({ form: statusOf(answer.error) === 429 ? 'tooManyAttempts' : 'generic' });
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.notice}>{deletingAvailable ? t('deactivation.deleteOutcome', { count: DELETION_GRACE_DAYS }) : t('deactivation.hideOutcome')}</p>
      <div className={formStyles.field}>
        <label htmlFor="deactivation-comment">{t('deactivation.comment')}</label>
        <textarea
          id="deactivation-comment"
          className={styles.textarea}
          maxLength={DEACTIVATION_COMMENT_MAX_LENGTH}
          value={comment}
          aria-describedby="deactivation-comment-count"
          onChange={(event) => setComment(event.target.value)}
        />
        <span id="deactivation-comment-count" className={styles.counter}>
          {t('deactivation.commentCount', { length: comment.length, max: DEACTIVATION_COMMENT_MAX_LENGTH })}
        </span>
        {errors.comment && (
          <p className={formStyles.fieldError} role="alert">
            {errorText(errors.comment)}
          </p>
        )}
      </div>
      <PasswordConfirm
        passwordLabel={t('deactivation.password')}
        password={password}
        onPasswordChange={(value) => {
          setPassword(value);
          setErrors({});
        }}
        passwordError={errorText(errors.password)}
        formError={errorText(errors.form ?? errors.reason_id)}
        submitLabel={deletingAvailable ? t('deactivation.submitDelete') : t('deactivation.submitHide')}
        busy={isLoading || leaving}
      />
    </form>
  );
}
