import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, isMemberStub, PhotoStatus, type AlbumPhoto, type MemberRecord, type MemberStub } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { useGetMemberVocabularyQuery } from '../../api/vocabulary.ts';
import { FIELD_GROUPS, formatValue, storedAnswers, valueLabels } from '../../shared/profile/profile-answers.ts';
import { LoadFailed } from '../../shared/profile/LoadFailed.tsx';
import { Link } from '../../shared/routing/index.ts';
import { INTEREST_TUTORIAL_TIMING } from '../../shared/tutorials/tutorial-rules.ts';
import { TutorialTooltip } from '../../shared/tutorials/TutorialTooltip.tsx';
import { useInView } from '../../shared/tutorials/use-in-view.ts';
import { useTutorial } from '../../shared/tutorials/use-tutorial.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Carousel } from '../../shared/ui/Carousel.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { OnlineMark } from '../../shared/ui/OnlineMark.tsx';
import { useGetMemberAlbumQuery, useGetMemberProfileQuery, useLikeMemberMutation, useVisitMemberMutation } from './api.ts';
import { ConversationPromptAnswer } from './ConversationPromptAnswer.tsx';
import { FavouriteToggle } from './FavouriteToggle.tsx';
import styles from './MemberProfile.module.css';

/** What the route puts into the profile from other features (the safety menu, the stub's unblock). */
export interface MemberProfileSlots {
  /** Beside the name: the "…" menu, given the member's name. */
  menu?: (name: string) => ReactNode;
  /** Under the stub of a member the viewer blocked: the unblock. */
  blockedStub?: ReactNode;
}

/**
 * Another member's profile (spec 1 §2 "other user's profile (page or modal)", spec 1 §6): their
 * photos, name and age, badges, the city and distance as this viewer may see them, zodiac, the
 * answered fields by section and the interests, a favourite toggle and a like, and their
 * conversation starter question to answer. A blocked, blocking or deactivated member is a stub
 * that says only that. Opening it records the visit (once a day). `actions` stands in for the
 * like; null leaves it out (the modal has its own).
 */
export function MemberProfileBody({ hid, actions, menu, blockedStub }: { hid: string; actions?: ReactNode | null } & MemberProfileSlots) {
  const { t } = useTranslation('discovery');
  const profile = useGetMemberProfileQuery(hid);
  const [visit] = useVisitMemberMutation();

  // Once per record shown, not again when the cached record changes (a favourite, a like).
  const shown = profile.data != null && !isMemberStub(profile.data);
  useEffect(() => {
    if (shown) void visit(hid);
  }, [shown, hid, visit]);

  if (profile.isError) return <LoadFailed message={t('profileView.failed')} onRetry={() => void profile.refetch()} />;
  if (profile.isLoading) return <div className={styles.skeleton} role="status" aria-label={t('profileView.loading')} />;
  if (!profile.data) return <Unavailable reason="deactivated" />;
  if (isMemberStub(profile.data)) return <Unavailable reason={profile.data.stub} action={profile.data.stub === 'blocked_by_me' ? blockedStub : undefined} />;
  return <Record hid={hid} record={profile.data} actions={actions} menu={menu} />;
}

function Unavailable({ reason, action }: { reason: MemberStub['stub']; action?: ReactNode }) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.stub}>
      <h2>{t(`profileView.stub.${reason}.title`)}</h2>
      <p>{t(`profileView.stub.${reason}.text`)}</p>
      {action}
    </div>
  );
}

/** Fields whose vocabulary label addresses the member themself, worded for a viewer instead. */
const THIRD_PERSON_LABELS = new Set(['goal', 'foreign_languages']);

