import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useSetFavouriteMutation } from './api.ts';
import styles from './MemberProfile.module.css';

/**
 * The favourite star on another member's profile (spec 2 §7 `:favorite` / `:unfavorite`): a
 * toggle button whose pressed state is the record's `is_selected`, flipped at once and put back
 * with a message if the server refuses.
 */
export function FavouriteToggle({ hid, selected }: { hid: string; selected: boolean }) {
  const { t } = useTranslation('discovery');
  const [setFavourite, saving] = useSetFavouriteMutation();
  return (
    <>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={selected}
        aria-label={t('profileView.favourite')}
        onClick={() => void setFavourite({ hid, favourite: !selected })}
      >
        <Icon name="star" size={22} />
      </button>
      {saving.isError && (
        <p role="alert" className={styles.favouriteProblem}>
          {t('profileView.favouriteFailed')}
        </p>
      )}
    </>
  );
}
