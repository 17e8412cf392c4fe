import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ProfileInfo } from '@amora/contracts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { MenuItem } from '../../shared/ui/MenuItem.tsx';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { INTERESTS_STEP_PATH, stepPath } from '../../shared/profile/profile-paths.ts';
import { ADD_INTERESTS_BELOW, INTEREST_TUTORIAL_TIMING } from '../../shared/tutorials/tutorial-rules.ts';
import { TutorialTooltip } from '../../shared/tutorials/TutorialTooltip.tsx';
import { useTutorial } from '../../shared/tutorials/use-tutorial.ts';
import { ChoiceCard } from './ChoiceCard.tsx';
import { ConversationPromptRow } from './ConversationPromptRow.tsx';
import { FieldLink } from './FieldLink.tsx';
import { MoodSheet } from './MoodSheet.tsx';
import { useEditProfileMutation } from './profile-edit-api.ts';
import { FIELD_GROUPS, formatValue, storedAnswers, valueLabels } from '../../shared/profile/profile-answers.ts';
import { ScreenState } from './ScreenState.tsx';
import { useChecklistSuccess } from './use-checklist-success.ts';
import { useProfileEditData, type Vocabulary } from './use-profile-edit-data.ts';
import styles from './ProfileEdit.module.css';

/**
 * `/profile/edit` (spec 1 §2): the profile as others read it, section by section; each field
 * leads to its profile step, the mood and the conversation starter are chosen here and saved at once.
 */
export function ProfileEditPage() {
  const { t } = useTranslation('profile');
  const { data, failed, retry } = useProfileEditData();
  useChecklistSuccess();
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('edit.title')} backTo="/profile" />
      <div className={styles.page}>{data ? <ProfileEditContent {...data} /> : <ScreenState failed={failed} onRetry={retry} />}</div>
    </div>
  );
}

function ProfileEditContent({ profile, vocabulary }: { profile: ProfileInfo; vocabulary: Vocabulary }) {
  const { t, i18n } = useTranslation('profile');
  const answers = storedAnswers(profile);
  const chosenInterests = profile.profile?.interests ?? [];
  const interests = formatValue('interests', vocabulary.interests, chosenInterests, i18n.language);
  const addInterestsTip = useTutorial('add_interests', { when: chosenInterests.length < ADD_INTERESTS_BELOW, ...INTEREST_TUTORIAL_TIMING });
  return (
    <>
      <nav className={styles.card} aria-label={t('edit.more')}>
        <MenuItem to="/photos" title={t('edit.photos')} subtitle={t('edit.photosHint')} />
        <MenuItem to="/profile/preview" title={t('edit.preview')} subtitle={t('edit.previewHint')} />
        <MenuItem to="/profile/edit/personal-data" title={t('edit.personalData')} subtitle={t('edit.personalDataHint')} />
      </nav>
      <MoodRow profile={profile} vocabulary={vocabulary} />
      <ConversationPromptRow profile={profile} vocabulary={vocabulary} />
      <section className={styles.card} aria-labelledby="edit-interests">
        <h2 id="edit-interests" className={styles.cardTitle}>
          {t('groups.interests')}
        </h2>
        <TutorialTooltip tutorial={addInterestsTip} block align="start" placement="bottom">
          <FieldLink to={INTERESTS_STEP_PATH} label={t('items.interests')} labelHidden value={interests} chips={valueLabels(vocabulary.interests, chosenInterests)} />
        </TutorialTooltip>
      </section>
      {FIELD_GROUPS.map((group) => (
        <section key={group.id} className={styles.card} aria-labelledby={`edit-${group.id}`}>
          <h2 id={`edit-${group.id}`} className={styles.cardTitle}>
            {t(`groups.${group.id}`)}
          </h2>
          {group.fields.map((field) => (
            <FieldLink key={field} to={stepPath(field)} label={t(`items.${field}`)} value={formatValue(field, vocabulary[field], answers[field], i18n.language)} />
          ))}
        </section>
      ))}
    </>
  );
}

function MoodRow({ profile, vocabulary }: { profile: ProfileInfo; vocabulary: Vocabulary }) {
  const { t, i18n } = useTranslation('profile');
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const [save, { isLoading: saving }] = useEditProfileMutation();
  const field = vocabulary.user_mood;
  const current = profile.profile?.user_mood ?? null;
  const value = formatValue('user_mood', field, current, i18n.language);

  const choose = async (mood: number) => {
    setOpen(false);
    // The edit rule (spec 1 §5): the same mood again is no change.
    if (mood === current) return;
    const answer = await save({ user_mood: mood });
    dispatch(
      'error' in answer
        ? showPush({ messageKey: 'profile:pushes.notSaved', tone: 'error' })
        : showPush({ type: 'changes_saved', messageKey: 'profile:pushes.changesSaved', tone: 'success' }),
    );
  };

  return (
    <ChoiceCard id="mood" title={t('groups.mood')} label={t('items.user_mood')} value={value} saving={saving} disabled={!field} onOpen={() => setOpen(true)}>
      {open && field && <MoodSheet field={field} current={current} onChoose={(mood) => void choose(mood)} onClose={() => setOpen(false)} />}
    </ChoiceCard>
  );
}