function Record({ hid, record, actions, menu }: { hid: string; record: MemberRecord; actions?: ReactNode | null; menu?: MemberProfileSlots['menu'] }) {
  // The sections are named as on the member's own profile preview (the profile namespace).
  const { t, i18n } = useTranslation(['discovery', 'profile']);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const vocabulary = useGetMemberVocabularyQuery(language);
  const [like, liking] = useLikeMemberMutation();
  const aboutId = useId();
  const name = record.common.name;
  const answers = storedAnswers(record);
  const premium = record.payments.premium_status.is_active || record.payments.vip_status.is_active;
  const city = record.geo.city?.name;
  const words = vocabulary.data ?? {};
  // The vocabulary asks the member ("What are you looking for?"); about someone else, these say it of them.
  const factLabel = (field: string, asked: string) => (THIRD_PERSON_LABELS.has(field) ? t(`profileView.factLabels.${field}`) : asked);
  const groups = FIELD_GROUPS.map((group) => ({
    id: group.id,
    facts: group.fields.flatMap((field) => {
      const value = formatValue(field, words[field], answers[field], language);
      return value === null ? [] : [{ field, label: factLabel(field, words[field]?.label ?? field), value }];
    }),
  })).filter((group) => group.facts.length > 0);
  const mood = formatValue('user_mood', words.user_mood, record.profile.user_mood, language);
  const question = formatValue('conversation_prompt', words.conversation_prompt, record.profile.conversation_prompt, language);
  const interests = valueLabels(words.interests, record.profile.interests);
  // The interests tip points at what the viewer shares with this member, once the section is on screen.
  const mine = useGetOwnProfileQuery().data?.profile?.interests ?? [];
  const shared = valueLabels(words.interests, record.profile.interests.filter((id) => mine.includes(id)));
  const [interestsRef, interestsInView] = useInView();
  const interestsTip = useTutorial('profile_interests', { when: shared.length > 0 && interestsInView, ...INTEREST_TUTORIAL_TIMING });
  const liked = record.list_data.i_like_this_user || liking.isSuccess;
  const matched = record.list_data.is_match || liking.data?.isMatch === true;

  return (
    <>
      <Gallery hid={hid} name={name} />
      <section aria-labelledby={aboutId} className={styles.intro}>
        <div className={styles.headlineRow}>
          <h2 id={aboutId} className={styles.headline}>
            {t('card.nameAge', { name, age: record.common.age })}
            {premium && <Icon name="crown" label={t('card.premium')} size={20} className={styles.premium} />}
          </h2>
          <FavouriteToggle hid={hid} selected={record.list_data.is_selected} />
          {menu?.(name)}
        </div>
        <ul className={styles.badges}>
          {record.additional.online && <OnlineMark as="li" label={t('card.online')} />}
          {record.additional.is_new && <li>{t('profileView.new')}</li>}
          {city && <li>{city}</li>}
          {record.distance !== null && <li>{record.distance <= 1 ? t('card.underOneKm') : t('card.distance', { km: record.distance })}</li>}
          {mood && <li>{mood}</li>}
          <li>{t(`common:zodiac.${record.common.zodiac}`)}</li>
        </ul>
        {!city && <p className={styles.note}>{t('profileView.cityForPremium')}</p>}
      </section>
      {actions !== undefined ? actions : (
        <div className={styles.actions}>
          {matched ? (
            <p className={styles.matched}>{t('profileView.matched', { name })}</p>
          ) : (
            <button type="button" className={buttonClass('primary', { block: true })} disabled={liked || liking.isLoading} onClick={() => void like(hid)}>
              <Icon name="heart" size={20} />
              {liked ? t('profileView.liked') : t('profileView.like')}
            </button>
          )}
          <Link to={`/dialogs/${encodeURIComponent(hid)}`} className={buttonClass(matched ? 'primary' : 'secondary', { block: true })}>
            <Icon name="message" size={20} />
            {t('profileView.message')}
          </Link>
          {liking.isError && <p role="alert" className={styles.problem}>{t('game.reactionFailed')}</p>}
        </div>
      )}
      {question && <ConversationPromptAnswer hid={hid} record={record} question={question} />}
      {groups.map((group) => (
        <section key={group.id} className={styles.group}>
          <h3>{t(`profile:groups.${group.id}`)}</h3>
          <dl>
            {group.facts.map((fact) => (
              <div key={fact.field} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {interests.length > 0 && (
        <section className={styles.group}>
          <h3>{t('profile:groups.interests')}</h3>
          <TutorialTooltip tutorial={interestsTip} values={{ interest: shared[0] ?? '' }} block align="start" placement="top">
            <ul ref={interestsRef} className={styles.chips}>
              {interests.map((interest) => (
                <li key={interest}>{interest}</li>
              ))}
            </ul>
          </TutorialTooltip>
        </section>
      )}
    </>
  );
}

/** The moderated photos, the avatar first; a free viewer's album carries blurred copies after the first (spec 1 §6). */
function Gallery({ hid, name }: { hid: string; name: string }) {
  const { t } = useTranslation('discovery');
  const album = useGetMemberAlbumQuery(hid);
  if (!album.data) return <div className={styles.galleryEmpty} role={album.isError ? undefined : 'status'} aria-label={album.isError ? undefined : t('profileView.loading')} />;
  const photos = shown(album.data.photos, album.data.coverId);
  const blurred = photos.some((photo) => photo.metadata.isBlurred);
  const slides = photos.flatMap((photo, index) => {
    const alt = t('profileView.photoAlt', { name, number: index + 1 });
    // A photo the viewer may only see blurred comes as its blurred rendition alone (spec 1 §6).
    if (photo.metadata.isBlurred) {
      const src = photo.images.blur;
      return src
        ? [
            <div key={photo.id} className={styles.locked}>
              <img className={styles.photo} src={src} alt={alt} draggable={false} />
              <p className={styles.lock}>
                <Icon name="lock" size={20} />
                {t('profileView.blurredPhoto')}
              </p>
            </div>,
          ]
        : [];
    }
    const src = photo.images.thumb_600 ?? photo.images.avatar_l ?? photo.images.w ?? photo.images.o;
    return src ? [<img key={photo.id} className={styles.photo} src={src} alt={alt} draggable={false} />] : [];
  });
  return (
    <>
      <div className={styles.gallery}>
        {slides.length > 0 ? <Carousel label={t('profileView.photos', { name })} slides={slides} dots={slides.length > 1} /> : <div className={styles.galleryEmpty}>{name.charAt(0)}</div>}
      </div>
      {blurred && <p className={styles.note}>{t('profileView.photosForPremium')}</p>}
    </>
  );
}

function shown(photos: readonly AlbumPhoto[], coverId: string | null): AlbumPhoto[] {
  const moderated = photos.filter((photo) => photo.status === PhotoStatus.moderated);
  return [...moderated.filter((photo) => photo.id === coverId), ...moderated.filter((photo) => photo.id !== coverId)];
}
