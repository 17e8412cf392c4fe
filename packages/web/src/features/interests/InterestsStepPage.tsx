import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from '../../shared/routing/index.ts';
import { MAX_MEMBER_INTERESTS, ProfileEditError } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { Popup } from '../../shared/ui/Popup.tsx';
import { SearchInput } from '../../shared/ui/SearchInput.tsx';
import { CHECKLIST_PATH } from '../../shared/profile/profile-paths.ts';
import { LoadFailed } from '../../shared/profile/LoadFailed.tsx';
import { InterestGroups } from './InterestGroups.tsx';
import { InterestSearchResults } from './InterestSearchResults.tsx';
import { useGetInterestGroupsQuery, useSaveInterestsMutation, type InterestGroup } from './interests-api.ts';
import { sameChoice, savedPush, toggleInterest } from './interest-selection.ts';
import styles from './InterestsStep.module.css';

function selectedIds(groups: readonly InterestGroup[]): number[] {
  return groups.flatMap((group) => group.interests.filter((interest) => interest.is_selected).map((interest) => interest.id));
}

function isLimitError(error: unknown): boolean {
  return (error as ApiError | undefined)?.status === 400 && (error as { fields?: Record<string, string> }).fields?.interests === ProfileEditError.interestsLimit;
}

/**
 * `/profile/steps/interests` (spec 1 §2, §5): the member picks up to 14 interests by category or
 * by search and saves the whole list with the profile edit.
 */
export function InterestsStepPage() {
  const { t } = useTranslation('profile');
  const groups = useGetInterestGroupsQuery();
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('interests.title')} backTo={CHECKLIST_PATH} />
      {groups.data ? (
        <InterestsForm groups={groups.data} />
      ) : groups.isError ? (
        <div className={styles.body}>
          <LoadFailed message={t('interests.loadFailed')} onRetry={() => void groups.refetch()} />
        </div>
      ) : (
        <div className={styles.body}>
          <div className={styles.skeleton} role="status" aria-label={t('loading')} />
        </div>
      )}
    </div>
  );
}

function InterestsForm({ groups }: { groups: InterestGroup[] }) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [saved] = useState(() => selectedIds(groups));
  // The member's choice lives here until saved, whatever the search or a refetch does meanwhile.
  const [chosen, setChosen] = useState(saved);
  const [query, setQuery] = useState('');
  const [limitShown, setLimitShown] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [save, { isLoading: saving }] = useSaveInterestsMutation();

  const toggle = (id: number) => {
    const next = toggleInterest(chosen, id);
    if (next.limitReached) setLimitShown(true);
    else setChosen(next.chosen);
  };

  const onSave = async () => {
    setSaveFailed(false);
    const answer = await save(chosen);
    if ('error' in answer) {
      if (isLimitError(answer.error)) setLimitShown(true);
      else setSaveFailed(true);
      return;
    }
    dispatch(showPush({ ...savedPush(saved, chosen), tone: 'success' }));
    void navigate(CHECKLIST_PATH);
  };

  const changed = !sameChoice(saved, chosen);
  const empty = chosen.length === 0;

  return (
    <>
      <div className={styles.body}>
        <p className={styles.lead}>{t('interests.lead')}</p>
        <SearchInput label={t('interests.searchLabel')} placeholder={t('interests.searchPlaceholder')} onSearch={setQuery} />
        <p className={styles.counter} aria-live="polite">
          {t('interests.counter', { count: chosen.length, max: MAX_MEMBER_INTERESTS })}
        </p>
        {query ? <InterestSearchResults query={query} chosen={chosen} onToggle={toggle} /> : <InterestGroups groups={groups} chosen={chosen} onToggle={toggle} />}
      </div>
      <div className={styles.footer}>
        {saveFailed && (
          <div className={styles.saveError} role="alert">
            <p>{t('interests.saveFailed')}</p>
            <button type="button" className={buttonClass('ghost', { small: true })} onClick={() => void onSave()}>
              {t('retry')}
            </button>
          </div>
        )}
        {changed && empty && <p className={styles.hint}>{t('interests.minimum')}</p>}
        <button type="button" className={buttonClass('primary', { block: true })} disabled={!changed || empty || saving} onClick={() => void onSave()}>
          {saving ? t('interests.saving') : t('interests.save')}
        </button>
      </div>
      {limitShown && (
        <Popup
          title={t('limit.title')}
          description={t('errors.interestsLimit', { max: MAX_MEMBER_INTERESTS })}
          buttons={[{ label: t('limit.ok'), onClick: () => setLimitShown(false) }]}
          onClose={() => setLimitShown(false)}
        />
      )}
    </>
  );
}
