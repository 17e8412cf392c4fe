import { useTranslation } from 'react-i18next';
import type { ProfileInfo } from '@amora/contracts';
import { MenuItem } from '../../shared/ui/MenuItem.tsx';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { VerifiedBadge } from '../../shared/verification/VerifiedBadge.tsx';
import { PreviewGallery } from './PreviewGallery.tsx';
import { FIELD_GROUPS, formatValue, storedAnswers } from '../../shared/profile/profile-answers.ts';
import { ScreenState } from './ScreenState.tsx';
import { useProfileEditData, type Vocabulary } from './use-profile-edit-data.ts';
import styles from './ProfileEdit.module.css';

/**
 * /profile/preview: how others see me (spec 1 §2): the own profile laid out as a contact
 * profile — photos, name and age, city, mood, zodiac, the answered fields and the interests —
 * without the buttons a visitor would act with.
 */
export function ProfilePreviewPage() {
  const { t } = useTranslation('profile');
  const { data, failed, retry } = useProfileEditData();
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('preview.title')} backTo="/profile/edit" />
      <div className={styles.page}>{data ? <Preview {...data} /> : <ScreenState failed={failed} onRetry={retry} />}</div>
    </div>
  );
}

function Preview({ profile, vocabulary }: { profile: ProfileInfo; vocabulary: Vocabulary }) {
  const { t, i18n } = useTranslation('profile');
  const common = profile.common;
  const name = common?.name ?? '';
  const answers = storedAnswers(profile);
  const mood = formatValue('user_mood', vocabulary.user_mood, profile.profile?.user_mood ?? null, i18n.language);
  const city = profile.geo?.city?.name;
  const groups = FIELD_GROUPS.map((group) => ({
    id: group.id,
    facts: group.fields.flatMap((field) => {
      const value = formatValue(field, vocabulary[field], answers[field], i18n.language);
      return value === null ? [] : [{ field, value }];
    }),
  })).filter((group) => group.facts.length > 0);
  const interestIds = profile.profile?.interests ?? [];
  const interestLabels = vocabulary.interests && !('min' in vocabulary.interests.values) ? (vocabulary.interests.values as Record<string, string>) : {};
  const interests = interestIds.map((id) => interestLabels[String(id)]).filter((label): label is string => label !== undefined);

  return (
    <>
      <p className={styles.lead}>{t('preview.lead')}</p>
      <PreviewGallery name={name} />
      <div>
        <h2 className={styles.headline}>
          {common ? t('preview.nameAge', { name, age: common.age }) : name}
          <VerifiedBadge profile={profile} />
        </h2>
        <ul className={styles.badges} aria-label={t('preview.about')}>
          {city && <li>{city}</li>}
          {mood && <li>{mood}</li>}
          {common && <li>{t(`common:zodiac.${common.zodiac}`)}</li>}
        </ul>
      </div>
      {groups.map((group) => (
        <section key={group.id} className={styles.card} aria-labelledby={`preview-${group.id}`}>
          <h3 id={`preview-${group.id}`} className={styles.cardTitle}>
            {t(`groups.${group.id}`)}
          </h3>
          <dl className={styles.facts}>
            {group.facts.map((fact) => (
              <div key={fact.field} className={styles.fact}>
                <dt>{t(`items.${fact.field}`)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className={styles.card} aria-labelledby="preview-interests">
        <h3 id="preview-interests" className={styles.cardTitle}>
          {t('groups.interests')}
        </h3>
        {interests.length > 0 ? (
          <ul className={styles.tags}>
            {interests.map((interest) => (
              <li key={interest}>{interest}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('preview.noInterests')}</p>
        )}
      </section>
      {groups.length === 0 && <p className={styles.note}>{t('preview.noFacts')}</p>}
      <nav className={styles.card} aria-label={t('edit.more')}>
        <MenuItem to="/profile/edit" title={t('preview.edit')} subtitle={t('preview.editHint')} />
      </nav>
    </>
  );
}
