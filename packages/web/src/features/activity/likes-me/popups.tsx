import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { ListsCode } from '@amora/contracts';
import type { ApiError } from '../../../api/base-query.ts';
import type { HostedPopupProps } from '../../../shared/overlays/popup-props.ts';
import { selectCounters } from '../../../shared/realtime/counters-slice.ts';
import { useNavigate } from '../../../shared/routing/index.ts';
import { COUNTER_OVERFLOW } from '../../../shared/ui/CounterBadge.tsx';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { useGetListTeasersQuery, useGetPeopleListInfiniteQuery } from '../api.ts';
import { recordLikesMePopupShown } from './likes-me-shows.ts';
import styles from './LikesMePopups.module.css';

/** Faces the popup shows at most. */
const FACES = 3;

/** "99+" past the badge's cap (spec 2 §9 "Likes-me popup limit 99"). */
const shownCount = (count: number) => (count > COUNTER_OVERFLOW ? `${COUNTER_OVERFLOW}+` : String(count));

const isPremiumRequired = (error: unknown) => !!error && typeof error === 'object' && (error as ApiError).code === ListsCode.premiumRequired;

/** Counts one showing, once per popup on screen (likes-me-shows.ts). */
function useCountShowing(name: string) {
  useEffect(() => recordLikesMePopupShown(name), [name]);
}

function Faces({ photos, blurred }: { photos: readonly (string | null)[]; blurred: boolean }) {
  if (photos.length === 0) return null;
  return (
    <ul className={blurred ? `${styles.faces} ${styles.blurred}` : styles.faces} aria-hidden="true">
      {photos.slice(0, FACES).map((photo, index) => (
        <li key={index}>{photo ? <img src={photo} alt="" /> : <span className={styles.noPhoto} />}</li>
      ))}
    </ul>
  );
}

/**
 * likes_me_popup (spec 2 §4): someone new likes the member. A member whose tier shows the
 * likes-you list sees the new likers' faces and goes to them; anyone else sees them blurred, as
 * the teasers show them, and may find them in the game, where members who like you come first.
 */
export function LikesMePopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const count = useSelector(selectCounters).newILikeCount;
  const likes = useGetPeopleListInfiniteQuery('likes');
  const hidden = isPremiumRequired(likes.error);
  const teasers = useGetListTeasersQuery('likes', { skip: !hidden });
  useCountShowing('likes_me_popup');

  const go = (action: string, to: string) => () => {
    onAction(action);
    onClose();
    void navigate(to);
  };
  const photos = hidden ? (teasers.data?.teasers ?? []).map((teaser) => teaser.photoUrl) : (likes.data?.pages[0]?.entries ?? []).map((entry) => entry.photoUrl);
  return (
    <Popup
      title={t('likesMePopup.title', { count, shown: shownCount(count) })}
      description={t(hidden ? 'likesMePopup.textHidden' : 'likesMePopup.text')}
      onClose={onClose}
      buttons={[
        { label: t('likesMePopup.seeWho'), onClick: go('see_who', '/activity/likes') },
        hidden ? { label: t('likesMePopup.playMatches'), onClick: go('play_matches', '/matches') } : { label: t('likesMePopup.later'), onClick: onClose },
      ]}
    >
      <Faces photos={photos} blurred={hidden} />
    </Popup>
  );
}

/** likes_me_matches_popup (spec 2 §4): new matches came while the member was elsewhere; both liked, so both may see each other. */
export function LikesMeMatchesPopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const count = useSelector(selectCounters).newMatchesCount;
  const matches = useGetPeopleListInfiniteQuery('matches');
  useCountShowing('likes_me_matches_popup');

  const seeMatches = () => {
    onAction('see_matches');
    onClose();
    void navigate('/activity/matches');
  };
  return (
    <Popup
      title={t('likesMeMatchesPopup.title', { count, shown: shownCount(count) })}
      description={t('likesMeMatchesPopup.text')}
      onClose={onClose}
      buttons={[
        { label: t('likesMeMatchesPopup.seeMatches'), onClick: seeMatches },
        { label: t('likesMePopup.later'), onClick: onClose },
      ]}
    >
      <Faces photos={(matches.data?.pages[0]?.entries ?? []).map((entry) => entry.photoUrl)} blurred={false} />
    </Popup>
  );
}
