import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { editedFields, type PersonalInfoField, type ProfileInfo } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { Popup } from '../../shared/ui/Popup.tsx';
import { fieldErrorMessage, localFieldErrors, type FieldErrors } from './field-errors.ts';
import { PersonalDataField } from './PersonalDataField.tsx';
import { useEditProfileMutation } from './profile-edit-api.ts';
import { FIELD_GROUPS, storedAnswers, type FieldValue } from '../../shared/profile/profile-answers.ts';
import { ScreenState } from './ScreenState.tsx';
import { useChecklistSuccess } from './use-checklist-success.ts';
import { useProfileEditData, type Vocabulary } from './use-profile-edit-data.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';
import styles from './ProfileEdit.module.css';

/** /profile/edit/personal-data (spec 1 §2): every personal field in one form, saved in one edit. */
export function PersonalDataPage() {
  const { t } = useTranslation('profile');
  const { data, failed, retry } = useProfileEditData();
  useChecklistSuccess();
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('personalData.title')} backTo="/profile/edit" />
      {data ? (
        <PersonalDataForm {...data} />
      ) : (
        <div className={styles.page}>
          <ScreenState failed={failed} onRetry={retry} />
        </div>
      )}
    </div>
  );
}

type Answers = Record<PersonalInfoField, FieldValue>;

function PersonalDataForm({ profile, vocabulary }: { profile: ProfileInfo; vocabulary: Vocabulary }) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  // What the server holds as far as this form knows: the profile on arrival, then each save.
  const [saved, setSaved] = useState<Answers>(() => storedAnswers(profile));
  const [answers, setAnswers] = useState<Answers>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const [save, { isLoading: saving }] = useEditProfileMutation();
  // The edit rule (spec 1 §5): only non-empty values that differ are sent, lists compared as sets.
  const changes = editedFields(saved, answers);
  const dirty = Object.keys(changes).length > 0;
  const blocker = useUnsavedGuard(dirty);

  const change = (field: PersonalInfoField, value: FieldValue) => {
    setAnswers((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailed(false);
    const local = localFieldErrors(changes);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    const result = await save(changes);
    if ('error' in result) {
      const failure = result.error as ApiError;
      const fields = typeof failure.status === 'number' ? failure.fields : {};
      // An error on a field this form does not show could not be fixed here: it reads as a failed save.
      if (Object.keys(fields).some((field) => field in answers)) setErrors(fields);
      else setSaveFailed(true);
      return;
    }
    setSaved((current) => ({ ...current, ...changes }));
    dispatch(showPush({ type: 'changes_saved', messageKey: 'profile:pushes.changesSaved', tone: 'success' }));
  };

  const groups = FIELD_GROUPS.map((group) => ({ ...group, fields: group.fields.filter((field) => vocabulary[field]) })).filter((group) => group.fields.length > 0);
  return (
    <>
      <form className={styles.formScreen} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.page}>
          <p className={styles.lead}>{t('personalData.lead')}</p>
          {groups.map((group) => (
            <section key={group.id} className={styles.form} aria-labelledby={`personal-${group.id}`}>
              <h2 id={`personal-${group.id}`} className={styles.cardTitle}>
                {t(`groups.${group.id}`)}
              </h2>
              {group.fields.map((field) => (
                <PersonalDataField
                  key={field}
                  name={field}
                  label={t(`items.${field}`)}
                  field={vocabulary[field]!}
                  value={answers[field]}
                  error={errors[field] ? fieldErrorMessage(t, vocabulary[field]) : null}
                  onChange={(value) => change(field, value)}
                />
              ))}
            </section>
          ))}
        </div>
        <div className={styles.footer}>
          {saveFailed && (
            <p className={styles.error} role="alert">
              {t('personalData.saveFailed')}
            </p>
          )}
          <button type="submit" className={buttonClass('primary', { block: true })} disabled={!dirty || saving}>
            {saving ? t('edit.saving') : t('personalData.save')}
          </button>
        </div>
      </form>
      {blocker.state === 'blocked' && (
        <Popup
          title={t('unsaved.title')}
          description={t('unsaved.text')}
          onClose={() => blocker.reset()}
          buttons={[
            { label: t('unsaved.stay'), onClick: () => blocker.reset() },
            { label: t('unsaved.leave'), onClick: () => blocker.proceed() },
          ]}
        />
      )}
    </>
  );
}
