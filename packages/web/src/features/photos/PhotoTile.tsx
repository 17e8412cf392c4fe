import { useTranslation } from 'react-i18next';
import { PhotoStatus, type AlbumPhoto } from '@amora/contracts';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './Photos.module.css';

/** Rejection reasons the server names (moderation); any other reads as the generic one. */
const KNOWN_REASONS = ['undecodable', 'too_small', 'duplicate', 'own_duplicate', 'fake_age', 'operator'];

const rejectionKey = (reason: string) => `manager.reasons.${KNOWN_REASONS.includes(reason) ? reason : 'other'}`;

/** One photo of the member's own album with its state and what can be done with it. */
export function PhotoTile({
  photo,
  position,
  isCover,
  busy,
  onMakeCover,
  onDelete,
}: {
  photo: AlbumPhoto;
  position: number;
  isCover: boolean;
  busy: boolean;
  onMakeCover: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('photos');
  const rejected = photo.status === PhotoStatus.rejected;
  const src = photo.images.thumb_400 ?? photo.images.thumb_600 ?? photo.images.avatar_l;
  const label = t('manager.photoLabel', { position });
  return (
    <li className={styles.tile} aria-label={label}>
      <span className={styles.tileImage}>
        {src && <img src={src} alt={label} loading="lazy" />}
        {isCover && (
          <span className={styles.badge} data-tone="cover">
            {t('manager.cover')}
          </span>
        )}
        {!isCover && photo.status === PhotoStatus.pending && <span className={styles.badge}>{t('manager.pending')}</span>}
        {rejected && (
          <span className={styles.badge} data-tone="rejected">
            {t('manager.rejected')}
          </span>
        )}
      </span>
      <div className={styles.tileBody}>
        {isCover && photo.status === PhotoStatus.pending && <span>{t('manager.pending')}</span>}
        {rejected && <span className={styles.reason}>{t(rejectionKey(photo.moderation?.reason ?? 'other'))}</span>}
        <div className={styles.tileActions}>
          {!isCover && !rejected && (
            <button type="button" className={buttonClass('secondary', { small: true })} disabled={busy} onClick={onMakeCover}>
              {t('manager.makeCover')}
            </button>
          )}
          <button type="button" className={buttonClass('ghost', { small: true })} disabled={busy} onClick={onDelete}>
            {t('manager.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
